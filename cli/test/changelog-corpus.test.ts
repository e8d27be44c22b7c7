import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';
import { type ReplayedRepo, readSkeleton, releasesByAncestry, replaySkeleton } from './skeleton-repo';

const replays = new Map<string, Promise<ReplayedRepo>>();
/** Each skeleton is replayed once per file. */
function replayed(name: string): Promise<ReplayedRepo> {
  let repo = replays.get(name);
  if (!repo) {
    repo = replaySkeleton(readSkeleton(name));
    replays.set(name, repo);
  }
  return repo;
}

interface JsonItem {
  hash: string;
  description: string;
}

interface JsonRelease {
  version: string | null;
  tag?: string;
  nextTag?: string;
  changes: Record<string, JsonItem[]>;
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

const wholeHistories = new Map<string, JsonRelease[]>();
/** Every release of the whole history, every tag a release and every commit listed (as git-cliff's run). */
function wholeHistory(repo: ReplayedRepo): JsonRelease[] {
  let releases = wholeHistories.get(repo.skeleton.name);
  if (!releases) {
    releases = changelogJson(repo, ['--all', '--tag-pattern', '.', '--include-other', '--keep-empty']);
    wholeHistories.set(repo.skeleton.name, releases);
  }
  return releases;
}

/** Skeleton index of each listed commit -> the tagged commit (skeleton index) of its release, -1 unreleased. */
function ourReleases(repo: ReplayedRepo): Map<number, number> {
  const tagCommit = new Map<string, number>();
  for (const commit of repo.skeleton.commits) for (const tag of commit.tags) tagCommit.set(tag, commit.index);
  const listed = new Map<number, number>();
  for (const release of wholeHistory(repo)) {
    const at = release.tag ? (tagCommit.get(release.tag) as number) : -1;
    for (const item of Object.values(release.changes).flat()) {
      const index = repo.indexOf.get(item.hash);
      if (index === undefined) throw new Error(`unknown commit ${item.hash}`);
      listed.set(index, at);
    }
  }
  return listed;
}

/** Commits git-cliff's default config leaves out on purpose (its commit_parsers with skip = true). */
const CLIFF_SKIPS = /^chore\((?:release\): prepare for|deps[^)]*\)|pr\)|pull\))/;

/** A header git-conventional (git-cliff's parser) reads: a type, a non-empty scope if any, `!`, `: `. */
const CONVENTIONAL = /^\w+(?:\([^()\r\n]+\))?!?: \S/;

/**
 * Per release, our set against git-cliff's: git-cliff 2.14.2 ran with its default configuration on the source
 * repository (every tag a release). Every commit either side lists is accounted for: the same release; a revert
 * and the commit it reverts cancelled inside one release (git-cliff lists the reverted commit); a commit
 * git-cliff's default config drops that --include-other lists (see `droppedByCliff`); or a difference, listed.
 */
function compareWithGitCliff(repo: ReplayedRepo) {
  const tagCommit = new Map<string, number>();
  for (const commit of repo.skeleton.commits) for (const tag of commit.tags) tagCommit.set(tag, commit.index);
  const ours = ourReleases(repo);
  const reverts = new Map<number, number[]>();
  for (const [revert, target] of repo.reverted) reverts.set(target, [...(reverts.get(target) ?? []), revert]);
  const differences: string[] = [];
  const onlyOurs = {
    unconventional: 0,
    skipParser: 0,
    emptyScope: 0,
    noBlankLineAfterHeader: 0,
    subjectOnly: 0,
  };
  let same = 0;
  let cancelled = 0;
  const tagsOf = (release: number) =>
    release === -1 ? 'unreleased' : repo.skeleton.commits[release]?.tags.join(' ');
  for (const commit of repo.skeleton.commits) {
    const [subject = '', second] = commit.message.split('\n');
    const release = ours.get(commit.index);
    if (commit.cliff === null) {
      if (release === undefined) continue;
      // git-cliff's default config keeps conventional commits only (filter_unconventional), and
      // git-conventional refuses an empty scope `()` and a header whose next line is not blank.
      if (!/^\w+(?:\([^()\r\n]*\))?!?: \S/.test(subject)) onlyOurs.unconventional++;
      else if (!CONVENTIONAL.test(subject)) onlyOurs.emptyScope++;
      else if (CLIFF_SKIPS.test(subject)) onlyOurs.skipParser++;
      else if (second !== undefined && second !== '') onlyOurs.noBlankLineAfterHeader++;
      // The skeleton keeps a body only where it mentions what the tests need: the subject is all there is.
      else if (second === undefined) onlyOurs.subjectOnly++;
      else differences.push(`${subject}: ours ${tagsOf(release)}, git-cliff none`);
      continue;
    }
    const theirs = commit.cliff === '' ? -1 : tagCommit.get(commit.cliff);
    if (release === undefined) {
      const revertedToo = (reverts.get(commit.index) ?? []).some((revert) => !ours.has(revert));
      const target = repo.reverted.get(commit.index);
      if (revertedToo || (target !== undefined && !ours.has(target))) cancelled++;
      else differences.push(`${subject}: ours none, git-cliff ${commit.cliff}`);
    } else if (release === theirs) same++;
    else differences.push(`${subject}: ours ${tagsOf(release)}, git-cliff ${commit.cliff}`);
  }
  return { same, cancelled, onlyOurs, differences };
}

/** Breaking notes of ours that run on past git-cliff's text (git-cliff's is where ours starts). */
const LONGER_NOTES: Record<string, number> = {
  'git-cliff': 0,
  changesets: 0,
  commitlint: 1,
  vite: 1,
  'angular-cli': 12,
};

/** git-cliff 2.14.2's breaking commits on each replayed skeleton: [skeleton index, breaking_description]. */
const cliffBreaking = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'git-skeletons', 'cliff-breaking.json'), 'utf8'),
) as Record<string, [number, string][]>;

describe.each([
  // [skeleton, same release as git-cliff's, revert pairs cancelled, commits only we list (by why git-cliff's
  // default config drops them; its skip parsers skip them for us too since issue 82), differences
  // (docs/design-notes.md)]
  [
    'git-cliff',
    1024,
    0,
    { unconventional: 7, skipParser: 0, emptyScope: 0, noBlankLineAfterHeader: 0, subjectOnly: 0 },
    [],
  ],
  [
    'changesets',
    62,
    0,
    { unconventional: 865, skipParser: 0, emptyScope: 0, noBlankLineAfterHeader: 0, subjectOnly: 0 },
    [],
  ],
  [
    'commitlint',
    3151,
    8,
    { unconventional: 65, skipParser: 0, emptyScope: 0, noBlankLineAfterHeader: 26, subjectOnly: 0 },
    // A tag named plain "v" is no version to us; git-cliff takes it for a release.
    ['fix: correct dependencies: ours v0.1.5, git-cliff v'],
  ],
  [
    'vite',
    9011,
    1,
    { unconventional: 107, skipParser: 0, emptyScope: 0, noBlankLineAfterHeader: 13, subjectOnly: 5 },
    [],
  ],
  [
    'angular-cli',
    18181,
    74,
    { unconventional: 194, skipParser: 0, emptyScope: 24, noBlankLineAfterHeader: 20, subjectOnly: 10 },
    // An empty `BREAKING CHANGE:` footer: git-conventional refuses the message (git-cliff skips it, "parse error").
    ['refactor(universal): convert mock/window builders: ours 17.0.0-next.0, git-cliff none'],
  ],
] as const)('%s: releases by ancestry', (name, agreeing, pairs, onlyOurs, expected) => {
  let repo: ReplayedRepo;
  beforeAll(async () => {
    repo = await replayed(name);
  }, 120_000);

  it('lists, per release, the commits git-cliff lists there; every difference accounted for', () => {
    const result = compareWithGitCliff(repo);
    expect(result).toEqual({ same: agreeing, cancelled: pairs, onlyOurs, differences: expected });
  }, 120_000);

  it('files every listed commit under the first tag whose history holds it, from the skeleton topology alone', () => {
    const releases = wholeHistory(repo);
    const tags = new Set(releases.flatMap((release) => (release.tag ? [release.tag] : [])));
    const owner = releasesByAncestry(repo, tags);
    const ours = ourReleases(repo);
    const differences = [...ours]
      .filter(([index, release]) => owner[index] !== release)
      .map(([index, release]) => ({ index, ours: release, topology: owner[index] }));
    expect(differences).toEqual([]);
    expect(ours.size).toBeGreaterThan(500);
  }, 120_000);

  it('cancels a revert and the commit it reverts inside one release, keeps both across releases', () => {
    const releases = wholeHistory(repo);
    const tags = new Set(releases.flatMap((release) => (release.tag ? [release.tag] : [])));
    const owner = releasesByAncestry(repo, tags);
    const ours = ourReleases(repo);
    let inside = 0;
    let across = 0;
    for (const [revert, target] of repo.reverted) {
      // A revert of a revert cancels that one first: its target's fate is then the older pair's.
      if (repo.reverted.has(target) || [...repo.reverted.values()].includes(revert)) continue;
      const pair = [ours.has(revert), ours.has(target)];
      if (owner[revert] === owner[target]) {
        inside++;
        expect({ revert, pair }).toEqual({ revert, pair: [false, false] });
      } else {
        across++;
        expect({ revert, pair }).toEqual({ revert, pair: [true, true] });
        expect(ours.get(revert)).toBe(owner[revert]);
      }
    }
    // Every skeleton has reverts the replay links to their commits (angular-cli: 61 inside, 32 across).
    expect(inside + across).toBeGreaterThan(0);
  }, 120_000);

  it('notes each breaking change as git-cliff describes it, in the release it lists the commit under', () => {
    const normal = (text: string) => text.replaceAll('\r\n', '\n').trim();
    const ours = new Map<number, string>();
    for (const release of wholeHistory(repo))
      for (const note of release.breaking ?? [])
        ours.set(repo.indexOf.get(note.hash) as number, `${release.tag ?? ''} ${normal(note.description)}`);
    const listed = ourReleases(repo);
    const theirs = new Map<number, string>();
    for (const [index, description] of cliffBreaking[name] ?? []) {
      const release = listed.get(index);
      if (release === undefined) continue;
      const tag = release === -1 ? '' : (repo.skeleton.commits[release]?.tags.join(' ') ?? '');
      theirs.set(index, `${tag} ${normal(description)}`);
    }
    // Commits both list. Our note may run on where git-cliff's ends (docs/design-notes.md): every footer's text,
    // each to the next footer token, where git-cliff keeps the first footer and git-conventional ends it at a
    // line it reads as a token (`**Note:**`, `"key": {`, `https://…`); so git-cliff's text starts ours.
    let longer = 0;
    const differences = [...new Set([...ours.keys(), ...theirs.keys()])]
      .filter((index) => repo.skeleton.commits[index]?.cliff !== null)
      .filter((index) => {
        const [mine, cliff] = [ours.get(index), theirs.get(index)];
        if (mine === cliff) return false;
        if (mine === undefined || cliff === undefined || !mine.startsWith(cliff)) return true;
        longer++;
        return false;
      })
      .map((index) => ({ index, ours: ours.get(index), theirs: theirs.get(index) }));
    expect(differences).toEqual([]);
    expect(longer).toBe(LONGER_NOTES[name]);
  }, 120_000);
});

/** changesets' package folders and names, from its tags (`@changesets/cli@x` is packages/cli's). */
function changesetsPackages(repo: ReplayedRepo): Map<string, string> {
  const packages = new Map<string, string>();
  for (const tag of repo.skeleton.commits.flatMap((commit) => commit.tags)) {
    const name = tag.replace(/@[^@]*$/, '');
    const dir = `packages/${name.replace(/^@changesets\//, '')}`;
    // get-dependents-graph@ (before the scope) and @changesets/get-dependents-graph@ are one folder's.
    if (!packages.has(dir) || name.startsWith('@')) packages.set(dir, name);
  }
  return packages;
}

describe('monorepo package lines (vite, changesets)', () => {
  let vite: ReplayedRepo;
  let changesets: ReplayedRepo;
  beforeAll(async () => {
    vite = await replayed('vite');
    writeFileSync(join(vite.dir, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n');
    for (const [dir, name] of [
      ['vite', 'vite'],
      ['create-vite', 'create-vite'],
      ['plugin-legacy', '@vitejs/plugin-legacy'],
    ] as const) {
      mkdirSync(join(vite.dir, 'packages', dir), { recursive: true });
      writeFileSync(join(vite.dir, 'packages', dir, 'package.json'), JSON.stringify({ name }));
    }
    changesets = await replayed('changesets');
    writeFileSync(join(changesets.dir, 'package.json'), JSON.stringify({ workspaces: ['packages/*'] }));
    // The workspace as it was: a package.json in each package's folder (the skeleton keeps no file's text).
    for (const [dir, name] of changesetsPackages(changesets)) {
      mkdirSync(join(changesets.dir, dir), { recursive: true });
      writeFileSync(join(changesets.dir, dir, 'package.json'), JSON.stringify({ name }));
    }
  }, 120_000);

  it('keeps the plain v line by default, never a package tag', () => {
    const releases = changelogJson(vite, ['--all', '--keep-empty']);
    const tags = releases.flatMap((release) => (release.tag ? [release.tag] : []));
    expect(tags.length).toBeGreaterThan(100);
    expect(tags.every((tag) => /^v\d/.test(tag))).toBe(true);
    expect(releases[0]?.nextTag).toMatch(/^v\d/);
  }, 60_000);

  it('--package NAME finds the folder and the tag prefix (plugin-legacy@ for @vitejs/plugin-legacy)', () => {
    const releases = changelogJson(vite, ['--all', '--package', '@vitejs/plugin-legacy', '--keep-empty']);
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

  it("--all: each package's commits under the first of its releases whose tag holds them (skeleton topology), none empty", () => {
    // Issue 81, item 9: every commit listed (--include-other) under its package's release, checked against the
    // skeleton's own topology and touched folders; a commit touching two packages is in each.
    const result = toolboxIn(changesets.dir, ['changelog', '--all', '--include-other', '--format', 'json'], {
      timeout: 120_000,
      maxBuffer: 1 << 28,
    });
    expect(result.code, result.stderr).toBe(0);
    const releases = (JSON.parse(result.stdout) as { releases: (JsonRelease & { package: string })[] })
      .releases;
    const dirOf = new Map([...changesetsPackages(changesets)].map(([dir, name]) => [name, dir]));
    const tagCommit = new Map<string, number>();
    for (const commit of changesets.skeleton.commits)
      for (const tag of commit.tags) tagCommit.set(tag, commit.index);
    const misfiled: string[] = [];
    const listedBy = new Map<string, Set<number>>();
    for (const name of new Set(releases.map((release) => release.package))) {
      const prefixes = new Set([`${name}@`, `${name.replace(/^@changesets\//, '')}@`]);
      const own = new Set([...tagCommit.keys()].filter((tag) => prefixes.has(tag.replace(/[^@]*$/, ''))));
      const owner = releasesByAncestry(changesets, own);
      const dir = dirOf.get(name) as string;
      const listed = new Set<number>();
      for (const release of releases.filter((entry) => entry.package === name)) {
        const items = Object.values(release.changes).flat();
        expect(items.length, release.tag).toBeGreaterThan(0);
        for (const item of items) {
          const index = changesets.indexOf.get(item.hash) as number;
          listed.add(index);
          const commit = changesets.skeleton.commits[index];
          if (owner[index] !== tagCommit.get(release.tag as string) || !commit?.paths.includes(dir))
            misfiled.push(`${release.tag}: ${commit?.message.split('\n')[0]}`);
        }
      }
      listedBy.set(name, listed);
      // Every commit of the package's folder a release holds is listed, but merges and revert pairs.
      const reverts = new Set([...changesets.reverted].flat());
      for (const commit of changesets.skeleton.commits) {
        if (!commit.paths.includes(dir) || owner[commit.index] === -1 || commit.parents.length > 1) continue;
        if (!listed.has(commit.index) && !reverts.has(commit.index))
          misfiled.push(`${name}: missing ${commit.message.split('\n')[0]}`);
      }
    }
    expect(misfiled).toEqual([]);
    expect(releases.length).toBeGreaterThan(600);
    expect(listedBy.size).toBeGreaterThan(20);
    // Without --include-other, the releases of non-conventional commits only are left out, and said so.
    const plain = toolboxIn(changesets.dir, ['changelog', '--all'], { timeout: 120_000, maxBuffer: 1 << 28 });
    expect(plain.code).toBe(0);
    expect(plain.stderr).toMatch(/^Left out \d{3} releases with nothing to list \(/);
    expect(plain.stdout).not.toContain('Only maintenance changes');
  }, 180_000);

  it('--all without a plain line writes one section per package release; --package picks one line', () => {
    // Issue 41, item 9: each package's releases, headed by their tags, each listing its own folder's commits.
    const all = changelogJson(changesets, ['--all', '--keep-empty']);
    const prefixes = new Set(all.map((release) => release.tag?.replace(/@[^@]*$/, '')));
    expect(prefixes.size).toBeGreaterThan(5);
    expect(all.every((release) => release.tag !== undefined)).toBe(true);
    for (const release of all.filter((entry) => entry.tag?.startsWith('@changesets/cli@'))) {
      for (const item of Object.values(release.changes).flat()) {
        const commit = changesets.skeleton.commits[changesets.indexOf.get(item.hash) ?? -1];
        expect(commit?.paths).toContain('packages/cli');
      }
    }
    const markdown = toolboxIn(changesets.dir, ['changelog', '--all']);
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).toMatch(/^## \[@changesets\/cli@\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}$/m);
    // Without --all there is no one next version: it still asks for a package.
    const mixed = toolboxIn(changesets.dir, ['changelog']);
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
  it('goes above the newest release in the file’s heading style, keeps the rest byte for byte, is idempotent', async () => {
    const repo = await replayed(name);
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
    // Its sections are named and bulleted as the file's own are (`### Bug Fixes` and `* ` in commitlint's).
    if (name !== 'angular-cli' && name !== 'changesets') {
      const ownTitles = new Set(original.match(/^### .+$/gm));
      const titles = added.match(/^### .+$/gm) ?? [];
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(ownTitles).toContain(title);
      const bullet = /^([*-]) /m.exec(original.slice(oldStart))?.[1];
      expect(added.match(/^[*-] /gm)?.every((item) => item === `${bullet} `)).toBe(true);
    }
    // Once more: nothing new, nothing changes.
    expect(toolboxIn(repo.dir, [...args, '--repo-url', 'https://github.com/o/r'], { env }).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(updated);
  }, 60_000);
});
