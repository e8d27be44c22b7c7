// Builds the handler's deps from a hosted Edge Function's environment (or the emulator's equivalent).

import { requireEnv, webOrigins } from '../_shared/env.ts';
import { type DeviceAuthDeps, type Sql, verifyUserWithSupabaseAuth } from './handler.ts';

export { verifyUserWithSupabaseAuth };

/**
 * Reads SUPABASE_URL, SUPABASE_ANON_KEY (set by Supabase for every Edge Function) and TOOLBOX_WEB_ORIGIN
 * (a secret: the web app's origin, or several separated by commas; the first hosts /device).
 */
export function fromEnv(env: Record<string, string | undefined>, sql: Sql): DeviceAuthDeps {
  const need = requireEnv(env, 'device-auth');
  const origins = webOrigins(need('TOOLBOX_WEB_ORIGIN'));
  return {
    sql,
    verifyUser: verifyUserWithSupabaseAuth(need('SUPABASE_URL'), need('SUPABASE_ANON_KEY')),
    now: () => new Date(),
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    config: { webOrigin: origins[0] as string, allowedOrigins: origins, ttlSeconds: 900, intervalSeconds: 5 },
  };
}
