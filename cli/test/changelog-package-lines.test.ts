// `changelog --all` where every tag is a package's (`name@version`, as changesets and lerna tag): issue 81, item 9.
// Real repositories built here with git: two packages released on interleaved tags, a branch merged late, a commit
// touching both, a package that has since left the workspace, a tag no package.json names.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRepo } from './changelog-repo';

interface JsonRelease {
  tag?: string;
  package?: string;
  maintenance?: boolean;
  changes: Record<string, { hash: string; description: string }[]>;
}

type Repo = ReturnType<typeof tempRepo>;

/** Writes each file (a path and its text, or null to delete it), stages all and commits. */
function change(repo: Repo, message: string, files: Record<string, string | null>) {
  for (const [path, text] of Object.entries(files)) {
    const file = join(repo.dir, path);
    if (text === null) rmSync(file);
    else {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, text);
    }
  }
  repo.git('add', '-A');
  return repo.commit(message);
}

const manifest = (name: string) => `${JSON.stringify({ name })}\n`;

/**
 * main: old-pkg's first work, then a's, b's; a fix for a on a branch merged after b@1.1.0; one fix touching both
 * (released in a@1.1.0 and b@1.1.1, tagged on one commit as changesets does); old-pkg's folder removed; a chore
 * alone in a@1.1.1; ghost@1.0.0 on a commit where no package.json is named ghost.
 */
function monorepo() {
  const repo = tempRepo();
  const c = {} as Record<string, string>;
  change(repo, 'chore: workspace', { 'package.json': `${JSON.stringify({ workspaces: ['packages/*'] })}\n` });
  c.old = change(repo, 'feat(old): early work', {
    'packages/old/package.json': manifest('old-pkg'),
    'packages/old/index.js': '1\n',
  });
  c.a1 = change(repo, 'feat(a): first', {
    'packages/a/package.json': manifest('@x/a'),
    'packages/a/index.js': '1\n',
  });
  repo.tag('@x/a@1.0.0');
  repo.tag('old-pkg@0.1.0');
  c.b1 = change(repo, 'feat(b): first', {
    'packages/b/package.json': manifest('@x/b'),
    'packages/b/index.js': '1\n',
  });
  repo.tag('@x/b@1.0.0');
  repo.git('checkout', '-q', '-b', 'topic');
  c.branch = change(repo, 'fix(a): made on a branch', { 'packages/a/index.js': '2\n' });
  repo.git('checkout', '-q', 'main');
  c.b2 = change(repo, 'feat(b): second', { 'packages/b/index.js': '2\n' });
  repo.tag('@x/b@1.1.0');
  repo.git('merge', '-q', '--no-ff', '-m', 'Merge branch topic', 'topic');
  c.both = change(repo, 'fix: both packages', { 'packages/a/x.js': '1\n', 'packages/b/x.js': '1\n' });
  c.docs = change(repo, 'docs: the readme', { 'README.md': 'hi\n' });
  c.version = change(repo, 'chore: version packages', {
    'packages/a/CHANGELOG.md': '1.1.0\n',
    'packages/b/CHANGELOG.md': '1.1.1\n',
  });
  repo.tag('@x/a@1.1.0');
  repo.tag('@x/b@1.1.1');
  c.gone = change(repo, 'refactor: drop old-pkg', {
    'packages/old/package.json': null,
    'packages/old/index.js': null,
  });
  c.tidy = change(repo, 'chore(a): tidy', { 'packages/a/index.js': '3\n' });
  repo.tag('@x/a@1.1.1');
  repo.tag('ghost@1.0.0');
  return { repo, c };
}

const listed = (release: JsonRelease | undefined) =>
  Object.values(release?.changes ?? {})
    .flat()
    .map((item) => item.hash)
    .sort();

describe('changelog --all on package tag lines, as git-cliff runs per package', () => {
  it("files each entry under the first release of its package whose tag contains it, only where it touched the package's files; leaves out and names what has nothing to list", () => {
    const { repo, c } = monorepo();
    const result = repo.toolbox(['changelog', '--all', '--format', 'json']);
    expect(result.code, result.stderr).toBe(0);
    const releases = (JSON.parse(result.stdout) as { releases: JsonRelease[] }).releases;
    const byTag = new Map(releases.map((release) => [release.tag, release]));
    expect([...byTag.keys()].sort()).toEqual([
      '@x/a@1.0.0',
      '@x/a@1.1.0',
      '@x/b@1.0.0',
      '@x/b@1.1.0',
      '@x/b@1.1.1',
      'old-pkg@0.1.0',
    ]);
    const expected: [string, string[]][] = [
      // old-pkg's folder is gone from the workspace: found where its release had it, it lists its own commit only
      // (its tag also holds `feat(a): first`, which is a's).
      ['old-pkg@0.1.0', [c.old as string]],
      ['@x/a@1.0.0', [c.a1 as string]],
      ['@x/b@1.0.0', [c.b1 as string]],
      ['@x/b@1.1.0', [c.b2 as string]],
      // The branch's fix is older than b@1.1.0 but only a@1.1.0's history holds it; the shared fix is in both.
      ['@x/a@1.1.0', [c.branch as string, c.both as string].sort()],
      ['@x/b@1.1.1', [c.both as string]],
    ];
    for (const [tag, hashes] of expected) expect([tag, listed(byTag.get(tag))]).toEqual([tag, hashes]);
    expect(byTag.get('old-pkg@0.1.0')?.package).toBe('old-pkg');
    // Each listed commit is one the release's tag holds, as git itself says.
    for (const release of releases)
      for (const hash of listed(release))
        expect(repo.git('tag', '--contains', hash).split('\n')).toContain(release.tag);
    // a@1.1.1 holds a chore alone: left out and named; ghost@ names no package: left out, said why.
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      "No package.json names the package of the tags ghost@* (at its newest release): left out; --tag-pattern '^ghost@' lists every commit under them.",
      'Left out 1 release with nothing to list (@x/a@1.1.1): --include-other lists docs/chore/... and non-conventional commits, --keep-empty keeps them.',
    ]);
    const markdown = repo.toolbox(['changelog', '--all']);
    expect(markdown.stdout).not.toContain('@x/a@1.1.1');
    expect(markdown.stdout).not.toContain('Only maintenance changes');
  });

  it('--keep-empty keeps a release with nothing to list, saying why; --include-other lists its chore', () => {
    const { repo, c } = monorepo();
    const kept = JSON.parse(repo.toolbox(['changelog', '--all', '--keep-empty', '--format', 'json']).stdout)
      .releases as JsonRelease[];
    expect(kept.find((release) => release.tag === '@x/a@1.1.1')).toMatchObject({ maintenance: true });
    const markdown = repo.toolbox(['changelog', '--all', '--keep-empty']);
    expect(markdown.stdout).toContain('## [@x/a@1.1.1] - 2025-01-21\n\n_Only maintenance changes._');
    const other = repo.toolbox(['changelog', '--all', '--include-other', '--format', 'json']);
    const releases = JSON.parse(other.stdout).releases as JsonRelease[];
    expect(listed(releases.find((release) => release.tag === '@x/a@1.1.1'))).toEqual([c.tidy]);
    // The docs commit touched no package: in no release.
    expect(releases.flatMap(listed)).not.toContain(c.docs);
  });
});

describe('--to a release with nothing to list, and --all padding (one version line)', () => {
  it('says so in one line instead of printing an empty section; --keep-empty prints it', () => {
    const repo = tempRepo();
    repo.commit('feat: one');
    repo.tag('v1.0.0');
    repo.commit('chore: deps');
    repo.commit('ci: build on Node 24');
    repo.tag('v1.0.1');
    repo.commit('fix: two');
    repo.tag('v1.0.2');
    expect(repo.toolbox(['changelog', '--to', 'v1.0.1'])).toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        'toolbox: v1.0.1 has nothing to list: none of its commits is a listed change (--include-other lists docs/chore/... and non-conventional commits; --keep-empty prints the release).\n',
    });
    const kept = repo.toolbox(['changelog', '--to', 'v1.0.1', '--keep-empty']);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toContain('## [1.0.1] - 2025-01-13\n\n_Only maintenance changes._');
    const all = repo.toolbox(['changelog', '--all']);
    expect(all.code).toBe(0);
    expect(all.stdout.match(/^## .*$/gm)).toEqual(['## [1.0.2] - 2025-01-14', '## [1.0.0] - 2025-01-11']);
    expect(all.stderr).toBe(
      'Left out 1 release with nothing to list (v1.0.1): --include-other lists docs/chore/... and non-conventional commits, --keep-empty keeps them.\n',
    );
  });
});
