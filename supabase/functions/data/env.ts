// Builds the handler's deps from a hosted Edge Function's environment (or the emulator's equivalent).

import { requireEnv, webOrigins } from '../_shared/env.ts';
import {
  createDataHandler,
  type DataDeps,
  type TransactionalSql,
  verifyUserWithSupabaseAuth,
} from './handler.ts';

export { createDataHandler };

/**
 * Reads SUPABASE_URL, SUPABASE_ANON_KEY (set by Supabase for every Edge Function) and TOOLBOX_WEB_ORIGIN (a secret
 * shared with device-auth: the web app's origin, or several separated by commas), for CORS.
 */
export function fromEnv(env: Record<string, string | undefined>, sql: TransactionalSql): DataDeps {
  const need = requireEnv(env, 'data');
  const origins = webOrigins(env.TOOLBOX_WEB_ORIGIN ?? '');
  return {
    sql,
    verifyUser: verifyUserWithSupabaseAuth(need('SUPABASE_URL'), need('SUPABASE_ANON_KEY')),
    now: () => new Date(),
    config: { allowedOrigins: origins },
  };
}
