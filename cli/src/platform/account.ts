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
  type Preset,
  retryLater,
  type ShareClient,
} from '@toolbox/core/account';
import { ToolInputError } from '@toolbox/core/errors';
import { findTool } from '@toolbox/core/registry';
import { AuthError, NetworkError } from '../errors';
import { apiTarget, findCredential, notSignedIn, type SignInContext } from './sign-in';

/** A whole board of 2,000 components is the largest answer; a dead network gives up well before CI does. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The client's options for the signed-in user (call after ctx.requireCredential()), or anyone if `signedOut`. */
function clientOptions(ctx: SignInContext, signedOut = false): AccountClientOptions {
  const credential = findCredential(ctx);
  if (!credential && !signedOut) throw notSignedIn(ctx);
  const target = apiTarget(ctx);
  return {
    baseUrl: target.apiUrl,
    anonKey: target.anonKey ?? '',
    getToken: () => credential?.token ?? null,
    fetch: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
  };
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
export async function withAccount<T>(
  ctx: SignInContext,
  work: (client: AccountClient) => Promise<T>,
): Promise<T> {
  try {
    return await work(createAccountClient(clientOptions(ctx)));
  } catch (error) {
    throw cliError(error, ctx.apiUrl);
  }
}

/** As withAccount, with the encrypted shares' client; `signedOut` lets anyone call (opening a link). */
export async function withShares<T>(
  ctx: SignInContext,
  work: (client: ShareClient) => Promise<T>,
  { signedOut = false } = {},
): Promise<T> {
  try {
    return await work(createShareClient(clientOptions(ctx, signedOut)));
  } catch (error) {
    throw cliError(error, ctx.apiUrl);
  }
}

/** The preset `name` of this tool, or exit 1 naming what there is. */
export async function findPreset(ctx: SignInContext, toolId: string, name: string): Promise<Preset> {
  const presets = await withAccount(ctx, (client) => client.listPresets(toolId));
  const preset = presets.find((candidate) => candidate.name === name);
  if (preset) return preset;
  const title = findTool(toolId)?.title ?? toolId;
  const names = presets.map((candidate) => candidate.name);
  throw Object.assign(new ToolInputError(`no preset "${name}" for ${title}.`), {
    hint:
      names.length > 0
        ? `Yours: ${names.join(', ')}.`
        : `Save one with \`toolbox preset save ${name} <command> --flag value…\`.`,
  });
}
