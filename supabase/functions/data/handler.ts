// The data Edge Function (issue 38, DATA.md): the account's projects, boards, presets, favourites and profile.
// Web APIs only, like device-auth: the same code runs under Deno (Supabase, index.ts) and Node (the local stack).
// Each request runs in one transaction as `toolbox_api` with the caller's claims set locally (as PostgREST sets
// them: `sub` and role `authenticated`, or role `anon`), so Postgres's row-level security decides what it reads and
// writes; handler code never checks ownership itself. `anon` and `authenticated` hold nothing on the account's
// tables: /rest/v1 and GraphQL cannot go around the limits below (migrations/20261129090000_api_role.sql).

import { ACCOUNT_LIMITS, formatBytes } from '../_shared/account/mod.ts';
import { NotUtf8, readTextUpTo } from '../_shared/body.ts';
import { bearer, clientIp, corsHeaders, empty } from '../_shared/http.ts';
import { accountRoutes } from './account.ts';
import { type Caller, createCallers } from './caller.ts';
import { componentRoutes } from './components.ts';
import { type AsCaller, afterSetUp, type RequestContext, STATEMENT_TIMEOUT_MS } from './context.ts';
import type { DataDeps } from './deps.ts';
import { Failure, failureResponse, toFailure } from './failure.ts';
import { favouriteRoutes } from './favourites.ts';
import { presetRoutes } from './presets.ts';
import { profileRoutes } from './profile.ts';
import { projectRoutes } from './projects.ts';
import { RequestBudget } from './rate.ts';
import { shareLinkRoutes } from './share-links.ts';
import { shareRoutes } from './shares.ts';
import { teamRoutes } from './teams.ts';

export type { TransactionalSql } from '../_shared/sql.ts';
export { verifyUserWithSupabaseAuth } from '../_shared/supabase-auth.ts';
export type { DataConfig, DataDeps } from './deps.ts';

type Route = (ctx: RequestContext, param?: string) => Promise<Response>;
type Handler = (req: Request) => Promise<Response>;

const ID = '([^/]+)';

export function createDataHandler(deps: DataDeps): Handler {
  const { callerOf } = createCallers(deps);
  const budget = new RequestBudget(deps.config.requestsPerMinute ?? ACCOUNT_LIMITS.requestsPerMinute, () =>
    deps.now().getTime(),
  );
  const projects = projectRoutes();
  const components = componentRoutes();
  const presets = presetRoutes();
  const favourites = favouriteRoutes();
  const profile = profileRoutes();
  const account = accountRoutes(deps.now);
  // Links name the web app: the first allowed origin (TOOLBOX_WEB_ORIGIN's first, the local stack's site URL).
  const shares = shareRoutes(deps.config.allowedOrigins[0]);
  const teams = teamRoutes(deps.config.allowedOrigins[0], deps.sendMail);
  const links = shareLinkRoutes(deps.config.allowedOrigins[0]);

  /** [method, path pattern, route]: the contract's table (docs/design-notes.md "Account data API"). */
  const table: [string, RegExp, Route][] = [
    ['GET', /^\/projects$/, projects.list],
    ['POST', /^\/projects$/, projects.create],
    ['GET', new RegExp(`^/projects/${ID}$`), projects.read],
    ['PATCH', new RegExp(`^/projects/${ID}$`), projects.update],
    ['DELETE', new RegExp(`^/projects/${ID}$`), projects.remove],
    ['POST', new RegExp(`^/projects/${ID}/move$`), projects.move],
    ['PUT', new RegExp(`^/projects/${ID}/components$`), components.saveBoard],
    ['POST', new RegExp(`^/projects/${ID}/components$`), components.add],
    ['PATCH', new RegExp(`^/components/${ID}$`), components.update],
    ['DELETE', new RegExp(`^/components/${ID}$`), components.remove],
    ['PATCH', new RegExp(`^/sub-components/${ID}$`), components.updateSub],
    ['GET', /^\/presets$/, presets.list],
    ['POST', /^\/presets$/, presets.create],
    ['PATCH', new RegExp(`^/presets/${ID}$`), presets.update],
    ['DELETE', new RegExp(`^/presets/${ID}$`), presets.remove],
    ['POST', new RegExp(`^/presets/${ID}/move$`), presets.move],
    ['GET', /^\/favourites$/, favourites.list],
    ['PUT', new RegExp(`^/favourites/${ID}$`), favourites.add],
    ['DELETE', new RegExp(`^/favourites/${ID}$`), favourites.remove],
    ['POST', new RegExp(`^/recents/${ID}$`), favourites.used],
    ['GET', /^\/profile$/, profile.read],
    ['PATCH', /^\/profile$/, profile.update],
    ['POST', /^\/shares\/open$/, shares.open],
    ['GET', /^\/shares$/, shares.list],
    ['POST', /^\/shares$/, shares.create],
    ['DELETE', new RegExp(`^/shares/${ID}$`), shares.revoke],
    ['POST', /^\/links\/open$/, links.open],
    ['GET', /^\/links$/, links.list],
    ['POST', /^\/links$/, links.create],
    ['PATCH', new RegExp(`^/links/${ID}$`), links.update],
    ['DELETE', new RegExp(`^/links/${ID}$`), links.revoke],
    ['GET', /^\/teams$/, teams.list],
    ['POST', /^\/teams$/, teams.create],
    ['POST', /^\/teams\/join$/, teams.join],
    ['GET', new RegExp(`^/teams/${ID}/members$`), teams.members],
    ['PATCH', new RegExp(`^/teams/${ID}/members$`), teams.changeRole],
    ['POST', new RegExp(`^/teams/${ID}/invitations$`), teams.invite],
    ['POST', new RegExp(`^/teams/${ID}/remove$`), teams.remove],
    ['POST', new RegExp(`^/teams/${ID}/leave$`), teams.leave],
    ['POST', new RegExp(`^/teams/${ID}/transfer$`), teams.transfer],
    ['GET', /^\/export$/, account.exportAll],
    ['DELETE', /^\/me$/, account.deleteAll],
  ];

  function find(method: string, path: string): { route: Route; param: string | undefined } {
    const allowed: string[] = [];
    for (const [m, pattern, route] of table) {
      const match = pattern.exec(path);
      if (!match) continue;
      if (m !== method) {
        allowed.push(m);
        continue;
      }
      let param: string | undefined;
      try {
        param = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
      } catch {
        throw new Failure(400, 'bad_request', 'The path has invalid percent-encoding.');
      }
      return { route, param };
    }
    // RFC 9110 §15.5.6: a 405 names the methods the path does serve.
    if (allowed.length > 0)
      throw new Failure(
        405,
        'method_not_allowed',
        `${method} is not allowed on ${path}: use ${allowed.join(' or ')}.`,
        {},
        { Allow: allowed.join(', ') },
      );
    throw new Failure(404, 'not_found', `No route ${method} ${path}.`);
  }

  async function readJson(req: Request): Promise<unknown> {
    const declared = Number(req.headers.get('content-length') ?? 0);
    const tooLarge = () =>
      new Failure(
        413,
        'payload_too_large',
        `The request body is over the limit of ${formatBytes(ACCOUNT_LIMITS.requestBodyBytes)}.`,
      );
    if (declared > ACCOUNT_LIMITS.requestBodyBytes) throw tooLarge();
    let text: string | null;
    try {
      text = await readTextUpTo(req, ACCOUNT_LIMITS.requestBodyBytes);
    } catch (error) {
      throw error instanceof NotUtf8 ? new Failure(400, 'bad_request', error.message) : error;
    }
    if (text === null) throw tooLarge();
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text);
    } catch {
      throw new Failure(400, 'bad_request', 'The body is not valid JSON.');
    }
  }

  // Retry-After (RFC 6585 4) says when the caller's minute is over, so a client waits that long and no longer.
  const tooManyRequests = (key: string) =>
    new Failure(
      429,
      'over_request_rate_limit',
      `Too many requests: at most ${ACCOUNT_LIMITS.requestsPerMinute} a minute. Wait a moment and try again.`,
      {},
      { 'Retry-After': String(budget.secondsLeft(key)) },
    );

  async function handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    // Hosted, the path starts /data/…; the local stack mounts it under /functions/v1.
    const mark = url.pathname.indexOf('/data');
    const path =
      (mark >= 0 ? url.pathname.slice(mark + '/data'.length) : url.pathname).replace(/\/+$/, '') || '/';
    const { route, param } = find(req.method, path);
    const body = await readJson(req);
    // Anonymous calls and refused tokens count against the client's address; an address over its budget gets no
    // more token lookups, so guessing tokens costs the guesser, not the database or the Auth server.
    const address = `ip:${clientIp(req) ?? 'unknown'}`;
    if (budget.exhausted(address) && bearer(req)) throw tooManyRequests(address);
    // Who is calling is settled before the transaction: asking the Auth server while holding it would wait on
    // the local stack's single database connection.
    let caller: Caller;
    try {
      caller = await callerOf(req, deps.sql);
    } catch (error) {
      if (error instanceof Failure && error.status === 401) budget.take(address);
      throw error;
    }
    const budgetKey = caller.userId ?? address;
    if (!budget.take(budgetKey)) throw tooManyRequests(budgetKey);
    const signal = req.signal;
    const timeout = `${deps.config.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS}ms`;
    const asCaller: AsCaller = (fn) =>
      deps.sql.transaction(
        async (tx) => {
          const setUp = tx(
            `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true),
                    set_config('statement_timeout', $3, true)`,
            [
              JSON.stringify(
                caller.userId ? { sub: caller.userId, role: 'authenticated' } : { role: 'anon' },
              ),
              'toolbox_api',
              timeout,
            ],
          );
          return afterSetUp(tx, setUp, signal, fn);
        },
        { signal },
      );
    return asCaller((tx) => route({ caller, tx, url, body, signal, asCaller }, param));
  }

  return async (req: Request) => {
    const cors = corsHeaders(req.headers.get('origin'), deps.config.allowedOrigins);
    if (cors['Access-Control-Allow-Origin'])
      cors['Access-Control-Allow-Methods'] = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
    if (req.method === 'OPTIONS') return empty(204, cors);
    let res: Response;
    try {
      res = await handle(req);
    } catch (error) {
      res = failureResponse(toFailure(error));
    }
    for (const [k, v] of Object.entries(cors)) res.headers.set(k, v);
    return res;
  };
}
