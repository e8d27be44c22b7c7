// The CLI's binding of the account data client (core/src/account): the global fetch with a time limit and the
// signed-in `tbx_` token. The client's typed errors become the CLI's exit codes here, in one place.

import {
  AccountApiError,
  type AccountClient,
  type AccountClientOptions,
  AccountConflictError,
  AccountNetworkError,
  AccountResponseError,
  createAccountClient,
  createShareClient,
  createTeamClient,
  findTeam,
  type Preset,
  retryLater,
  type ShareClient,
  type TeamClient,
} from '@toolbox/core/account';
import { ToolInputError } from '@toolbox/core/errors';
import { findTool } from '@toolbox/core/registry';
import { AuthError, NetworkError } from '../errors';
import { AnswerTooLargeError, readAnswerBody } from './answer-body';
import { isRedirect, redirected } from './api';
import { RetryRefusedError, sendHonouringRetryAfter } from './retry-after';
import { apiTarget, findCredential, notSignedIn, type SignInContext } from './sign-in';

/** A whole board of 2,000 components is the largest answer; a dead network gives up well before CI does. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * The most one data API answer may hold: far above the largest legitimate one (a board of 2,000 components, its
 * 2 MB source; a request body is capped at 8 MB), far below what would exhaust memory.
 */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * Runs `work` with a client `make` builds for the signed-in user (anyone if `signedOut`); whatever it does not
 * catch leaves as the CLI's error.
 */
async function withClient<C, T>(
  ctx: SignInContext,
  make: (options: AccountClientOptions) => C,
  work: (client: C) => Promise<T>,
  signedOut = false,
): Promise<T> {
  const credential = findCredential(ctx);
  if (!credential && !signedOut) throw notSignedIn(ctx);
  const target = apiTarget(ctx);
  // An answer refused here (past the cap, a redirect), for the error to name: the client only says "could not reach".
  let refusal: string | undefined;
  const options: AccountClientOptions = {
    baseUrl: target.apiUrl,
    anonKey: target.anonKey ?? '',
    getToken: () => credential?.token ?? null,
    fetch: async (url, init) => {
      let signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      // The time limit names itself: the API was reached, its answer never completed.
      const timedOut = (error: unknown): never => {
        if (signal.aborted)
          refusal = `no complete answer from the data API at ${ctx.apiUrl} within ${REQUEST_TIMEOUT_MS / 1000} s`;
        throw error;
      };
      // A 429 or 503 asking for a short wait is sent again after it (each try with its own time limit); a long
      // wait ends the command naming it.
      const res = await sendHonouringRetryAfter(
        () => {
          signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
          // A redirect is never followed: the API key (and, to the same host, the token) would go where it points.
          return fetch(url, { ...init, signal, redirect: 'manual' });
        },
        { onWait: (seconds) => ctx.warn(`The data API asked to wait ${seconds} s; sending again then.`) },
      ).catch((error: unknown) => {
        if (error instanceof RetryRefusedError) refusal = `the data API at ${ctx.apiUrl} ${error.message}`;
        return timedOut(error);
      });
      if (isRedirect(res.status)) {
        await res.body?.cancel().catch(() => {});
        refusal = redirected(ctx.apiUrl, res.status, `${init.method} ${new URL(url).pathname}`);
        throw new Error(refusal);
      }
      // Read here, under the same time limit, and cut at the cap: an endless answer never fills memory.
      const text = await readAnswerBody(res, MAX_ANSWER_BYTES, signal).catch((error: unknown) => {
        if (error instanceof AnswerTooLargeError)
          refusal = `the data API at ${ctx.apiUrl} sent an answer over the ${error.maxBytes >> 20} MB limit`;
        return timedOut(error);
      });
      return { status: res.status, text: async () => text };
    },
  };
  try {
    return await work(make(options));
  } catch (error) {
    if (error instanceof AccountNetworkError && refusal) throw new NetworkError(refusal);
    throw withoutToken(cliError(error, ctx.apiUrl), credential?.token);
  }
}

/**
 * The error with the token, should the server's message quote the request back, replaced by "[your token]": the
 * message and its hint end up on a terminal, in CI logs, in an agent's context.
 */
function withoutToken(error: unknown, token: string | undefined): unknown {
  if (!token || !(error instanceof Error)) return error;
  error.message = error.message.replaceAll(token, '[your token]');
  const hinted = error as Error & { hint?: unknown };
  if (typeof hinted.hint === 'string') hinted.hint = hinted.hint.replaceAll(token, '[your token]');
  return error;
}

/**
 * The client's errors as the CLI's: 401 -> exit 3, unreachable / 5xx / 429 / a wrong answer -> exit 4, what the
 * API refused about the input (400, 404, 413, an unhandled 409) -> exit 1. Anything else passes unchanged.
 */
function cliError(error: unknown, apiUrl: string): unknown {
  if (error instanceof AccountNetworkError) {
    return new NetworkError(`could not reach the data API at ${apiUrl}`, {
      hint: 'Check --api-url or TOOLBOX_API_URL, and your connection.',
      cause: error,
    });
  }
  if (error instanceof AccountResponseError) {
    return new NetworkError(`${apiUrl} did not answer as the data API (${error.status})`, {
      hint: 'Is the data function deployed there? See `supabase functions deploy data`.',
      cause: error,
    });
  }
  if (!(error instanceof AccountApiError) || error instanceof AccountConflictError) {
    return error instanceof AccountConflictError ? new ToolInputError(error.message) : error;
  }
  if (error.status === 401) {
    return new AuthError(`the data API refused your sign-in: ${error.message}`, {
      hint: 'Run `toolbox login` (or set TOOLBOX_TOKEN to a token from your profile page).',
    });
  }
  if (retryLater(error.status)) {
    return new NetworkError(`the data API answered ${error.status}: ${error.message}`, { cause: error });
  }
  return new ToolInputError(error.message);
}

/** Runs `work` with the signed-in client; whatever it does not catch leaves as the CLI's error. */
export function withAccount<T>(ctx: SignInContext, work: (client: AccountClient) => Promise<T>): Promise<T> {
  return withClient(ctx, createAccountClient, work);
}

/** As withAccount, with the encrypted shares' client; `signedOut` lets anyone call (opening a link). */
export function withShares<T>(
  ctx: SignInContext,
  work: (client: ShareClient) => Promise<T>,
  { signedOut = false } = {},
): Promise<T> {
  return withClient(ctx, createShareClient, work, signedOut);
}

/** As withAccount, with the teams' client. */
export function withTeams<T>(ctx: SignInContext, work: (client: TeamClient) => Promise<T>): Promise<T> {
  return withClient(ctx, createTeamClient, work);
}

/** The id of the team `ref` names (its name or id) among the caller's, or exit 1 naming theirs. */
export async function teamIdOf(ctx: SignInContext, ref: string): Promise<string> {
  const teams = await withTeams(ctx, (client) => client.listTeams());
  const found = findTeam(teams, ref);
  if (found.team) return found.team.id;
  const names = teams.map((team) => team.name);
  throw Object.assign(
    new ToolInputError(
      found.ambiguous
        ? `you are in more than one team named "${ref}": name it by its id (toolbox team list).`
        : `you are not a member of a team "${ref}".`,
    ),
    {
      hint:
        names.length > 0
          ? `Your teams: ${names.join(', ')}.`
          : 'Make one with `toolbox team create NAME`, or join one with `toolbox team join CODE`.',
    },
  );
}

/** The preset `name` of this tool (the team's when `team` names one of the caller's), or exit 1 naming what there is. */
export async function findPreset(
  ctx: SignInContext,
  toolId: string,
  name: string,
  team?: string,
): Promise<Preset> {
  const teamId = team === undefined ? undefined : await teamIdOf(ctx, team);
  const presets = await withAccount(ctx, (client) => client.listPresets(toolId, { team: teamId }));
  const preset = presets.find((candidate) => candidate.name === name);
  if (preset) return preset;
  const title = findTool(toolId)?.title ?? toolId;
  const names = presets.map((candidate) => candidate.name);
  const whose = team === undefined ? '' : ` in team ${team}`;
  throw Object.assign(new ToolInputError(`no preset "${name}" for ${title}${whose}.`), {
    hint:
      names.length > 0
        ? `${team === undefined ? 'Yours' : 'The team’s'}: ${names.join(', ')}.`
        : `Save one with \`toolbox preset save ${name}${team === undefined ? '' : ` --team ${team}`} <command> --flag value…\`.`,
  });
}
