import { createAccountClient } from '@toolbox/core/account';
import { anonKey, auth, supabaseUrl } from '../supabase';
import type { AccountApi } from './account-api';

/** The data API client over the app's one session (its access token, refreshed by the auth client). */
export function createAccountApi(): AccountApi {
  return createAccountClient({
    baseUrl: supabaseUrl,
    anonKey,
    getToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
    fetch: (url, init) => fetch(url, init),
  });
}

/** An anonymous client: what a public project's link opens with when nobody is signed in. */
export function createPublicAccountApi(): AccountApi {
  return createAccountClient({
    baseUrl: supabaseUrl,
    anonKey,
    getToken: () => null,
    fetch: (url, init) => fetch(url, init),
  });
}
