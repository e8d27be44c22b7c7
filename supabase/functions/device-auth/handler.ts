// The device-auth Edge Function: RFC 8628 device sign-in for the CLI, and personal CLI tokens.
// Web APIs only (fetch, crypto.subtle, getRandomValues, TextEncoder): the same code runs under Deno
// (Supabase Edge Functions, index.ts) and Node (the local emulator, tests). The database and the clock
// come in as deps so tests can drive expiry and polling without waiting.
// This module is the router; each route group has its own module. They import each other as
// `#device-auth/<module>` (this folder's package.json `imports`): Deno needs `.ts` in relative paths, which the
// Node packages that load the emulator (tsc without allowImportingTsExtensions) reject, and a subpath import
// needs neither.

import { createRouteContext } from '#device-auth/context';
import type { DeviceAuthDeps } from '#device-auth/deps';
import { deviceApprovalRoutes } from '#device-auth/device-approval';
import { deviceFlowRoutes } from '#device-auth/device-flow';
import { BadRequest, corsHeaders, empty, failure, pathSegment } from '#device-auth/http';
import { tokenRoutes } from '#device-auth/tokens';
import { cliTokenRoutes } from '#device-auth/whoami';

export * from '#device-auth/codes';
export {
  DEFAULT_LIMITS,
  type DeviceAuthConfig,
  type DeviceAuthDeps,
  type RateLimits,
  type VerifiedUser,
} from '#device-auth/deps';
export { bearer, clientIp, corsHeaders, empty, failure, json } from '#device-auth/http';
export type { Sql, SqlRow } from '#device-auth/sql';
export { verifyUserWithSupabaseAuth } from '#device-auth/supabase-auth';

type Handler = (req: Request) => Promise<Response>;

export function createDeviceAuthHandler(deps: DeviceAuthDeps): Handler {
  const context = createRouteContext(deps);
  const { allowedOrigins } = context;
  const { deviceCode, deviceToken } = deviceFlowRoutes(context);
  const { deviceLookup, deviceApprove } = deviceApprovalRoutes(context);
  const { whoami, logout } = cliTokenRoutes(context);
  const { listTokens, createToken, revokeToken, revokeAllTokens } = tokenRoutes(context);

  async function route(req: Request): Promise<Response> {
    const url = new URL(req.url);
    // Hosted, the path starts /device-auth/…; mounted elsewhere it may carry a prefix such as /functions/v1.
    const mark = url.pathname.indexOf('/device-auth');
    const path =
      (mark >= 0 ? url.pathname.slice(mark + '/device-auth'.length) : url.pathname).replace(/\/+$/, '') ||
      '/';
    const m = req.method;
    if (path === '/device/code') return m === 'POST' ? deviceCode(req) : methodNotAllowed('POST');
    if (path === '/device/token') return m === 'POST' ? deviceToken(req) : methodNotAllowed('POST');
    if (path === '/device/approve') return m === 'POST' ? deviceApprove(req) : methodNotAllowed('POST');
    if (path === '/device') return m === 'GET' ? deviceLookup(req, url) : methodNotAllowed('GET');
    if (path === '/whoami') return m === 'GET' ? whoami(req) : methodNotAllowed('GET');
    if (path === '/logout') return m === 'POST' ? logout(req) : methodNotAllowed('POST');
    if (path === '/tokens') {
      if (m === 'GET') return listTokens(req);
      if (m === 'POST') return createToken(req);
      if (m === 'DELETE') return revokeAllTokens(req);
      return methodNotAllowed('GET, POST, DELETE');
    }
    const tokenPath = /^\/tokens\/([^/]+)$/.exec(path);
    if (tokenPath)
      return m === 'DELETE'
        ? revokeToken(req, pathSegment(tokenPath[1] as string))
        : methodNotAllowed('DELETE');
    return failure(404, 'not_found', `No route ${m} ${path}.`);
  }

  function methodNotAllowed(allow: string): Response {
    return failure(405, 'method_not_allowed', `Use ${allow}.`, {});
  }

  return async (req: Request) => {
    const cors = corsHeaders(req.headers.get('origin'), allowedOrigins);
    if (req.method === 'OPTIONS') return empty(204, cors);
    let res: Response;
    try {
      res = await route(req);
    } catch (error) {
      res =
        error instanceof BadRequest
          ? failure(400, 'invalid_request', error.message)
          : failure(500, 'server_error', 'Something went wrong on the server. Try again.');
    }
    for (const [k, v] of Object.entries(cors)) res.headers.set(k, v);
    return res;
  };
}
