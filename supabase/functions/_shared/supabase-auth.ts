// How a Supabase access token becomes a user: the project's own Auth server decides.

import { isServerError } from './account/mod.ts';

/** A signed-in Supabase user whose e-mail is confirmed. */
export interface VerifiedUser {
  id: string;
  email: string;
}

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
    if (isServerError(res.status)) throw new Error(`Auth server answered ${res.status}`);
    if (!res.ok) return null;
    const user = (await res.json()) as { id?: unknown; email?: unknown; email_confirmed_at?: unknown };
    if (typeof user.id !== 'string' || typeof user.email !== 'string' || !user.email_confirmed_at)
      return null;
    return { id: user.id, email: user.email };
  };
}
