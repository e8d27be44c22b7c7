import { createShareClient, type ShareClient } from '@toolbox/core/account';
import { anonKey, auth, supabaseUrl } from '../supabase';

/** The encrypted shares' client over the app's session: what "Share securely" makes links with. */
export function createShareApi(): ShareClient {
  return createShareClient({
    baseUrl: supabaseUrl,
    anonKey,
    getToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
    fetch: (url, init) => fetch(url, init),
  });
}

/** Anonymous on purpose: a link opens for whoever holds it, signed in or not (its secret is the capability). */
export function createPublicShareApi(): ShareClient {
  return createShareClient({
    baseUrl: supabaseUrl,
    anonKey,
    getToken: () => null,
    fetch: (url, init) => fetch(url, init),
  });
}
