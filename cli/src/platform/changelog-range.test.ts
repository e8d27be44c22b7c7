import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { releaseRange } from './changelog-range';
import { readTags } from './git';

// main: feat: one (tag v1.0.0, web/) - fix: two (cli/) - feat: three (web/); the last test merges a side branch.
const dir = mkdtempSync(join(tmpdir(), 'toolbox-range-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let day = 0;
const git = (...args: string[]) => {
  const date = `2025-02-${String(10 + day).padStart(2, '0')}T12:00:00+00:00`;
  return execFileSync('git', ['-c', 'user.name=A', '-c', 'user.email=a@example.com', ...args], {
    cwd: dir,
    env: {
      ...process.env,
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: dir,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
    encoding: 'utf8',
  }).trim();
};
const commit = (message: string, ...paths: string[]) => {
  day += 1;
  for (const path of paths)
    execFileSync('sh', ['-c', `mkdir -p "$(dirname ${path})" && echo ${day} > ${path}`], { cwd: dir });
  if (paths.length > 0) git('add', ...paths);
  git('commit', '-q', '--allow-empty', '-m', message);
  return git('rev-parse', 'HEAD');
};
git('init', '-q', '-b', 'main');
commit('feat: one', 'web/a.txt');
git('tag', 'v1.0.0');
commit('fix: two', 'cli/b.txt');
commit('feat: three', 'web/c.txt');

// Core decides which tags are releases; here every vX.Y.Z tag is one (the test's tags sort by version as text).
const isRelease = (tag: string) => /^v\d+\.\d+\.\d+$/.test(tag);
const releases = { isRelease, latest: (tags: Iterable<string>) => [...tags].filter(isRelease).sort().at(-1) };
const request = { to: 'HEAD', all: false, paths: [] as string[], releases };
const subjects = (range: { commits: { subject: string; outside?: boolean }[] }) =>
  range.commits.map((c) => (c.outside ? `(${c.subject})` : c.subject));

describe('releaseRange', () => {
  it('reads back to the latest release tag and starts after it', async () => {
    const range = await releaseRange(dir, request, readTags(dir));
    expect(range.from).toBe('v1.0.0');
    expect(subjects(range)).toEqual(['feat: three', 'fix: two']);
  });

  it('with paths, reads back to the latest release tag too and marks commits outside the paths', async () => {
    const range = await releaseRange(dir, { ...request, paths: ['web'] }, readTags(dir));
    expect(range.from).toBe('v1.0.0');
    expect(subjects(range)).toEqual(['feat: three', '(fix: two)']);
  });

  it('with --all, reads the whole graph and marks commits outside the paths instead of dropping them', async () => {
    const range = await releaseRange(dir, { ...request, all: true, paths: ['web'] }, readTags(dir));
    expect(range.from).toBeUndefined();
    expect(subjects(range)).toEqual(['feat: three', '(fix: two)', 'feat: one']);
  });

  it('starts after --from when given, and a tag on `to` itself is not the previous release', async () => {
    git('tag', 'v1.1.0');
    try {
      const latest = await releaseRange(dir, request, readTags(dir));
      expect(latest.from).toBe('v1.0.0');
      const from = await releaseRange(dir, { ...request, from: 'v1.0.0' }, readTags(dir));
      expect(subjects(from)).toEqual(['feat: three', 'fix: two']);
    } finally {
      git('tag', '-d', 'v1.1.0');
    }
  });

  it('through a merge, reads the whole graph (core cuts it by ancestry), the paths marking what is outside', async () => {
    git('checkout', '-q', '-b', 'side', 'v1.0.0');
    commit('feat: side', 'web/side.txt');
    git('checkout', '-q', 'main');
    day += 1;
    git('merge', '-q', '--no-ff', '-m', 'chore: merge side', 'side');
    const range = await releaseRange(dir, request, readTags(dir));
    expect(range.from).toBeUndefined();
    expect(subjects(range).sort()).toEqual([
      'chore: merge side',
      'feat: one',
      'feat: side',
      'feat: three',
      'fix: two',
    ]);
    const web = await releaseRange(dir, { ...request, paths: ['web'] }, readTags(dir));
    expect(subjects(web).sort()).toEqual([
      '(fix: two)',
      'chore: merge side',
      'feat: one',
      'feat: side',
      'feat: three',
    ]);
  });
});
