import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';
import { type ReplayedRepo, readSkeleton, replaySkeleton } from './skeleton-repo';

const replays = new Map<string, ReplayedRepo>();
/** Each skeleton is replayed once per file. */
function replayed(name: string): ReplayedRepo {
  let repo = replays.get(name);
  if (!repo) {
    repo = replaySkeleton(readSkeleton(name));
    replays.set(name, repo);
  }
  return repo;
}

interface JsonRelease {
  version: string | null;
  tag?: string;
  nextTag?: string;
  changes: Record<string, { hash: string; description: string }[]>;
  breaking?: { hash: string; description: string; scope?: string }[];
}

function changelogJson(repo: ReplayedRepo, args: string[]): JsonRelease[] {
  const result = toolboxIn(repo.dir, ['changelog', '--format', 'json', ...args], {
    timeout: 120_000,
    maxBuffer: 1 << 28,
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as { releases: JsonRelease[] }).releases;
}

/**
 * For every commit both list, whether our release and git-cliff's are cut at the same tagged commit.
 * git-cliff 2.14.2 ran with its default configuration on the source repository (every tag a release).
 */
function compareWithGitCliff(repo: ReplayedRepo) {
  const tagCommit = new Map<string, number>();
  for (const commit of repo.skeleton.commits) for (const tag of commit.tags) tagCommit.set(tag, commit.index);
  const differences: string[] = [];
  let same = 0;
  for (const release of changelogJson(repo, ['--all', '--tag-pattern', '.', '--include-other'])) {
    const ours = release.tag ? tagCommit.get(release.tag) : -1;
    for (const item of Object.values(release.changes).flat()) {
      const commit = repo.skeleton.commits[repo.indexOf.get(item.hash) ?? -1];
      if (!commit) throw new Error(`unknown commit ${item.hash}`);
      if (commit.cliff === null) continue;
      const theirs = commit.cliff === '' ? -1 : tagCommit.get(commit.cliff);
      if (ours === theirs) same++;
      else
        differences.push(`${commit.message.split('\n')[0]}: ours ${release.tag}, git-cliff ${commit.cliff}`);
    }
  }
  return { same, differences };
}

describe.each([
  // [skeleton, commits both list, differences (DECISIONS.md: a tag named "v" is no version)]
  ['git-cliff', 1024, []],
  ['changesets', 62, []],
  ['commitlint', 3159, ['fix: correct dependencies: ours v0.1.5, git-cliff v']],
  ['vite', 9012, []],
  ['angular-cli', 18255, []],
] as const)('%s: releases by ancestry', (name, agreeing, expected) => {
  let repo: ReplayedRepo;
  beforeAll(() => {
    repo = replayed(name);
  }, 120_000);

  it('files every commit under the release git-cliff files it under', () => {
    const { same, differences } = compareWithGitCliff(repo);
    expect(differences).toEqual(expected);
    expect(same).toBe(agreeing);
  }, 120_000);
});

describe('monorepo package lines (vite, changesets)', () => {
  let vite: ReplayedRepo;
  let changesets: ReplayedRepo;
  beforeAll(() => {
    vite = replayed('vite');
    writeFileSync(join(vite.dir, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n');
    for (const [dir, name] of [
      ['vite', 'vite'],
      ['create-vite', 'create-vite'],
      ['plugin-legacy', '@vitejs/plugin-legacy'],
    ] as const) {
      mkdirSync(join(vite.dir, 'packages', dir), { recursive: true });
      writeFileSync(join(vite.dir, 'packages', dir, 'package.json'), JSON.stringify({ name }));
    }
    changesets = replayed('changesets');
    writeFileSync(join(changesets.dir, 'package.json'), JSON.stringify({ workspaces: ['packages/*'] }));
    mkdirSync(join(changesets.dir, 'packages', 'cli'), { recursive: true });
    writeFileSync(join(changesets.dir, 'packages', 'cli', 'package.json'), '{"name":"@changesets/cli"}');
  }, 120_000);

  it('keeps the plain v line by default, never a package tag', () => {
    const releases = changelogJson(vite, ['--all']);
    const tags = releases.flatMap((release) => (release.tag ? [release.tag] : []));
    expect(tags.length).toBeGreaterThan(100);
    expect(tags.every((tag) => /^v\d/.test(tag))).toBe(true);
    expect(releases[0]?.nextTag).toMatch(/^v\d/);
  }, 60_000);

  it('--package NAME finds the folder and the tag prefix (plugin-legacy@ for @vitejs/plugin-legacy)', () => {
    const releases = changelogJson(vite, ['--all', '--package', '@vitejs/plugin-legacy']);
    const tags = releases.flatMap((release) => (release.tag ? [release.tag] : []));
    expect(tags.length).toBeGreaterThan(20);
    expect(tags.every((tag) => tag.startsWith('plugin-legacy@'))).toBe(true);
    // Every listed commit touched packages/plugin-legacy.
    for (const item of releases.flatMap((release) => Object.values(release.changes).flat())) {
      const commit = vite.skeleton.commits[vite.indexOf.get(item.hash) ?? -1];
      expect(commit?.paths).toContain('packages/plugin-legacy');
    }
    const bumped = toolboxIn(vite.dir, ['changelog', '--package', 'create-vite', '--bumped-version']);
    expect(bumped.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  }, 60_000);

  it('refuses to mix package lines when no plain line exists, and --package picks one', () => {
    const mixed = toolboxIn(changesets.dir, ['changelog', '--all']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('--package NAME');
    const releases = changelogJson(changesets, ['--all', '--package', '@changesets/cli', '--keep-empty']);
    const tags = releases.flatMap((release) => (release.tag ? [release.tag] : []));
    expect(tags.length).toBeGreaterThan(20);
    expect(tags.every((tag) => tag.startsWith('@changesets/cli@'))).toBe(true);
  }, 60_000);
});

describe.each([
  // [skeleton, the file's own heading style, extra flags]
  ['git-cliff', /^## \[\d+\.\d+\.\d+[^\]]*\]\(https:\/\/\S+\) - \d{4}-\d{2}-\d{2}$/, []],
  ['commitlint', /^## \[\d+\.\d+\.\d+[^\]]*\]\(https:\/\/\S+\) \(\d{4}-\d{2}-\d{2}\)$/, []],
  ['vite', /^## <small>\[\d+\.\d+\.\d+[^\]]*\]\(https:\/\/\S+\) \(\d{4}-\d{2}-\d{2}\)<\/small>$/, []],
  ['angular-cli', /^<a name="\d+\.\d+\.\d+[^"]*"><\/a>\n\n# \d+\.\d+\.\d+\S* \(\d{4}-\d{2}-\d{2}\)$/, []],
  ['changesets', /^## \d+\.\d+\.\d+\S*$/, ['--package', '@changesets/cli']],
] as const)('%s: --prepend into its own CHANGELOG.md', (name, style, flags) => {
  it('goes above the newest release in the file’s heading style, keeps the rest byte for byte, is idempotent', () => {
    const repo = replayed(name);
    if (name === 'changesets') {
      writeFileSync(join(repo.dir, 'package.json'), JSON.stringify({ workspaces: ['packages/*'] }));
      mkdirSync(join(repo.dir, 'packages', 'cli'), { recursive: true });
      writeFileSync(join(repo.dir, 'packages', 'cli', 'package.json'), '{"name":"@changesets/cli"}');
      // The package has nothing unreleased at the skeleton's HEAD: one new change to it.
      repo.git('add', 'packages/cli/package.json');
      repo.git(
        '-c',
        'user.name=Dev',
        '-c',
        'user.email=dev@example.com',
        'commit',
        '-qm',
        'fix(cli): read empty changesets',
      );
    }
    const original = readFileSync(join(import.meta.dirname, 'fixtures', 'changelogs', `${name}.md`), 'utf8');
    const file = join(repo.dir, 'CHANGELOG.md');
    writeFileSync(file, original);
    const args = ['changelog', '--prepend', '-o', 'CHANGELOG.md', '--keep-empty', ...flags];
    const env = { GIT_CONFIG_NOSYSTEM: '1' };
    const first = toolboxIn(repo.dir, [...args, '--repo-url', 'https://github.com/o/r'], { env });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const updated = readFileSync(file, 'utf8');
    const oldStart = original.search(/^(<a name|#{1,2} [[<\d])/m);
    expect(updated.slice(0, oldStart)).toBe(original.slice(0, oldStart));
    expect(updated.endsWith(original.slice(oldStart))).toBe(true);
    const added = updated.slice(oldStart, updated.length - (original.length - oldStart));
    const heading = added
      .split('\n')
      .slice(0, name === 'angular-cli' ? 3 : 1)
      .join('\n');
    expect(heading).toMatch(style);
    // Once more: nothing new, nothing changes.
    expect(toolboxIn(repo.dir, [...args, '--repo-url', 'https://github.com/o/r'], { env }).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(updated);
  }, 60_000);
});
