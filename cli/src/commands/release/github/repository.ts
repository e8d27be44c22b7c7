import { hasUrlAuthority } from '@toolbox/core/text/url-scheme';
import { GitHubError } from './errors';

/** Where GitHub calls go and for which repository, as GitHub Actions describes them. */
export interface GitHubTarget {
  owner: string;
  repo: string;
  /** The REST API base without a trailing slash, e.g. https://api.github.com or https://ghe.example/api/v3. */
  apiUrl: string;
  token: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const NAME = /^[A-Za-z0-9_.-]+$/;
const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

export interface RemoteRepository {
  host: string;
  owner: string;
  repo: string;
}

/**
 * owner/repo and host of a GitHub remote URL: https://host/owner/repo(.git), ssh://git@host[:port]/owner/repo(.git)
 * and the scp form git@host:owner/repo(.git). Null for anything else (a path, a file:// URL, a deeper path).
 */
export function parseRemote(url: string): RemoteRepository | null {
  let host: string;
  let path: string;
  const scp = /^(?:[^@/:\s]+@)?([^/:\s]+):(?!\/)(.+)$/.exec(url);
  if (hasUrlAuthority(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (!['https:', 'http:', 'ssh:', 'git+ssh:', 'git:'].includes(parsed.protocol)) return null;
    host = parsed.hostname;
    path = decodeURIComponent(parsed.pathname);
  } else if (scp?.[1] && scp[2]) {
    host = scp[1];
    path = scp[2];
  } else return null;
  const parts = path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .split('/');
  const [owner, repo] = parts;
  if (parts.length !== 2 || !owner || !repo || !NAME.test(owner) || !NAME.test(repo)) return null;
  return { host: host.toLowerCase(), owner, repo };
}

/** A URL, or text quoting one, with any `user:password@` taken out: a remote URL may carry a token. */
export function withoutCredentials(text: string): string {
  return text.replace(/(\/\/)[^/@\s]+@/g, '$1');
}

/** True for github.com's own API host: the one API that GITHUB_TOKEN is always meant for. */
function isGitHubDotCom(apiUrl: string): boolean {
  const host = new URL(apiUrl).hostname.toLowerCase();
  return host === 'api.github.com' || host === 'github.com';
}

/**
 * The token meant for the API's host, as gh picks it: GITHUB_TOKEN for github.com; for any other host
 * GH_ENTERPRISE_TOKEN, then GITHUB_ENTERPRISE_TOKEN, and GITHUB_TOKEN only inside GitHub Actions, whose runner sets
 * GITHUB_API_URL to the server the job's token comes from (gh's own exception is Codespaces).
 */
function tokenFor(env: Env, apiUrl: string): string {
  const dotCom = isGitHubDotCom(apiUrl);
  const inActions = env.GITHUB_ACTIONS === 'true';
  const token =
    (dotCom ? undefined : env.GH_ENTERPRISE_TOKEN?.trim() || env.GITHUB_ENTERPRISE_TOKEN?.trim()) ||
    (dotCom || inActions ? env.GITHUB_TOKEN?.trim() : undefined);
  if (token) return token;
  if (dotCom || inActions)
    throw new GitHubError(
      'publishing to GitHub needs a token in GITHUB_TOKEN',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, shown as written
      'In a workflow: env: GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }} (permissions: contents: write, pull-requests: write).',
    );
  throw new GitHubError(
    `${new URL(apiUrl).host} is not github.com: its token goes in GH_ENTERPRISE_TOKEN (or GITHUB_ENTERPRISE_TOKEN); GITHUB_TOKEN is sent to github.com only`,
  );
}

/**
 * The repository from GITHUB_REPOSITORY (owner/repo), else the origin remote; the API from GITHUB_API_URL, else
 * api.github.com when the repository is on github.com (a remote on any other host needs GITHUB_API_URL: its API
 * cannot be guessed, and a guess would send the token there); the token meant for that API (tokenFor). Each
 * missing or malformed piece is one clear error.
 */
export function gitHubTarget(env: Env, originUrl: string | undefined): GitHubTarget {
  let owner: string;
  let repo: string;
  let host: string | undefined;
  const named = env.GITHUB_REPOSITORY?.trim();
  if (named) {
    const [first, second, ...rest] = named.split('/');
    if (!first || !second || rest.length > 0 || !NAME.test(first) || !NAME.test(second))
      throw new GitHubError(`GITHUB_REPOSITORY must be owner/repo, not "${named}"`);
    owner = first;
    repo = second;
  } else {
    const remote = originUrl === undefined ? null : parseRemote(originUrl);
    if (!remote)
      throw new GitHubError(
        originUrl === undefined
          ? 'no GitHub repository: set GITHUB_REPOSITORY=owner/repo or add an origin remote'
          : `the origin remote "${withoutCredentials(originUrl)}" is not a GitHub repository URL: set GITHUB_REPOSITORY=owner/repo`,
      );
    ({ owner, repo, host } = remote);
  }
  const given = env.GITHUB_API_URL?.trim().replace(/\/+$/, '');
  if (!given && host !== undefined && host !== 'github.com' && host !== 'www.github.com')
    throw new GitHubError(
      `the origin remote is on ${host}, not github.com: set GITHUB_API_URL to its API (e.g. https://${host}/api/v3)`,
    );
  const apiUrl = given || DEFAULT_GITHUB_API_URL;
  if (!URL.canParse(apiUrl) || !/^https?:$/.test(new URL(apiUrl).protocol))
    throw new GitHubError(`GITHUB_API_URL must be an http(s) URL, not "${apiUrl}"`);
  return { owner, repo, apiUrl, token: tokenFor(env, apiUrl) };
}
