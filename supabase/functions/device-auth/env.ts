// Builds the handler's deps from a hosted Edge Function's environment (or the emulator's equivalent).

import type { DeviceAuthDeps, Sql, VerifiedUser } from './handler.ts';

/** Verifies a Supabase access token with the project's Auth server (GET /auth/v1/user), so signed-out sessions fail. */
export function verifyUserWithSupabaseAuth(
  supabaseUrl: string,
  anonKey: string,
  fetchFn: typeof fetch = fetch,
): (accessToken: string) => Promise<VerifiedUser | null> {
  const endpoint = `${supabaseUrl.replace(/\/+$/, '')}/auth/v1/user`;
  return async (accessToken) => {
    const res = await fetchFn(endpoint, {
      headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` },
    });
    if (res.status >= 500) throw new Error(`Auth server answered ${res.status}`);
    if (!res.ok) return null;
    const user = (await res.json()) as { id?: unknown; email?: unknown; email_confirmed_at?: unknown };
    if (typeof user.id !== 'string' || typeof user.email !== 'string' || !user.email_confirmed_at)
      return null;
    return { id: user.id, email: user.email };
  };
}

/**
 * Reads SUPABASE_URL, SUPABASE_ANON_KEY (set by Supabase for every Edge Function) and TOOLBOX_WEB_ORIGIN
 * (a secret: the web app's origin, or several separated by commas; the first hosts /device).
 */
export function fromEnv(env: Record<string, string | undefined>, sql: Sql): DeviceAuthDeps {
  const need = (key: string) => {
    const value = env[key]?.trim();
    if (!value) throw new Error(`device-auth: set ${key}`);
    return value;
  };
  const origins = need('TOOLBOX_WEB_ORIGIN')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    sql,
    verifyUser: verifyUserWithSupabaseAuth(need('SUPABASE_URL'), need('SUPABASE_ANON_KEY')),
    now: () => new Date(),
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    config: { webOrigin: origins[0] as string, allowedOrigins: origins, ttlSeconds: 900, intervalSeconds: 5 },
  };
}
