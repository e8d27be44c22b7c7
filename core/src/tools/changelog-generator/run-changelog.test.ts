import { describe, expect, it } from 'vitest';
import type { ChangelogRepository, HistoryRequest } from './changelog-history';
import type { Commit } from './commits';
import { type ChangelogInput, ChangelogUsageError, runChangelog } from './run-changelog';

const clock = { now: () => new Date('2026-03-09T12:00:00Z') };
const commit = (subject: string, tags: string[] = []): Commit => ({
  hash: subject.replace(/\W/g, '').padEnd(7, '0'),
  date: '2026-03-01T00:00:00Z',
  author: 'A',
  subject,
  body: '',
  tags,
});
const FLAGS: ChangelogInput = {
  to: 'HEAD',
  all: false,
  keepEmpty: false,
  bumpedVersion: false,
  unreleased: false,
  includePaths: [],
  includeOther: false,
  projectName: 'P',
};

/** A repository in memory: its tags, config files and history; what the run asked for is kept. */
function repository(tags: string[], files: Record<string, string> = {}, shallow = false) {
  const asked: HistoryRequest[] = [];
  const warned: string[] = [];
  const repo: ChangelogRepository = {
    shallow,
    tags: async () => tags,
    readFile: async (file) => files[file],
    workspacePackages: async () => [{ name: '@x/web', scope: 'web', dir: 'packages/web' }],
    packagesAt: async () => [],
    readRange: async (request) => {
      asked.push(request);
      return { from: request.releases.latest(tags), commits: [commit('feat: two'), commit('fix: one')] };
    },
    repoUrl: async () => undefined,
    warn: (message) => warned.push(message),
  };
  return { repo, asked, warned };
}

describe('runChangelog: the flags and the repository in, the changelog out', () => {
  it.each<[string, Partial<ChangelogInput>, string[], Record<string, string>, string[]]>([
    ['--tag-pattern decides', { tagPattern: /^web@/ }, ['v1.0.0', 'web@2.0.0'], {}, ['web@2.0.0']],
    ['the tags own line', {}, ['v1.0.0', 'web@2.0.0'], {}, ['v1.0.0']],
    [
      "the config's pattern",
      {},
      ['v1.0.0', 'web@2.0.0'],
      { '.toolbox/changelog.yaml': "tags: { pattern: '^web@' }\n" },
      ['web@2.0.0'],
    ],
    [
      '--package: its prefixes',
      { package: 'web' },
      ['v1.0.0', 'web@2.0.0', '@x/web@2.1.0'],
      {},
      ['web@2.0.0', '@x/web@2.1.0'],
    ],
  ])('%s', async (_, flags, tags, files, releases) => {
    const { repo, asked } = repository(tags, files);
    // A config without parsers lists nothing: the refusal comes after the range was asked for.
    await runChangelog({ ...FLAGS, ...flags }, { clock, repository: repo }).catch((error: Error) =>
      expect(error.message).toMatch(/^nothing to release/),
    );
    expect(asked).toHaveLength(1);
    expect(tags.filter((tag) => asked[0]!.releases.isRelease(tag))).toEqual(releases);
    expect(asked[0]!.packageDirs).toEqual(flags.package ? ['packages/web'] : []);
  });

  it.each([
    [['feat!: drop v1'], undefined, '2.0.0'],
    [['feat!: drop v1'], 'auto', '2.0.0'],
    [['Add dark mode', 'Fix crash'], undefined, '1.3.0'],
    [['Fix crash'], undefined, '1.2.1'],
    [['Fix crash'], 'minor', '1.3.0'],
  ] as const)(
    '--entry %j with bump %s from 1.2.0: %s, the bump the web form suggests',
    async (entries, bump, version) => {
      const { repo } = repository([]);
      const input = { ...FLAGS, entries, currentVersion: '1.2.0', ...(bump ? { bump } : {}) };
      expect((await runChangelog(input, { clock, repository: repo })).nextVersion).toBe(version);
    },
  );

  it('with --include-path and no commit touching it, says so rather than "no commits"', async () => {
    const { repo } = repository(['v1.0.0']);
    repo.readRange = async () => ({ from: 'v1.0.0', commits: [] });
    await expect(
      runChangelog({ ...FLAGS, includePaths: ['docs', 'web/src'] }, { clock, repository: repo }),
    ).rejects.toThrow('no commits touching docs, web/src since v1.0.0: nothing to release.');
  });

  it('asks for a package when the tags are package lines only', async () => {
    const { repo } = repository(['a@1.0.0', 'b@1.0.0']);
    await expect(runChangelog(FLAGS, { clock, repository: repo })).rejects.toBeInstanceOf(
      ChangelogUsageError,
    );
  });

  it('warns in a shallow clone before refusing, and refuses --bumped-version there', async () => {
    const { repo, warned } = repository(['v1.0.0'], {}, true);
    const result = await runChangelog(FLAGS, { clock, repository: repo });
    expect(warned[0]).toMatch(/shallow clone/);
    expect(result.nextVersion).toBe('1.1.0');
    await expect(
      runChangelog({ ...FLAGS, bumpedVersion: true }, { clock, repository: repo }),
    ).rejects.toThrow(/to compute the next version/);
  });

  it('without --all or --from, cuts a history that reaches past earlier releases by ancestry', async () => {
    // c (held by v1.0.0 through b1, though dated after it) and x (on a branch from c) are merged with the release
    // at m: the next release is x and m; a tag on m itself makes m and x that release.
    const at = (hash: string, parents: string[], tags: string[] = []): Commit => ({
      ...commit(`feat: ${hash}`, tags),
      hash,
      parents,
    });
    const history = (head: string[]) => [
      at('m', ['x', 'b1'], head),
      at('x', ['c']),
      at('c', ['a']),
      at('b1', ['c'], ['v1.0.0']),
      at('a', [], ['v0.1.0']),
    ];
    const run = async (head: string[]) => {
      const repo: ChangelogRepository = {
        ...repository(['v0.1.0', 'v1.0.0']).repo,
        readRange: async () => ({ from: undefined, commits: history(head) }),
      };
      const { releases } = await runChangelog(FLAGS, { clock, repository: repo });
      return releases.map((release) => [
        release.tag ?? release.nextTag,
        release.compareUrl,
        release.changes.added?.map((item) => item.hash),
      ]);
    };
    expect(await run([])).toEqual([['v1.1.0', undefined, ['m', 'x']]]);
    expect(await run(['v1.1.0'])).toEqual([['v1.1.0', undefined, ['m', 'x']]]);
  });

  it("--package finds a package release-please's config declares when the workspace does not name it", async () => {
    const config = {
      packages: { 'services/api': { 'package-name': '@x/api', component: 'api-server' }, 'services/cli': {} },
    };
    const { repo, asked } = repository(['v1.0.0', 'api-server-v1.0.0', 'cli-v2.0.0'], {
      'release-please-config.json': JSON.stringify(config),
      'services/cli/package.json': '{"name":"@x/cli"}',
    });
    for (const name of ['api-server', '@x/api', 'cli']) {
      await runChangelog({ ...FLAGS, package: name }, { clock, repository: repo }).catch(() => {});
    }
    expect(asked.map((request) => request.packageDirs)).toEqual([
      ['services/api'],
      ['services/api'],
      ['services/cli'],
    ]);
    expect(
      ['api-server-v1.0.0', 'cli-v2.0.0', 'v1.0.0'].filter((tag) => asked[0]!.releases.isRelease(tag)),
    ).toEqual(['api-server-v1.0.0']);
    await expect(runChangelog({ ...FLAGS, package: 'nope' }, { clock, repository: repo })).rejects.toThrow(
      'no package named "nope" (packages: @x/web, @x/api, @x/cli).',
    );
  });
});
