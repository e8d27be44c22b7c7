import { describe, expect, it } from 'vitest';
import { CHANGELOG_PREAMBLE, renderRelease } from './markdown';
import { prependReleases } from './prepend';
import type { Release } from './release';

const older = `${CHANGELOG_PREAMBLE}

## [1.0.0] - 2025-01-01

### Added

-   odd   spacing kept  \r
- second

[1.0.0]: https://example.com
`;

const release = (version: string | null, items: string[], extra: Partial<Release> = {}): Release => ({
  version,
  date: version ? '2026-03-09' : null,
  type: null,
  changes: { fixed: items.map((description) => ({ description, hash: description.padEnd(40, '0') })) },
  ...extra,
});

describe('prependReleases', () => {
  it("follows the file's section titles and bullets (conventional-changelog's `### Bug Fixes`, `* `)", () => {
    const conventional = `# Changelog\n\n## [1.0.0](https://example.com) (2025-01-01)\n\n### ⚠ BREAKING CHANGES\n\n* gone\n\n### Features\n\n* **api:** one ([abc1234](https://example.com))\n\n### Bug Fixes\n\n* two\n`;
    const next = release('1.1.0', ['x'], {
      changes: {
        added: [{ description: 'y', hash: 'y'.padEnd(40, '0') }],
        fixed: [{ description: 'x', hash: 'x'.padEnd(40, '0') }],
      },
      breaking: [{ description: 'z' }],
    });
    const result = prependReleases(conventional, [next]);
    const added = result.slice(0, result.indexOf('## [1.0.0]'));
    expect(added.match(/^### .+$/gm)).toEqual(['### ⚠ BREAKING CHANGES', '### Features', '### Bug Fixes']);
    expect(added.match(/^[*-] .+$/gm)).toEqual(['* z', '* y (y000000)', '* x (x000000)']);
  });

  it.each([
    ['conventional-changelog', '### Features\n\n* one', ['### Features', '### Bug Fixes']],
    ['git-cliff', '### 🚀 Features\n\n- One', ['### 🚀 Features', '### 🐛 Bug Fixes']],
    ['Keep a Changelog', '### Added\n\n- one', ['### Added', '### Fixed']],
    ['Keep a Changelog, --include-other', '### Documentation\n\n- one', ['### Added', '### Fixed']],
  ])("names a kind the file has not used yet in the file's family of titles (%s)", (_, older, titles) => {
    const existing = `# Changelog\n\n## [1.0.0] - 2025-01-01\n\n${older}\n`;
    const next = release('1.1.0', ['x'], {
      changes: { added: [{ description: 'y' }], fixed: [{ description: 'x' }] },
    });
    const result = prependReleases(existing, [next]);
    expect(result.slice(0, result.indexOf('## [1.0.0]')).match(/^### .+$/gm)).toEqual(titles);
  });

  const v110 = release('1.1.0', ['x']);
  const section = renderRelease(v110);

  it('inserts after the preamble and leaves older entries byte for byte', () => {
    const result = prependReleases(older, [v110]);
    expect(result).toBe(`${CHANGELOG_PREAMBLE}\n\n${section}\n${older.slice(older.indexOf('## [1.0.0]'))}`);
  });

  it('twice gives both releases, newest first; the same release again changes nothing', () => {
    const once = prependReleases(older, [v110]);
    const twice = prependReleases(once, [release('1.2.0', ['y'], { date: '2026-04-01' })]);
    expect(twice.match(/^## \[.*$/gm)).toEqual([
      '## [1.2.0] - 2026-04-01',
      '## [1.1.0] - 2026-03-09',
      '## [1.0.0] - 2025-01-01',
    ]);
    expect(prependReleases(once, [v110])).toBe(once);
  });

  it('refuses a version that is already there with other content, and replaces it with force', () => {
    const once = prependReleases(older, [v110]);
    const other = release('1.1.0', ['other change']);
    expect(() => prependReleases(once, [other])).toThrow(
      'the changelog already has a section for 1.1.0: --force replaces it.',
    );
    const forced = prependReleases(once, [other], { force: true });
    expect(forced).toBe(prependReleases(older, [other]));
    expect(prependReleases(forced, [other], { force: true })).toBe(forced);
  });

  it('replaces an [Unreleased] section, and lists no commit twice', () => {
    const withUnreleased = prependReleases(older, [release(null, ['wip'])]);
    expect(withUnreleased).toContain('## [Unreleased]\n\n### Fixed\n\n- wip (wip0000)');
    expect(prependReleases(withUnreleased, [v110])).toBe(prependReleases(older, [v110]));
    // A versioned prepend, then an --unreleased one over the same commits: nothing new to add.
    const once = prependReleases(older, [v110]);
    expect(prependReleases(once, [release(null, ['x'])])).toBe(once);
  });

  it('starts a new file with the preamble, and appends to a file with no release yet', () => {
    expect(prependReleases('', [v110])).toBe(`${CHANGELOG_PREAMBLE}\n\n${section}`);
    expect(prependReleases('# Changelog\n\nNotes.\n\n', [v110])).toBe(`# Changelog\n\nNotes.\n\n${section}`);
  });

  it.each([
    [
      'conventional-changelog / release-please',
      '# Change Log\n\n## [1.0.0](https://g.com/a/b/compare/v0.9.0...v1.0.0) (2025-01-01)\n\n### Bug Fixes\n\n* a\n',
      '## [1.1.0](https://g.com/a/b/compare/v1.0.0...v1.1.0) (2026-03-09)',
    ],
    [
      'vite <small>',
      '## <small>[1.0.0](https://g.com/a/b/compare/v0.9.0...v1.0.0) (2025-01-01)</small>\n### Features\n\n* a\n',
      '## <small>[1.1.0](https://g.com/a/b/compare/v1.0.0...v1.1.0) (2026-03-09)</small>',
    ],
    [
      'angular anchors',
      '<a name="1.0.0"></a>\n\n# 1.0.0 (2025-01-01)\n\n### @angular/cli\n\n| a |\n',
      '<a name="1.1.0"></a>\n\n# 1.1.0 (2026-03-09)',
    ],
    ['changesets', '# @changesets/cli\n\n## 1.0.0\n\n### Patch Changes\n\n- a\n', '## 1.1.0'],
    [
      'git-cliff',
      '# Changelog\n\n## [1.0.0](https://g.com/a/b/compare/v0.9.0..v1.0.0) - 2025-01-01\n\n### Fixes\n\n- a\n',
      '## [1.1.0](https://g.com/a/b/compare/v1.0.0...v1.1.0) - 2026-03-09',
    ],
  ])('writes the heading in the style of %s, above the newest release', (_style, file, heading) => {
    const next = release('1.1.0', ['x'], { compareUrl: 'https://g.com/a/b/compare/v1.0.0...v1.1.0' });
    const result = prependReleases(file, [next]);
    const oldStart = file.search(/^(<a name|#{1,2} (?!Change|@|Changelog))/m);
    expect(result.indexOf(heading)).toBe(oldStart);
    expect(result.endsWith(file.slice(oldStart))).toBe(true);
    expect(prependReleases(result, [next])).toBe(result);
  });
});
