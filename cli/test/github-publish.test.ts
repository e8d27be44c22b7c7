import { ToolInputError } from '@toolbox/core/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubClient } from '../src/commands/release/github/client';
import { openOrUpdatePull } from '../src/commands/release/github/pull-request';
import { publishReleases, type ReleaseToPublish } from '../src/commands/release/github/releases';
import { NetworkError } from '../src/errors';
import { type GitHubLoopback, startGitHubLoopback } from './support/github-loopback';

// publishReleases and openOrUpdatePull against the loopback built from GitHub's description: the exact calls,
// their order around the push, re-runs, and what is left after each kind of failure.

let gh: GitHubLoopback;
let client: GitHubClient;
let log: string[];
const steps = {
  push: async () => {
    log.push('push');
  },
  unpush: async () => {
    log.push('unpush');
  },
};

beforeEach(async () => {
  // Served under /api/v3 as GitHub Enterprise Server does: the client takes GITHUB_API_URL's path as it is.
  gh = await startGitHubLoopback({ prefix: '/api/v3' });
  client = new GitHubClient({ owner: gh.owner, repo: gh.repo, apiUrl: gh.url, token: gh.token });
  log = [];
});
afterEach(() => gh.close());

const sha = 'a'.repeat(40);
const releases: ReleaseToPublish[] = [
  {
    tag: '@acme/core@1.1.0',
    name: '@acme/core@1.1.0',
    notes: '### Features\n\n* core thing',
    prerelease: false,
    commit: sha,
  },
  {
    tag: 'web@2.0.0-rc.0',
    name: 'web@2.0.0-rc.0',
    notes: '### Fixes\n\n* web',
    prerelease: true,
    commit: sha,
  },
];
const calls = () =>
  gh.requests.map((r) => `${r.method} ${r.path}${r.body ? ` ${JSON.stringify(r.body)}` : ''} ${r.status}`);

describe('publishReleases', () => {
  it('makes drafts, pushes, then publishes each Release', async () => {
    const done = await publishReleases(client, releases, steps);
    expect(done).toEqual([
      {
        tag: '@acme/core@1.1.0',
        url: 'https://github.invalid/acme/widgets/releases/tag/%40acme%2Fcore%401.1.0',
        action: 'created',
      },
      {
        tag: 'web@2.0.0-rc.0',
        url: 'https://github.invalid/acme/widgets/releases/tag/web%402.0.0-rc.0',
        action: 'created',
      },
    ]);
    expect(calls()).toEqual([
      'GET /repos/acme/widgets 200',
      'GET /repos/acme/widgets/releases/tags/%40acme%2Fcore%401.1.0 404',
      'GET /repos/acme/widgets/releases/tags/web%402.0.0-rc.0 404',
      'GET /repos/acme/widgets/releases 200',
      `POST /repos/acme/widgets/releases {"tag_name":"@acme/core@1.1.0","target_commitish":"${sha}","name":"@acme/core@1.1.0","body":"### Features\\n\\n* core thing","prerelease":false,"draft":true} 201`,
      `POST /repos/acme/widgets/releases {"tag_name":"web@2.0.0-rc.0","target_commitish":"${sha}","name":"web@2.0.0-rc.0","body":"### Fixes\\n\\n* web","prerelease":true,"draft":true} 201`,
      'PATCH /repos/acme/widgets/releases/1000 {"name":"@acme/core@1.1.0","body":"### Features\\n\\n* core thing","prerelease":false,"draft":false} 200',
      'PATCH /repos/acme/widgets/releases/1001 {"name":"web@2.0.0-rc.0","body":"### Fixes\\n\\n* web","prerelease":true,"draft":false} 200',
    ]);
    expect(gh.requests[3]?.query).toEqual({ per_page: '100' });
    expect(log).toEqual(['push']);
    expect(gh.releases.map((r) => [r.tag_name, r.draft, r.prerelease])).toEqual([
      ['@acme/core@1.1.0', false, false],
      ['web@2.0.0-rc.0', false, true],
    ]);
    expect(gh.refused).toEqual([]);
    expect(gh.selfErrors).toEqual([]);
  });

  it('updates on a re-run instead of duplicating, and pushes nothing new', async () => {
    await publishReleases(client, releases, steps);
    const before = gh.requests.length;
    const again = await publishReleases(
      client,
      releases.map((r) => ({ ...r, notes: `${r.notes}\n* more` })),
      steps,
    );
    expect(again.map((r) => r.action)).toEqual(['updated', 'updated']);
    expect(gh.requests.slice(before).map((r) => `${r.method} ${r.operationId}`)).toEqual([
      'GET repos/get',
      'GET repos/get-release-by-tag',
      'GET repos/get-release-by-tag',
      'GET repos/list-releases',
      'PATCH repos/update-release',
      'PATCH repos/update-release',
    ]);
    expect(gh.releases).toHaveLength(2);
    expect(gh.releases[0]?.body).toBe('### Features\n\n* core thing\n* more');
  });

  it('a refused draft (422) pushes nothing and leaves no Release', async () => {
    gh.fail('repos/create-release', 422, { message: 'Validation Failed' });
    const error = await publishReleases(client, releases, steps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputError);
    expect(String(error)).toMatch(
      /GitHub: creating the draft Release for @acme\/core@1\.1\.0 failed: 422 Validation Failed/,
    );
    expect(log).toEqual([]);
    expect(gh.releases).toEqual([]);
  });

  it('a second draft refused (403) deletes the first and pushes nothing', async () => {
    gh.fail('repos/create-release', 403, { after: 1 });
    const error = await publishReleases(client, releases, steps).catch((e: unknown) => e);
    expect(String(error)).toMatch(
      /GitHub: creating the draft Release for web@2\.0\.0-rc\.0 failed: 403 Resource not accessible by integration/,
    );
    expect(gh.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/repos/acme/widgets/releases/1000',
    ]);
    expect(log).toEqual([]);
    expect(gh.releases).toEqual([]);
  });

  it('a failed push deletes the drafts', async () => {
    const error = await publishReleases(client, releases, {
      push: async () => {
        throw new ToolInputError('git push: rejected');
      },
      unpush: steps.unpush,
    }).catch((e: unknown) => e);
    expect(String(error)).toMatch(/git push: rejected/);
    expect(gh.releases).toEqual([]);
    expect(gh.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/repos/acme/widgets/releases/1000',
      '/repos/acme/widgets/releases/1001',
    ]);
  });

  it('a server error while publishing (500) takes the tags back off and deletes the Releases: exit 4', async () => {
    gh.fail('repos/update-release', 500);
    const error = await publishReleases(client, releases, steps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(String(error)).toMatch(
      /GitHub: publishing the Release for @acme\/core@1\.1\.0 failed: 500 Server Error/,
    );
    expect(log).toEqual(['push', 'unpush']);
    expect(gh.releases).toEqual([]);
  });

  it('reuses a draft left by an earlier run instead of making a second one', async () => {
    gh.releases.push({
      id: 7,
      tag_name: 'web@2.0.0-rc.0',
      target_commitish: sha,
      name: 'old',
      body: 'old',
      draft: true,
      prerelease: true,
    });
    await publishReleases(client, releases, steps);
    expect(gh.releases.map((r) => [r.id, r.tag_name, r.draft, r.body])).toEqual([
      [7, 'web@2.0.0-rc.0', false, '### Fixes\n\n* web'],
      [1000, '@acme/core@1.1.0', false, '### Features\n\n* core thing'],
    ]);
  });

  it('stops before anything when the token cannot push, and when GitHub is unreachable', async () => {
    gh.fail('repos/get', 403);
    expect(String(await publishReleases(client, releases, steps).catch((e: unknown) => e))).toMatch(
      /GitHub: reading acme\/widgets failed: 403/,
    );
    const closed = await startGitHubLoopback();
    await closed.close();
    const offline = new GitHubClient({ ...client.target, apiUrl: closed.url });
    const error = await publishReleases(offline, releases, steps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(String(error)).toBe(
      `NetworkError: GitHub: reading acme/widgets failed: could not reach ${closed.url} (ECONNREFUSED)`,
    );
    expect(String(error)).not.toContain(gh.token);
    expect(log).toEqual([]);
  });
});

describe('openOrUpdatePull', () => {
  it('opens one pull request from the release branch, then updates it', async () => {
    const pull = { head: 'release/main', base: 'main', title: 'chore(release): web@2.0.0', body: 'plan' };
    expect(await openOrUpdatePull(client, pull)).toEqual({
      number: 1,
      url: 'https://github.invalid/acme/widgets/pull/1',
      action: 'opened',
    });
    expect(await openOrUpdatePull(client, { ...pull, title: 'chore(release): web@2.0.1' })).toMatchObject({
      number: 1,
      action: 'updated',
    });
    expect(calls()).toEqual([
      'GET /repos/acme/widgets/pulls 200',
      'POST /repos/acme/widgets/pulls {"title":"chore(release): web@2.0.0","head":"release/main","base":"main","body":"plan"} 201',
      'GET /repos/acme/widgets/pulls 200',
      'PATCH /repos/acme/widgets/pulls/1 {"title":"chore(release): web@2.0.1","body":"plan"} 200',
    ]);
    expect(gh.requests[0]?.query).toEqual({
      state: 'open',
      head: 'acme:release/main',
      base: 'main',
      per_page: '100',
    });
    expect(gh.pulls).toHaveLength(1);
    expect(gh.selfErrors).toEqual([]);
  });
});
