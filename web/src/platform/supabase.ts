import { AuthClient } from '@supabase/auth-js';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL;
export const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY;

/** False when the build found neither VITE_SUPABASE_* nor the emulator's .data/stack.json. */
export const stackConfigured = anonKey !== '';

/** supabase-js's own default, so sessions stored by either client are the same entry. */
const authStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

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
