import { AuthClient } from '@supabase/auth-js';
import type { SupabaseClient } from '@supabase/supabase-js';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL;
export const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY;

/** False when the build found neither VITE_SUPABASE_* nor the emulator's .data/stack.json. */
export const stackConfigured = anonKey !== '';

/** supabase-js's own default, so sessions stored by either client are the same entry. */
export const authStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * The app's one auth client and the only owner of the session (storage, refresh, onAuthStateChange). It is the
 * client `createClient()` would build for `.auth`, without realtime, storage and REST, which the shell never uses
 * and which would cost about 32 KB gzipped of the shell's 150 KB budget.
 */
export const auth = new AuthClient({
  url: `${supabaseUrl}/auth/v1`,
  headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
  storageKey: authStorageKey,
  autoRefreshToken: stackConfigured,
  persistSession: true,
  detectSessionInUrl: true,
  flowType: 'implicit',
});

let fullClient: Promise<SupabaseClient> | undefined;

/**
 * The full supabase-js client (functions, REST, storage), loaded on first use by the pages that need it. It takes
 * the signed-in user's access token from `auth` (supabase-js's `accessToken` option), so there is still one
 * session and one refresh loop: e.g. `(await getSupabase()).functions.invoke('device-auth/tokens')`.
 */
export function getSupabase(): Promise<SupabaseClient> {
  fullClient ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(supabaseUrl, anonKey, {
      accessToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
    }),
  );
  return fullClient;
}
