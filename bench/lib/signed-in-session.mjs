/**
 * A new user on the e2e stack (its sign-up endpoint) and that user's session from a password grant, for a
 * browser whose localStorage is given the session before the app loads (see storageKeyFor).
 */
export async function signedInSession(stack, prefix = 'bench') {
  const email = `${prefix}-${Date.now().toString(36)}@example.com`;
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
  const signup = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, data: { full_name: 'Bench' } }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const token = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!token.ok) throw new Error(`sign-in failed: ${token.status} ${await token.text()}`);
  const session = await token.json();
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  return session;
}

/** web/src/platform/supabase.ts: supabase-js's default key, `sb-<first label of the API host>-auth-token`. */
export const storageKeyFor = (apiUrl) => `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;
