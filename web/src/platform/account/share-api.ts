import { createShareClient, type ShareClient } from '@toolbox/core/account';
import { anonKey, auth, supabaseUrl } from '../supabase';
import { publicFetch, sessionFetch } from './account-client';

/** The encrypted shares' client over the app's session: what "Share securely" makes links with. */
export function createShareApi(): ShareClient {
  return createShareClient({
    baseUrl: supabaseUrl,
    anonKey,
    getToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
    fetch: sessionFetch,
  });
}

/** Anonymous on purpose: a link opens for whoever holds it, signed in or not (its secret is the capability). */
export function createPublicShareApi(): ShareClient {
  return createShareClient({
    baseUrl: supabaseUrl,
    anonKey,
    getToken: () => null,
    fetch: publicFetch,
  });
}
