// `--package` on a release-please monorepo that switched tag styles (lerna's `name@x`, then release-please's
// `name-vx`): a real package history, fixtures/release-please (see SOURCES.md there).
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

function replayPackage(name: string, packageName: string): ReplayedRepo {
  const fixture = join(import.meta.dirname, 'fixtures', 'release-please', `${name}.json`);
  const history = JSON.parse(readFileSync(fixture, 'utf8')) as PackageHistory;
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
  const repo = replaySkeleton(skeleton);
  writeFileSync(join(repo.dir, 'package.json'), JSON.stringify({ workspaces: ['packages/*'] }));
  mkdirSync(join(repo.dir, history.path), { recursive: true });
  writeFileSync(join(repo.dir, history.path, 'package.json'), JSON.stringify({ name: packageName }));
  return repo;
}

describe('--package reads both tag styles of a package, by version (googleapis/repo-automation-bots)', () => {
  let repo: ReplayedRepo;
  beforeAll(() => {
    repo = replayPackage('gcf-utils', 'gcf-utils');
  }, 60_000);

  it('the next version follows gcf-utils-v7.1.3, not the older and more numerous gcf-utils@0.6.0', () => {
    const bumped = toolboxIn(repo.dir, ['changelog', '--package', 'gcf-utils', '--bumped-version']);
    expect(bumped.stderr).toBe('');
    // What release-please made of the same commits.
    expect(bumped.stdout).toBe('7.1.4\n');
    const result = toolboxIn(repo.dir, ['changelog', '--package', 'gcf-utils', '--all', '--format', 'json']);
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
});
