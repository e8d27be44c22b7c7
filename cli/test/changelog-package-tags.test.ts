// `--package` on a release-please monorepo that switched tag styles (lerna's `name@x`, then release-please's
// `name-vx`): a real package history, fixtures/release-please (see SOURCES.md there), its package named by a
// workspace or, as in the source repository, by release-please's config alone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';
import { type ReplayedRepo, replaySkeleton, type Skeleton } from './skeleton-repo';

interface PackageHistory {
  head: string;
  path: string;
  commits: [time: number, tags: string[], subject: string][];
}

const FIXTURES = join(import.meta.dirname, 'fixtures', 'release-please');

async function replayPackage(
  name: string,
  packageName: string,
  declared: 'workspace' | 'release-please',
): Promise<ReplayedRepo> {
  const history = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as PackageHistory;
  const skeleton: Skeleton = {
    name,
    head: history.head,
    commits: history.commits.map(([time, tags, message], index) => ({
      index,
      parents: index === 0 ? [] : [index - 1],
      time,
      tags,
      message,
      paths: [history.path],
      cliff: null,
    })),
  };
  const repo = await replaySkeleton(skeleton);
  if (declared === 'workspace')
    writeFileSync(join(repo.dir, 'package.json'), JSON.stringify({ workspaces: ['packages/*'] }));
  else {
    // The source repository's root package.json has no workspaces: its config names the packages.
    writeFileSync(
      join(repo.dir, 'package.json'),
      JSON.stringify({ name: 'repo-automation-bots', private: true }),
    );
    for (const file of ['release-please-config.json', '.release-please-manifest.json'])
      writeFileSync(
        join(repo.dir, file),
        readFileSync(join(FIXTURES, `repo-automation-bots.${file.replace(/^\./, '')}`)),
      );
  }
  mkdirSync(join(repo.dir, history.path), { recursive: true });
  writeFileSync(join(repo.dir, history.path, 'package.json'), JSON.stringify({ name: packageName }));
  return repo;
}

describe.each(['workspace', 'release-please'] as const)(
  '--package reads both tag styles of a package, by version (googleapis/repo-automation-bots, named by %s)',
  (declared) => {
    let repo: ReplayedRepo;
    beforeAll(async () => {
      repo = await replayPackage('gcf-utils', 'gcf-utils', declared);
    }, 60_000);

    it('the next version follows gcf-utils-v7.1.3, not the older and more numerous gcf-utils@0.6.0', () => {
      const bumped = toolboxIn(repo.dir, ['changelog', '--package', 'gcf-utils', '--bumped-version']);
      expect(bumped.stderr).toBe('');
      // What release-please made of the same commits.
      expect(bumped.stdout).toBe('7.1.4\n');
      const result = toolboxIn(repo.dir, [
        'changelog',
        '--package',
        'gcf-utils',
        '--all',
        '--format',
        'json',
      ]);
      expect(result.code, result.stderr).toBe(0);
      const releases = (JSON.parse(result.stdout) as { releases: { tag?: string; nextTag?: string }[] })
        .releases;
      expect(releases[0]?.nextTag).toBe('gcf-utils-v7.1.4');
      expect(releases.flatMap((release) => release.tag ?? [])).toEqual([
        'gcf-utils-v7.1.3',
        'gcf-utils@0.6.0',
        'gcf-utils@0.4.0',
      ]);
    });
  },
);

describe("--package in a release-please monorepo: the folder and tag prefix from release-please's config", () => {
  it("lists the package's own commits since its last release, tagged as its component says", async () => {
    const commit = (index: number, path: string, message: string, tags: string[] = []) => ({
      index,
      parents: index === 0 ? [] : [index - 1],
      time: 1_700_000_000 + index * 60,
      tags,
      message,
      paths: [path],
      cliff: null,
    });
    const repo = await replaySkeleton({
      name: 'release-please-config',
      head: '',
      commits: [
        commit(0, 'packages/foo', 'feat: foo one', ['foo-lib-v1.0.0']),
        commit(1, 'packages/bar', 'feat: bar one', ['bar-v1.0.0']),
        commit(2, 'packages/foo', 'fix: foo two'),
        commit(3, 'packages/bar', 'feat: bar two', ['bar-v1.1.0']),
        commit(4, 'packages/foo', 'feat: foo three'),
      ],
    });
    writeFileSync(
      join(repo.dir, 'release-please-config.json'),
      JSON.stringify({
        packages: {
          'packages/foo': { 'package-name': 'foo', component: 'foo-lib' },
          'packages/bar': { 'release-type': 'simple', 'package-name': 'bar' },
        },
      }),
    );
    writeFileSync(
      join(repo.dir, '.release-please-manifest.json'),
      JSON.stringify({ 'packages/foo': '1.0.0', 'packages/bar': '1.1.0' }),
    );
    for (const name of ['foo', 'foo-lib']) {
      const result = toolboxIn(repo.dir, ['changelog', '--package', name, '--format', 'json']);
      expect(result.stderr).toBe('');
      const releases = (JSON.parse(result.stdout) as { releases: Record<string, unknown>[] }).releases;
      expect(releases).toMatchObject([
        {
          nextTag: 'foo-lib-v1.1.0',
          changes: {
            added: [{ description: 'foo three', hash: repo.hashes[4] }],
            fixed: [{ description: 'foo two', hash: repo.hashes[2] }],
          },
        },
      ]);
    }
    const bar = toolboxIn(repo.dir, ['changelog', '--package', 'bar', '--all', '--format', 'json']);
    expect(JSON.parse(bar.stdout).releases).toMatchObject([
      { tag: 'bar-v1.1.0', changes: { added: [{ description: 'bar two' }] } },
      { tag: 'bar-v1.0.0', changes: { added: [{ description: 'bar one' }] } },
    ]);
    const unknown = toolboxIn(repo.dir, ['changelog', '--package', 'baz']);
    expect(unknown.stderr).toBe('toolbox: no package named "baz" (packages: foo, bar).\n');
  });
});
