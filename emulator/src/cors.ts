export const DEFAULT_WEB_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const ALLOW_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, x-retry-count';
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** Headers for a response to `origin`: only configured origins are reflected, never `*`. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin' };
  if (origin && allowed.includes(origin)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
    headers['access-control-expose-headers'] = 'X-Supabase-Api-Version';
  }
  return headers;
}

export function preflightHeaders(
  origin: string | undefined,
  allowed: readonly string[],
): Record<string, string> {
  const headers = corsHeaders(origin, allowed);
  if (headers['access-control-allow-origin']) {
    headers['access-control-allow-headers'] = ALLOW_HEADERS;
    headers['access-control-allow-methods'] = ALLOW_METHODS;
    headers['access-control-max-age'] = '300';
  }
  return headers;
}

/** The configured web origins plus the site's own: the web app is served from the site URL. */
export function allowedOrigins(siteUrl: string, webOrigins: readonly string[]): string[] {
  return [...new Set([new URL(siteUrl).origin, ...webOrigins])];
}
