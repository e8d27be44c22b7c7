// A repository's changelog config: `.toolbox/changelog.yaml`, package.json's `toolbox.changelog`, and git-cliff's
// real cliff.toml files (its own and two of its examples, fixtures/cliff-configs) compared per release and group
// with what git-cliff 2.14.2 made of the same histories (fixtures/cliff-configs/groups.json).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRepo } from './changelog-repo';
import { toolboxIn } from './signed-in-toolbox';
import { type ReplayedRepo, readSkeleton, releasesByAncestry, replaySkeleton } from './skeleton-repo';

const CONFIGS = join(import.meta.dirname, 'fixtures', 'cliff-configs');
const expected = JSON.parse(readFileSync(join(CONFIGS, 'groups.json'), 'utf8')) as Record<
  string,
  Record<string, Record<string, number[]>>
>;

/** Commits filed differently on purpose (see the comparison below). */
const KNOWN = new Set(['commitlint/detailed:19']);

interface JsonRelease {
  version: string | null;
  tag?: string;
  nextTag?: string;
  groups?: { title: string; items: { hash: string; description: string }[] }[];
}

function sorted(groups: Record<string, number[]>) {
  return Object.fromEntries(
    Object.entries(groups)
      .map(([title, list]) => [title, [...list].sort((a, b) => a - b)] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe('cliff.toml of real repositories, against git-cliff', () => {
  const replays = new Map<string, Promise<ReplayedRepo>>();
  const replayed = (name: string) => {
    let repo = replays.get(name);
    if (!repo) {
      repo = replaySkeleton(readSkeleton(name));
      replays.set(name, repo);
    }
    return repo;
  };

  for (const key of Object.keys(expected)) {
    const [skeleton = '', config = ''] = key.split('/');
    it(`${config}.toml on ${skeleton}: the same releases, groups and commits as git-cliff`, async () => {
      const repo = await replayed(skeleton);
      copyFileSync(join(CONFIGS, `${config}.toml`), join(repo.dir, 'cliff.toml'));
      const result = toolboxIn(repo.dir, ['changelog', '--all', '--format', 'json'], {
        env: { GIT_CONFIG_NOSYSTEM: '1' },
        timeout: 120_000,
        maxBuffer: 1 << 28,
      });
      expect(result.code, result.stderr).toBe(0);
      // The Tera template is not run, and that is said once.
      const notes = result.stderr.split('\n').filter((line) => line.includes('cliff.toml'));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(/Tera template \(body.*\) is not run/);
      const ours: Record<string, Record<string, number[]>> = {};
      for (const release of (JSON.parse(result.stdout) as { releases: JsonRelease[] }).releases) {
        const name = release.tag ?? '';
        const groups: Record<string, number[]> = {};
        for (const group of release.groups ?? []) {
          groups[group.title] = group.items.map((item) => repo.indexOf.get(item.hash) as number);
        }
        // A release of unlisted commits only is shown with a line (issue 41, item 9); compared as theirs are.
        if (Object.keys(groups).length > 0) ours[name] = sorted(groups);
      }
      const theirs = Object.fromEntries(
        Object.entries(expected[key]!)
          .map(([release, groups]) => {
            const titled: Record<string, number[]> = {};
            for (const [group, list] of Object.entries(groups)) {
              // git-cliff's templates print `group | trim | upper_first`; the ordering comments are not shown.
              const title = group.replace(/<!--.*?-->/g, '').trim();
              titled[title[0]!.toUpperCase() + title.slice(1)] = [...(titled[title] ?? []), ...list];
            }
            return [release, sorted(titled)] as const;
          })
          .filter(([, groups]) => Object.keys(groups).length > 0),
      );
      // commitlint has a tag named plain `v`: git-cliff makes it a release, toolbox does not (no version in it;
      // docs/design-notes.md). Its commits are left out of the comparison.
      for (const groups of Object.values(theirs)) {
        for (const [title, list] of Object.entries(groups))
          groups[title] = list.filter((index) => !KNOWN.has(`${key}:${index}`));
      }
      for (const groups of Object.values(ours)) {
        for (const [title, list] of Object.entries(groups))
          groups[title] = list.filter((index) => !KNOWN.has(`${key}:${index}`));
      }
      // A revert and the commit it reverts, in one release, both drop out here (git-cliff lists both):
      // DECISIONS.md / docs/design-notes.md. Those commits are taken out of git-cliff's side before comparing.
      const cancelled = new Set<number>();
      // The same release by ancestry (git-cliff's templates may hide the revert itself).
      const owner = releasesByAncestry(repo, new Set([...Object.keys(theirs), ...Object.keys(ours)]));
      for (const commit of repo.skeleton.commits) {
        const revertedIndex = repo.reverted.get(commit.index);
        if (revertedIndex === undefined) continue;
        const inSameRelease = owner[commit.index] === owner[revertedIndex];
        if (inSameRelease) {
          cancelled.add(commit.index);
          cancelled.add(revertedIndex);
        }
      }
      const withoutCancelled = Object.fromEntries(
        Object.entries(theirs)
          .map(([release, groups]) => {
            const kept = Object.fromEntries(
              Object.entries(groups)
                .map(([title, list]) => [title, list.filter((index) => !cancelled.has(index))] as const)
                .filter(([, list]) => list.length > 0),
            );
            return [release, kept] as const;
          })
          .filter(([, groups]) => Object.keys(groups).length > 0),
      );
      // Our titles keep the case the config gives; git-cliff's template capitalises the first letter.
      const capitalised = Object.fromEntries(
        Object.entries(ours).map(([release, groups]) => [
          release,
          sorted(
            Object.fromEntries(
              Object.entries(groups)
                .filter(([, list]) => list.length > 0)
                .map(([title, list]) => [title[0]!.toUpperCase() + title.slice(1), list]),
            ),
          ),
        ]),
      );
      expect(capitalised).toEqual(withoutCancelled);
    }, 240_000);
  }

  it('orders sections as the parsers name them, ordering comments sorted and hidden', () => {
    const repo = tempRepo();
    repo.commit('fix: the crash');
    repo.commit('feat: the export');
    repo.commit('docs: the guide');
    writeFileSync(
      join(repo.dir, 'cliff.toml'),
      [
        '[git]',
        'conventional_commits = true',
        'commit_parsers = [',
        '  { message = "^docs", group = "<!-- 2 -->Docs" },',
        '  { message = "^feat", group = "<!-- 0 -->Features" },',
        '  { message = "^fix", group = "<!-- 1 -->Fixes" },',
        ']',
      ].join('\n'),
    );
    const result = repo.toolbox(['changelog', '--unreleased']);
    expect(result.code, result.stderr).toBe(0);
    expect([...result.stdout.matchAll(/^### (.+)$/gm)].map((match) => match[1])).toEqual([
      'Features',
      'Fixes',
      'Docs',
    ]);
  });
});

describe('.toolbox/changelog.yaml', () => {
  const CONFIG = `# sections in this order
parsers:
  - message: '^feat'
    group: New
  - message: '^fix\\(deps\\)'
    skip: true
  - message: '^fix'
    group: Repaired
  - body: '(?i)security'
    group: Security
groups: [Security, New, Repaired]
tags:
  pattern: '^v'
  skip: 'beta'
  ignore: 'rc'
header: |
  # Release notes of Acme
footer: Made by Acme.
links:
  - pattern: 'ACME-(\\d+)'
    href: 'https://tracker.example.com/browse/ACME-$1'
`;

  function repoWithConfig(config = CONFIG) {
    const repo = tempRepo();
    mkdirSync(join(repo.dir, '.toolbox'));
    writeFileSync(join(repo.dir, '.toolbox', 'changelog.yaml'), config);
    return repo;
  }

  it('parsers pick the sections, in the given order; skip, tags, header, footer and links apply', () => {
    const repo = repoWithConfig();
    repo.commit('feat: first release');
    repo.tag('v1.0.0');
    repo.commit('feat: a beta feature');
    repo.tag('v1.1.0-beta.1');
    repo.commit('fix: a fix released in the rc');
    repo.tag('v1.1.0-rc.1');
    repo.commit('fix(deps): bump left-pad');
    repo.commit('chore: tidy\n\nCloses a security hole.');
    repo.commit('fix: the login loop (ACME-42)');
    repo.commit('feat: the export');
    repo.tag('v1.1.0');
    const result = repo.toolbox(['changelog', '--all']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const text = result.stdout;
    expect(text.startsWith('# Release notes of Acme\n')).toBe(true);
    expect(text.trimEnd().endsWith('Made by Acme.')).toBe(true);
    // The beta release is left out with its commit; the rc tag is no release, its commit goes to v1.1.0.
    expect(text).not.toContain('beta');
    expect(text).not.toMatch(/## \[1\.1\.0-rc/);
    const v110 = text.slice(text.indexOf('## [1.1.0]'), text.indexOf('## [1.0.0]'));
    expect([...v110.matchAll(/^### (.+)$/gm)].map((match) => match[1])).toEqual([
      'Security',
      'New',
      'Repaired',
    ]);
    expect(v110).toContain('a fix released in the rc');
    expect(v110).toContain('[ACME-42](https://tracker.example.com/browse/ACME-42)');
    expect(v110).toContain('tidy');
    expect(v110).not.toContain('left-pad');
    expect(text).not.toContain('Keep a Changelog');
  });

  it('package.json toolbox.changelog is read the same way', () => {
    const repo = tempRepo();
    writeFileSync(
      join(repo.dir, 'package.json'),
      JSON.stringify({
        name: 'acme',
        toolbox: { changelog: { parsers: [{ message: '^feat', group: 'Shiny' }], unmatched: 'other' } },
      }),
    );
    repo.commit('feat: the export');
    repo.commit('Tidy the docs');
    const result = repo.toolbox(['changelog', '--unreleased']);
    expect(result.code, result.stderr).toBe(0);
    expect([...result.stdout.matchAll(/^### (.+)$/gm)].map((match) => match[1])).toEqual(['Shiny', 'Other']);
  });

  it('a package.json with a key written twice, which npm reads (the last counts), is no error', () => {
    const repo = tempRepo();
    const config = '{"parsers":[{"message":"^feat","group":"Shiny"}],"unmatched":"other"}';
    writeFileSync(
      join(repo.dir, 'package.json'),
      `{"name":"acme","scripts":{"a":"1"},"scripts":{"b":"2"},"toolbox":{},"toolbox":{"changelog":${config}}}`,
    );
    repo.commit('feat: the export');
    repo.commit('Tidy the docs');
    const result = repo.toolbox(['changelog', '--unreleased']);
    expect(result.code, result.stderr).toBe(0);
    expect([...result.stdout.matchAll(/^### (.+)$/gm)].map((match) => match[1])).toEqual(['Shiny', 'Other']);
  });

  const invalid: [string, string, RegExp][] = [
    [
      'an unknown key',
      'parsers: []\ngroupz: [A]\n',
      /^toolbox: \.toolbox\/changelog\.yaml:2:1: unknown key "groupz"/,
    ],
    [
      'a bad regex',
      "parsers:\n  - message: '^feat('\n    group: New\n",
      /^toolbox: \.toolbox\/changelog\.yaml:2:14: parsers\[0\]\.message: not a valid regular expression/,
    ],
    [
      'a parser with neither group nor skip',
      "parsers:\n  - message: '^feat'\n",
      /^toolbox: \.toolbox\/changelog\.yaml:2:5: parsers\[0\] needs a group/,
    ],
    ['a wrong type', 'tags: 3\n', /^toolbox: \.toolbox\/changelog\.yaml:1:7: tags must be a mapping/],
    ['broken YAML', 'parsers: [\n', /^toolbox: \.toolbox\/changelog\.yaml:\d+:\d+: /],
    ['unmatched out of its choices', 'unmatched: maybe\n', /:1:12: unmatched must be skip, other or type/],
  ];
  for (const [what, config, message] of invalid) {
    it(`${what}: one line naming the line and column, exit 1`, () => {
      const repo = repoWithConfig(config);
      repo.commit('feat: the export');
      const result = repo.toolbox(['changelog']);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(message);
    });
  }

  it('a package.json error names its line and column too', () => {
    const repo = tempRepo();
    writeFileSync(
      join(repo.dir, 'package.json'),
      '{\n  "name": "acme",\n  "toolbox": {\n    "changelog": { "parsers": [{ "message": "[", "group": "A" }] }\n  }\n}\n',
    );
    repo.commit('feat: the export');
    const result = repo.toolbox(['changelog']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^toolbox: package\.json:4:45: parsers\[0\]\.message: not a valid regular expression/,
    );
  });
});

// A cliff.toml comes with the repository (a pull request can change it): its patterns run on a linear-time engine,
// so a catastrophic one finishes like any other; what that engine cannot run is refused with one line.
describe('hostile patterns in a repository config', () => {
  const EVIL = '^(a+)+$';
  const SUBJECT = `${'a'.repeat(40)}!`;

  function hostileRepo(toml: string) {
    const repo = tempRepo();
    writeFileSync(join(repo.dir, 'cliff.toml'), toml);
    repo.commit('feat: the export');
    repo.tag(`${'a'.repeat(40)}-1.0.0`);
    repo.commit(`${SUBJECT}\n\n${SUBJECT}`);
    repo.commit(`fix: the crash ${SUBJECT}\n\n${SUBJECT}`);
    return repo;
  }

  const hostile: [string, string][] = [
    [
      'a message parser',
      `[git]\ncommit_parsers = [{ message = "${EVIL}", group = "Evil" }, { message = "^fix", group = "Fixes" }]`,
    ],
    [
      'a body parser',
      `[git]\ncommit_parsers = [{ body = "${EVIL}", group = "Evil" }, { message = "^fix", group = "Fixes" }]`,
    ],
    [
      'a link parser',
      `[git]\ncommit_parsers = [{ message = "^fix", group = "Fixes" }]\nlink_parsers = [{ pattern = "(a+)+b", href = "https://example.com/$1" }]`,
    ],
    [
      'a tag pattern',
      `[git]\ntag_pattern = "${EVIL}"\nskip_tags = "(a|aa)+$"\nignore_tags = "${EVIL}"\ncommit_parsers = [{ message = "^fix", group = "Fixes" }]`,
    ],
  ];
  for (const [where, toml] of hostile) {
    it(`a catastrophic pattern in ${where} ends at once, the changelog written`, () => {
      const repo = hostileRepo(toml);
      const result = toolboxIn(repo.dir, ['changelog', '--all', '--format', 'json'], {
        env: { GIT_CONFIG_NOSYSTEM: '1' },
        timeout: 20_000,
      });
      expect(result.code, result.stderr).toBe(0);
      const releases = (JSON.parse(result.stdout) as { releases: JsonRelease[] }).releases;
      const titles = releases[0]?.groups?.map((group) => group.title);
      expect(titles).toContain('Fixes');
    }, 30_000);
  }

  it('a pattern the linear engine cannot run (a backreference) is refused with one line, exit 1', () => {
    const repo = hostileRepo(`[git]\ncommit_parsers = [{ message = "^(a+)\\\\1$", group = "Evil" }]`);
    const result = repo.toolbox(['changelog']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^toolbox: cliff\.toml: git\.commit_parsers\[0\]\.message: .*backreference/,
    );
  });
});
