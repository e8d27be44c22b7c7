import { createHash, timingSafeEqual } from 'node:crypto';
import type { RateBucket } from '../rate-limit';
import { jsonReply, type Reply } from '../reply';
import { ADMIN_ROUTES } from './admin';
import type { AuthConfig } from './config';
import { AuthError, apiVersionOf, authError, errorReply, OAuthError } from './errors';
import { otp, recover, resend } from './otp';
import type { AuthRequest } from './request';
import { signup } from './signup';
import { token } from './token';
import { getUser, logout, putUser } from './user';
import { verifyLink, verifyPost } from './verify';

type Handler = (request: AuthRequest, config: AuthConfig) => Promise<Reply>;

interface Route {
  method: string;
  path: string | RegExp;
  handler: Handler;
  /** Reachable without an API key, as the gateway's open routes and GoTrue's health check. */
  open?: boolean;
  limit?: RateBucket;
}

async function settings(_request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const external = Object.fromEntries(
    [
      'anonymous_users',
      'apple',
      'azure',
      'bitbucket',
      'discord',
      'facebook',
      'figma',
      'github',
      'gitlab',
      'google',
    ]
      .concat(['keycloak', 'kakao', 'linkedin_oidc', 'notion', 'slack_oidc', 'spotify', 'twitch', 'twitter'])
      .concat(['workos', 'zoom', 'email', 'phone'])
      .map((provider) => [provider, provider === 'email']),
  );
  return jsonReply(200, {
    external,
    disable_signup: false,
    mailer_autoconfirm: !config.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

async function health(): Promise<Reply> {
  return jsonReply(200, {
    version: 'toolbox-emulator',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

// HS256 keys are never published, so the set is empty (GoTrue `api/jwks.go`).
async function jwks(): Promise<Reply> {
  return jsonReply(200, { keys: [] }, { 'cache-control': 'public, max-age=600' });
}

const ROUTES: Route[] = [
  ...ADMIN_ROUTES,
  { method: 'POST', path: '/signup', handler: signup, limit: 'signup' },
  { method: 'POST', path: '/token', handler: token, limit: 'token' },
  { method: 'GET', path: '/user', handler: getUser },
  { method: 'PUT', path: '/user', handler: putUser },
  { method: 'POST', path: '/logout', handler: logout },
  { method: 'GET', path: '/settings', handler: settings },
  { method: 'GET', path: '/health', handler: health, open: true },
  { method: 'GET', path: '/verify', handler: verifyLink, open: true, limit: 'verify' },
  { method: 'POST', path: '/verify', handler: verifyPost, open: true, limit: 'verify' },
  { method: 'POST', path: '/recover', handler: recover, limit: 'recover' },
  { method: 'POST', path: '/otp', handler: otp, limit: 'recover' },
  { method: 'POST', path: '/resend', handler: resend, limit: 'recover' },
  { method: 'GET', path: '/.well-known/jwks.json', handler: jwks },
];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The gateway's key check: the `apikey` header (or query parameter) must be the anon or service_role key. */
function apiKeyProblem(request: AuthRequest, config: AuthConfig): Reply | null {
  const header = request.headers.apikey;
  const given = (Array.isArray(header) ? header[0] : header) ?? request.query.get('apikey');
  if (!given) {
    return jsonReply(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const presented = digest(given);
  const known = [config.anonKey, config.serviceRoleKey].some((key) =>
    timingSafeEqual(presented, digest(key)),
  );
  if (known) return null;
  return jsonReply(401, {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  });
}

/** Serves one `/auth/v1/*` request; errors come back in Supabase's shapes, never as a thrown exception. */
export async function handleAuth(request: AuthRequest, config: AuthConfig): Promise<Reply> {
  const apiVersion = apiVersionOf(firstHeader(request.headers['x-supabase-api-version']));
  const versioned = (reply: Reply): Reply => {
    if (apiVersion) reply.headers['x-supabase-api-version'] = apiVersion;
    reply.headers['cache-control'] ??= 'no-store';
    return reply;
  };
  const candidates = ROUTES.flatMap((route) => {
    const params = matchPath(route.path, request.path);
    return params ? [{ route, params }] : [];
  });
  const match = candidates.find((candidate) => candidate.route.method === request.method);
  try {
    if (candidates.length === 0) throw authError('not_found');
    if (!match) throw authError('method_not_allowed');
    const { route } = match;
    if (!route.open) {
      const problem = apiKeyProblem(request, config);
      if (problem) return versioned(problem);
    }
    if (route.limit && !config.limiter.take(route.limit, request.ip))
      throw authError('over_request_rate_limit');
    return versioned(await route.handler({ ...request, pathParams: match.params }, config));
  } catch (error) {
    if (error instanceof AuthError || error instanceof OAuthError)
      return versioned(errorReply(error, apiVersion));
    throw error;
  }
}

function matchPath(pattern: string | RegExp, path: string): string[] | null {
  if (typeof pattern === 'string') return pattern === path ? [] : null;
  const found = pattern.exec(path);
  return found ? found.slice(1).map((part) => part ?? '') : null;
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
