// The device-auth Edge Function: RFC 8628 device sign-in for the CLI, and personal CLI tokens.
// Web APIs only (fetch, crypto.subtle, getRandomValues, TextEncoder): the same code runs under Deno
// (Supabase Edge Functions, index.ts) and Node (the local emulator, tests). The database and the clock
// come in as deps so tests can drive expiry and polling without waiting.
// This module is the router; each route group has its own module. Imports are relative with `.ts`, as Deno and
// Supabase's bundler resolve them; code the functions share is in ../_shared/.

import { BadRequest, corsHeaders, empty, failure, pathSegment } from '../_shared/http.ts';
import { createRouteContext } from './context.ts';
import type { DeviceAuthDeps } from './deps.ts';
import { deviceApprovalRoutes } from './device-approval.ts';
import { deviceFlowRoutes } from './device-flow.ts';
import { tokenRoutes } from './tokens.ts';
import { cliTokenRoutes } from './whoami.ts';

export * from '../_shared/codes.ts';
export { bearer, clientIp, corsHeaders, empty, failure, json } from '../_shared/http.ts';
export type { Sql, SqlRow } from '../_shared/sql.ts';
export { verifyUserWithSupabaseAuth } from '../_shared/supabase-auth.ts';
export {
  DEFAULT_LIMITS,
  type DeviceAuthConfig,
  type DeviceAuthDeps,
  type RateLimits,
  type VerifiedUser,
} from './deps.ts';

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
    // RFC 9110 §15.5.6: a 405 names the methods the path does serve.
    const res = failure(405, 'method_not_allowed', `Use ${allow}.`);
    res.headers.set('Allow', allow);
    return res;
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
          ? failure(error.status, error.error, error.message)
          : failure(500, 'server_error', 'Something went wrong on the server. Try again.');
    }
    for (const [k, v] of Object.entries(cors)) res.headers.set(k, v);
    return res;
  };
}
