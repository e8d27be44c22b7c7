import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GitHubLoopback, startGitHubLoopback } from './support/github-loopback';
import { singlePackage } from './support/release-origin';

// `toolbox release --github` (built binary) when GitHub's API says "come back later": its secondary rate limit (a
// 403 or 429 with Retry-After) or a 503 with one. A short wait is sat through and the call sent again; a long one
// ends the release in one line naming it, exit 4, with nothing published, and the next run publishes.

let gh: GitHubLoopback;
beforeEach(async () => {
  gh = await startGitHubLoopback();
});
afterEach(() => gh.close());

const statuses = (operationId: string) =>
  gh.requests.filter((r) => r.operationId === operationId).map((r) => r.status);

describe('toolbox release --github and Retry-After', () => {
  it.each([
    ['repos/get', 403],
    ['repos/create-release', 429],
    ['repos/update-release', 503],
  ] as const)(
    '%s answering %i with Retry-After: 1 is waited out and the release published',
    async (operation, status) => {
      const repo = singlePackage(gh);
      gh.fail(operation, status, { retryAfter: '1' });
      const started = Date.now();
      const result = await repo.toolbox(['release', '--github']);
      expect(result.stderr).toContain('GitHub Release created');
      expect(result.code).toBe(0);
      expect(statuses(operation).slice(0, 2)).toEqual([
        status,
        operation === 'repos/create-release' ? 201 : 200,
      ]);
      expect(gh.releases.map((r) => [r.tag_name, r.draft])).toEqual([['v1.1.0', false]]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
      expect(gh.selfErrors).toEqual([]);
    },
  );

  it('a secondary rate limit asking for an hour ends the release at once in one line, and the next run publishes', async () => {
    const repo = singlePackage(gh);
    gh.fail('repos/create-release', 403, { retryAfter: '3600' });
    const started = Date.now();
    const result = await repo.toolbox(['release', '--github']);
    expect(result.code).toBe(4);
    expect(result.stderr.trim().split('\n')[0]).toBe(
      'toolbox: GitHub: creating the draft Release for v1.1.0 failed: answered 403 and asked to retry after 3600 s',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(statuses('repos/create-release')).toEqual([403]);
    expect(gh.releases).toEqual([]);
    expect(repo.originTags()).not.toHaveProperty('v1.1.0');
    const retry = await repo.toolbox(['release', '--github']);
    expect(retry.code).toBe(0);
    expect(gh.releases.map((r) => [r.tag_name, r.draft])).toEqual([['v1.1.0', false]]);
  });

  it('a 429 whose Retry-After is unreadable is reported at once as a retry-later failure (exit 4)', async () => {
    const repo = singlePackage(gh);
    gh.fail('repos/create-release', 429, { retryAfter: 'in a while' });
    const result = await repo.toolbox(['release', '--github']);
    expect(result.code).toBe(4);
    expect(result.stderr.trim().split('\n')[0]).toBe(
      'toolbox: GitHub: creating the draft Release for v1.1.0 failed: 429 You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
    );
    expect(statuses('repos/create-release')).toEqual([429]);
  });
});
