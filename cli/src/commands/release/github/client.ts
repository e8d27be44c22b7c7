import { RETRY_AFTER_STATUSES } from '@toolbox/core/account';
import { NetworkError } from '../../../errors';
import { AnswerTooLargeError, MAX_ANSWER_BYTES, readAnswerBody } from '../../../platform/answer-body';
import { RetryRefusedError, sendHonouringRetryAfter } from '../../../platform/retry-after';
import { AnswerShapeError } from './answers';
import { GitHubError } from './errors';
import type { GitHubTarget } from './repository';

export interface GitHubAnswer {
  status: number;
  body: unknown;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const API_VERSION = '2022-11-28';

/**
 * One GitHub REST call at a time. `action` names the operation in words ("creating the Release v1.2.0") for the
 * one error line: GitHub's own message follows it. Network failures, 5xx and 429 answers are NetworkError (exit 4),
 * other refusals GitHubError (exit 1); `allow` lists statuses the caller reads itself (404 for "not there yet").
 * Each answer is read up to MAX_ANSWER_BYTES and each request, answer included, within `timeoutMs`: the error
 * names the limit hit. The token goes only into the Authorization header: never into a message.
 */
export class GitHubClient {
  constructor(
    readonly target: GitHubTarget,
    private readonly fetchImpl: FetchLike = fetch,
    private readonly timeoutMs = 30_000,
    private readonly maxAnswerBytes = MAX_ANSWER_BYTES,
  ) {}

  /** A request that got no usable answer: which limit it hit (size, time), else why GitHub was not reached. */
  private unanswered(action: string, error: unknown, signal: AbortSignal): NetworkError {
    const failed = `GitHub: ${action} failed`;
    if (error instanceof AnswerTooLargeError)
      return new NetworkError(`${failed}: ${error.message}, the limit of one answer`, { cause: error });
    if (signal.aborted)
      return new NetworkError(
        `${failed}: no complete answer from ${this.target.apiUrl} within ${this.timeoutMs / 1000} s, the time limit of one request`,
        { hint: 'Check GITHUB_API_URL and the connection.', cause: error },
      );
    const cause: unknown = error instanceof Error ? error.cause : undefined;
    const code =
      typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
        ? cause.code
        : undefined;
    const reason = code ?? (cause instanceof Error ? cause.message : String(error));
    return new NetworkError(`${failed}: could not reach ${this.target.apiUrl} (${reason})`, {
      hint: 'Check GITHUB_API_URL and the connection.',
      cause: error,
    });
  }

  /** `/repos/{owner}/{repo}` followed by `rest`, each segment already encoded by the caller. */
  repoPath(rest = ''): string {
    return `/repos/${encodeURIComponent(this.target.owner)}/${encodeURIComponent(this.target.repo)}${rest}`;
  }

  async request(
    action: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: { body?: Record<string, unknown>; allow?: readonly number[] } = {},
  ): Promise<GitHubAnswer> {
    const headers: Record<string, string> = {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${this.target.token}`,
      'X-GitHub-Api-Version': API_VERSION,
      'User-Agent': 'dev-toolbox-cli',
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let signal = AbortSignal.timeout(this.timeoutMs);
    let res: Response;
    let text: string;
    try {
      // GitHub's secondary rate limit answers 403 or 429 with Retry-After: a short wait is sat through (each try
      // with its own time limit), a long one ends the command naming it.
      res = await sendHonouringRetryAfter(
        () => {
          signal = AbortSignal.timeout(this.timeoutMs);
          return this.fetchImpl(`${this.target.apiUrl}${path}`, {
            method,
            headers,
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
            signal,
            redirect: 'error',
          });
        },
        // GitHub's secondary rate limit answers 403 with Retry-After too.
        { statuses: [403, ...RETRY_AFTER_STATUSES] },
      );
      text = await readAnswerBody(res, this.maxAnswerBytes, signal);
    } catch (error) {
      if (error instanceof RetryRefusedError)
        throw new NetworkError(`GitHub: ${action} failed: ${error.message}`, { cause: error });
      throw this.unanswered(action, error, signal);
    }
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    if (res.ok || options.allow?.includes(res.status)) return { status: res.status, body };
    // GitHub's message as it came but for the token, should the server (or a proxy before it) quote it back.
    let said = gitHubMessage(body) ?? res.statusText;
    if (this.target.token) said = said.replaceAll(this.target.token, '[your token]');
    const message = `GitHub: ${action} failed: ${res.status} ${said}`;
    // A server failure or the rate limit: nothing wrong with the request, so the retry-later exit (4).
    if (res.status >= 500 || res.status === 429) throw new NetworkError(message);
    throw new GitHubError(message, hintFor(res.status));
  }

  /** Reads an answer body with `read`, turning a shape mismatch into one error line naming the operation. */
  static read<T>(action: string, answer: GitHubAnswer, read: (body: unknown) => T): T {
    try {
      return read(answer.body);
    } catch (error) {
      if (error instanceof AnswerShapeError)
        throw new NetworkError(`GitHub: ${action}: unexpected answer (${error.message})`);
      throw error;
    }
  }
}

/** GitHub's `message`, with the first of a 422's `errors` details (their message, else field and code). */
function gitHubMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body) || typeof body.message !== 'string')
    return undefined;
  const details: string[] = [];
  if ('errors' in body && Array.isArray(body.errors))
    for (const item of body.errors) {
      if (typeof item !== 'object' || item === null) continue;
      if ('message' in item && typeof item.message === 'string') details.push(item.message);
      else if ('code' in item && typeof item.code === 'string')
        details.push(
          'field' in item && typeof item.field === 'string' ? `${item.field} ${item.code}` : item.code,
        );
    }
  const first = body.message.split('\n')[0] ?? body.message;
  return details.length > 0 ? `${first} (${details.join('; ')})` : first;
}

function hintFor(status: number): string | undefined {
  if (status === 401) return 'GITHUB_TOKEN was refused: is it set and still valid?';
  if (status === 403)
    return 'The token may lack permission: a workflow needs permissions: contents: write (and pull-requests: write for --pr).';
  if (status === 404) return 'Check GITHUB_REPOSITORY and that the token can see the repository.';
  return undefined;
}
