import { createAccountClient } from '@toolbox/core/account';
import { anonKey, auth, supabaseUrl } from '../supabase';
import type { AccountApi } from './account-api';
import { dataFetch } from './data-fetch';

/** The signed-in clients' network: a request given up after a while, a 401 answered by
 * one session refresh. */
export const sessionFetch = dataFetch({
  refresh: async () => (await auth.refreshSession()).data.session?.access_token ?? null,
});

/** The anonymous clients' network (no session to refresh). */
export const publicFetch = dataFetch();

/** The data API client over the app's one session (its access token, refreshed by the auth client). */
export function createAccountApi(): AccountApi {
  return createAccountClient({
    baseUrl: supabaseUrl,
    anonKey,
    getToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
    fetch: sessionFetch,
  });
}

/** An anonymous client: what a public project's link opens with when nobody is signed in. */
export function createPublicAccountApi(): AccountApi {
  return createAccountClient({
    baseUrl: supabaseUrl,
    anonKey,
    getToken: () => null,
    fetch: publicFetch,
  });
}
