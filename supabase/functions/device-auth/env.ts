// Builds the handler's deps from a hosted Edge Function's environment (or the emulator's equivalent).

import { type DeviceAuthDeps, type Sql, verifyUserWithSupabaseAuth } from './handler.ts';

export { verifyUserWithSupabaseAuth };

/** A reader of required variables: trimmed, or an error naming the variable and the function. */
export function requireEnv(env: Record<string, string | undefined>, fn: string): (key: string) => string {
  return (key) => {
    const value = env[key]?.trim();
    if (!value) throw new Error(`${fn}: set ${key}`);
    return value;
  };
}

/** TOOLBOX_WEB_ORIGIN: one origin or several separated by commas, without trailing slashes. */
export function webOrigins(value: string): string[] {
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

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
