// What the loopback GitHub keeps between requests (releases by tag, pull requests by head branch) and each kept
// operation's answer, laid over the smallest body GitHub's description allows.
import { type Description, isObject, type Json, type JsonObject } from './github-description';

export const DOCS = 'https://docs.github.com/rest';

export interface StoredRelease {
  id: number;
  tag_name: string;
  target_commitish: string;
  name: string | null;
  body: string | null;
  draft: boolean;
  prerelease: boolean;
}

export interface StoredPull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
}

/** Where the store's answers point: the repository, and the loopback's origin once it listens. */
interface StoreTarget {
  owner: string;
  repo: string;
  prefix: string;
  defaultBranch: string;
  origin: () => string;
}

export class HttpAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: JsonObject,
  ) {
    super(String(body.message));
  }
}

function deepMerge(base: Json, over: Json): Json {
  if (!isObject(base) || !isObject(over)) return over;
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over))
    out[key] = key in out ? deepMerge(out[key] ?? null, value) : value;
  return out;
}

/** The state changes and answer of each operation, its input already validated. */
type Handlers = Record<
  string,
  (params: Record<string, Json>, query: Record<string, Json>, body: JsonObject) => [number, Json]
>;

export function gitHubStore(description: Description, target: StoreTarget) {
  const { owner, repo, prefix, defaultBranch } = target;
  const releases: StoredRelease[] = [];
  const pulls: StoredPull[] = [];
  let nextId = 1000;

  const repoUrl = () => `${target.origin()}${prefix}/repos/${owner}/${repo}`;
  const htmlUrl = () => `https://github.invalid/${owner}/${repo}`;
  const sampleOf = (ref: string) => description.sample({ $ref: ref });
  const user = () =>
    deepMerge(sampleOf('#/components/schemas/simple-user'), {
      login: 'github-actions[bot]',
      id: 41898282,
      type: 'Bot',
    });

  const releaseJson = (release: StoredRelease): Json => {
    const url = `${repoUrl()}/releases/${release.id}`;
    return {
      url,
      html_url: `${htmlUrl()}/releases/tag/${encodeURIComponent(release.tag_name)}`,
      assets_url: `${url}/assets`,
      upload_url: `${url}/assets{?name,label}`,
      tarball_url: `${repoUrl()}/tarball/${encodeURIComponent(release.tag_name)}`,
      zipball_url: `${repoUrl()}/zipball/${encodeURIComponent(release.tag_name)}`,
      id: release.id,
      node_id: `RE_${release.id}`,
      tag_name: release.tag_name,
      target_commitish: release.target_commitish,
      name: release.name,
      body: release.body,
      draft: release.draft,
      prerelease: release.prerelease,
      created_at: '2026-01-01T00:00:00Z',
      published_at: release.draft ? null : '2026-01-01T00:00:00Z',
      author: user(),
      assets: [],
    };
  };

  const repositoryJson = () =>
    deepMerge(sampleOf('#/components/schemas/full-repository'), {
      id: 1,
      name: repo,
      full_name: `${owner}/${repo}`,
      owner: user(),
      default_branch: defaultBranch,
      url: repoUrl(),
      html_url: htmlUrl(),
      permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
    });

  const pullJson = (pull: StoredPull, schema: 'pull-request' | 'pull-request-simple'): Json => {
    const branch = (ref: string) => ({
      label: `${owner}:${ref}`,
      ref,
      sha: '0000000000000000000000000000000000000000',
      user: user(),
      repo: sampleOf('#/components/schemas/repository'),
    });
    return deepMerge(sampleOf(`#/components/schemas/${schema}`), {
      id: pull.number + 500000,
      number: pull.number,
      url: `${repoUrl()}/pulls/${pull.number}`,
      html_url: `${htmlUrl()}/pull/${pull.number}`,
      state: pull.state,
      title: pull.title,
      body: pull.body,
      head: branch(pull.head),
      base: branch(pull.base),
      user: user(),
    });
  };

  const notFound = (): HttpAnswer =>
    new HttpAnswer(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
  const invalid = (message: string, errors: JsonObject[] = []): HttpAnswer =>
    new HttpAnswer(422, { message, errors, documentation_url: DOCS, status: '422' });

  const findRelease = (id: Json): StoredRelease => {
    const release = releases.find((r) => r.id === id);
    if (!release) throw notFound();
    return release;
  };
  const findPull = (number: Json): StoredPull => {
    const pull = pulls.find((p) => p.number === number);
    if (!pull) throw notFound();
    return pull;
  };
  const page = <T>(items: T[], query: Record<string, Json>): T[] => {
    const perPage = typeof query.per_page === 'number' ? query.per_page : 30;
    const index = typeof query.page === 'number' ? query.page : 1;
    return items.slice((index - 1) * perPage, index * perPage);
  };
  const text = (value: Json | undefined): string | undefined =>
    typeof value === 'string' ? value : undefined;
  const flag = (value: Json | undefined): boolean | undefined =>
    typeof value === 'boolean' ? value : undefined;

  const handlers: Handlers = {
    'repos/get': () => [200, repositoryJson()],
    'repos/list-releases': (_, query) => [
      200,
      page([...releases].reverse(), query).map((release) => releaseJson(release)),
    ],
    'repos/get-release': (params) => [200, releaseJson(findRelease(params.release_id ?? null))],
    'repos/get-release-by-tag': (params) => {
      // Drafts have no tag yet: GitHub does not find them by tag.
      const release = releases.find((r) => r.tag_name === params.tag && !r.draft);
      if (!release) throw notFound();
      return [200, releaseJson(release)];
    },
    'repos/create-release': (_, __, body) => {
      const tag = String(body.tag_name);
      if (releases.some((r) => r.tag_name === tag && !r.draft))
        throw invalid('Validation Failed', [
          { resource: 'Release', code: 'already_exists', field: 'tag_name' },
        ]);
      const release: StoredRelease = {
        id: nextId++,
        tag_name: tag,
        target_commitish: text(body.target_commitish) ?? defaultBranch,
        name: text(body.name) ?? null,
        body: text(body.body) ?? null,
        draft: flag(body.draft) ?? false,
        prerelease: flag(body.prerelease) ?? false,
      };
      releases.push(release);
      return [201, releaseJson(release)];
    },
    'repos/update-release': (params, _, body) => {
      const release = findRelease(params.release_id ?? null);
      if (text(body.tag_name) !== undefined) release.tag_name = String(body.tag_name);
      if (text(body.target_commitish) !== undefined) release.target_commitish = String(body.target_commitish);
      if (text(body.name) !== undefined) release.name = String(body.name);
      if (text(body.body) !== undefined) release.body = String(body.body);
      if (flag(body.draft) !== undefined) release.draft = body.draft === true;
      if (flag(body.prerelease) !== undefined) release.prerelease = body.prerelease === true;
      return [200, releaseJson(release)];
    },
    'repos/delete-release': (params) => {
      const release = findRelease(params.release_id ?? null);
      releases.splice(releases.indexOf(release), 1);
      return [204, null];
    },
    'git/get-ref': () => {
      throw notFound();
    },
    'pulls/list': (_, query) => {
      const state = text(query.state) ?? 'open';
      const head = text(query.head);
      const base = text(query.base);
      const matching = pulls.filter(
        (pull) =>
          (state === 'all' || pull.state === state) &&
          (head === undefined || head === `${owner}:${pull.head}`) &&
          (base === undefined || base === pull.base),
      );
      return [200, page(matching, query).map((pull) => pullJson(pull, 'pull-request-simple'))];
    },
    'pulls/create': (_, __, body) => {
      const head = String(body.head).replace(new RegExp(`^${owner}:`), '');
      const base = String(body.base);
      if (pulls.some((pull) => pull.state === 'open' && pull.head === head && pull.base === base))
        throw invalid('Validation Failed', [
          {
            resource: 'PullRequest',
            code: 'custom',
            message: `A pull request already exists for ${owner}:${head}.`,
          },
        ]);
      const pull: StoredPull = {
        number: pulls.length + 1,
        head,
        base,
        title: text(body.title) ?? '',
        body: text(body.body) ?? null,
        state: 'open',
      };
      pulls.push(pull);
      return [201, pullJson(pull, 'pull-request')];
    },
    'pulls/update': (params, _, body) => {
      const pull = findPull(params.pull_number ?? null);
      if (text(body.title) !== undefined) pull.title = String(body.title);
      if (text(body.body) !== undefined) pull.body = String(body.body);
      if (body.state === 'open' || body.state === 'closed') pull.state = body.state;
      if (text(body.base) !== undefined) pull.base = String(body.base);
      return [200, pullJson(pull, 'pull-request')];
    },
  };

  return { releases, pulls, handlers, notFound, invalid };
}
