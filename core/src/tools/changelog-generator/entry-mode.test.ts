import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { entriesBump, entryLines } from './entry-bump';
import { categorizeEntry, ENTRY_DEFAULTS, generateEntryChangelog } from './entry-mode';
import { bumpVersion } from './version';

const clock = fixedClock('2026-03-09T12:00:00Z');

describe('categorisation, in the spec order (§5)', () => {
  it.each([
    ['Add dark mode', 'added'],
    ['New export button', 'added'],
    ['Feature flags for beta', 'added'],
    ['Added search', 'added'],
    ['Fix crash on save', 'fixed'],
    ['Bug in the parser', 'fixed'],
    ['Resolved login loop', 'fixed'],
    ['Change default port', 'changed'],
    ['Updated dependencies', 'changed'],
    ['Improve startup time', 'changed'],
    ['Remove legacy API', 'removed'],
    ['Deleted old reports', 'removed'],
    ['Deprecate v1 endpoints', 'deprecated'],
    ['Security headers', 'security'],
    ['Patch a vulnerability in uploads', 'security'],
    ['Translations', 'changed'],
    // The spec's order decides between several matches.
    ['Add fix for the bug', 'added'],
    ['Fix removal of files', 'fixed'],
    ['Remove deprecated flags', 'removed'],
    ['Update security policy', 'changed'],
    // Whole words only (DECISIONS.md).
    ['Address book export', 'changed'],
    ['Debugging notes', 'changed'],
    ['Newsletter signup', 'changed'],
    ['Prefixed routes', 'changed'],
  ])('%j -> %s', (entry, category) => {
    expect(categorizeEntry(entry)).toBe(category);
  });
});

describe('version bump (§4)', () => {
  it.each([
    ['1.0.0', 'major', '2.0.0'],
    ['1.2.3', 'major', '2.0.0'],
    ['1.2.3', 'minor', '1.3.0'],
    ['1.2.3', 'patch', '1.2.4'],
    ['1.2.3', 'other', '1.2.3'],
    ['1.2', 'patch', '1.2.1'],
    ['2', 'minor', '2.1.0'],
    ['v1.2.3', 'minor', '1.3.0'],
    ['x.y', 'patch', '0.0.1'],
    // A prerelease comes before its version (SemVer §11): its patch, minor or major release is that version.
    ['1.2.3-rc.1', 'patch', '1.2.3'],
    ['v1.3.0-beta.2', 'minor', '1.3.0'],
    ['1.2.3-rc.1', 'minor', '1.3.0'],
    ['2.0.0-rc.1', 'major', '2.0.0'],
    ['2.0.0-rc.1', 'patch', '2.0.0'],
    ['1.2.3+build.5', 'patch', '1.2.4'],
  ])('%s %s -> %s', (version, type, expected) => {
    expect(bumpVersion(version, type)).toBe(expected);
  });
});

describe('generateEntryChangelog', () => {
  it('has the spec defaults', () => {
    expect(ENTRY_DEFAULTS).toMatchObject({
      projectName: 'My Project',
      currentVersion: '1.0.0',
      changeType: 'minor',
      unreleased: false,
    });
  });

  it('writes Keep a Changelog Markdown with the bumped version and today', () => {
    const result = generateEntryChangelog(
      {
        ...ENTRY_DEFAULTS,
        entries: ['Add dark mode', ' ', 'Fix crash on save', 'Deprecate v1 API', 'Tweak colours'],
      },
      clock,
    );
    expect(result.markdown).toBe(`# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [1.1.0] - 2026-03-09

### Added

- Add dark mode

### Changed

- Tweak colours

### Deprecated

- Deprecate v1 API

### Fixed

- Fix crash on save
`);
    expect(result.json).toEqual({
      version: '1.1.0',
      date: '2026-03-09',
      type: 'minor',
      changes: {
        added: ['Add dark mode'],
        fixed: ['Fix crash on save'],
        deprecated: ['Deprecate v1 API'],
        changed: ['Tweak colours'],
      },
    });
  });

  it('heads an unreleased changelog [Unreleased]', () => {
    const result = generateEntryChangelog(
      { ...ENTRY_DEFAULTS, unreleased: true, entries: ['Remove X'] },
      clock,
    );
    expect(result.markdown.split('\n').slice(7)).toEqual([
      '## [Unreleased]',
      '',
      '### Removed',
      '',
      '- Remove X',
      '',
    ]);
    expect(result.json).toMatchObject({
      version: 'Unreleased',
      date: null,
      changes: { removed: ['Remove X'] },
    });
  });

  it('gives the JSON the bump chosen (the spec always said minor; DECISIONS.md)', () => {
    expect(
      generateEntryChangelog({ ...ENTRY_DEFAULTS, changeType: 'major', entries: ['x'] }, clock).json,
    ).toMatchObject({
      version: '2.0.0',
      type: 'major',
    });
  });

  it('refuses when no entry is left', () => {
    expect(() => generateEntryChangelog({ ...ENTRY_DEFAULTS, entries: ['', '  '] }, clock)).toThrow(
      'Please add at least one change entry.',
    );
  });

  it('is deterministic for a fixed clock', () => {
    const settings = fc.record({
      projectName: fc.string(),
      currentVersion: fc.string({ maxLength: 12 }),
      changeType: fc.constantFrom('major', 'minor', 'patch') as fc.Arbitrary<'major' | 'minor' | 'patch'>,
      unreleased: fc.boolean(),
      entries: fc.array(fc.string({ maxLength: 40 }), { maxLength: 8 }).map((entries) => [...entries, 'x']),
    });
    fc.assert(
      fc.property(settings, (input) => {
        const first = generateEntryChangelog(input, fixedClock('2026-03-09T12:00:00Z'));
        const second = generateEntryChangelog(input, fixedClock('2026-03-09T12:00:00Z'));
        expect(second).toEqual(first);
        expect(first.markdown.startsWith('# Changelog\n')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the bump the entries call for, and pasted lines', () => {
  it.each([
    ['1.0.0', ['Fixed login'], 'patch'],
    ['1.0.0', ['Fixed login', 'Added dark mode'], 'minor'],
    ['1.0.0', ['fix: login', 'feat: export'], 'minor'],
    ['1.4.2', ['feat!: drop Node 18'], 'major'],
    ['0.4.2', ['feat!: drop Node 18'], 'minor'],
    ['1.0.0', ['docs: typo', 'Updated the README'], 'patch'],
    ['1.0.0', ['', '  '], null],
  ] as const)('%s with %j calls for %s', (version, entries, bump) => {
    expect(entriesBump(version, entries)).toBe(bump);
  });

  it('reads pasted text as one entry per line, bullets and blank lines dropped', () => {
    expect(entryLines('feat: export\n\n- fix: login\r\n* Added dark mode\n2. docs: typo\n')).toEqual([
      'feat: export',
      'fix: login',
      'Added dark mode',
      'docs: typo',
    ]);
  });
});

describe("entries grouped as git-cliff's default config groups them (issue 82)", () => {
  // Real subjects: orhun/git-cliff 68b59a55, semantic-release 7e860c79, containerd 216e43e8, supabase/cli 1c5942c2
  // and 37948372, supabase/auth 467b99f3, moby 3bfa6901.
  const entries = [
    'feat: add dark mode',
    'test(fixture): add test fixture for skipped contributors (#1481)',
    'docs(travis): recommend to use the `deploy` step instead of `script`',
    'go.mod: remove exclude rules',
    'ci: notify Slack on beta and stable CLI releases (#5389)',
    'chore(deps): bump fumadocs-mdx from 15.0.8 to 15.0.9 in the npm-major group (#5364)',
    'chore: bump Go version to 1.26.6',
    'go.mod: github.com/rootless-containers/rootlesskit/v3 v3.0.0',
  ];
  const result = generateEntryChangelog({ ...ENTRY_DEFAULTS, entries }, clock);

  it('files docs, test, ci and chore in their groups with their scopes, path headers under Other', () => {
    expect(result.json.changes).toEqual({
      added: ['add dark mode'],
      documentation: ['travis: recommend to use the `deploy` step instead of `script`'],
      testing: ['fixture: add test fixture for skipped contributors (#1481)'],
      miscellaneous: ['notify Slack on beta and stable CLI releases (#5389)', 'bump Go version to 1.26.6'],
      other: ['go.mod: remove exclude rules', 'go.mod: github.com/rootless-containers/rootlesskit/v3 v3.0.0'],
    });
    expect(result.markdown).toContain(
      '### Documentation\n\n- **travis:** recommend to use the `deploy` step instead of `script`\n\n### Testing\n\n- **fixture:** add test fixture for skipped contributors (#1481)\n\n### Miscellaneous Tasks\n\n',
    );
    expect(result.markdown).not.toContain('### Changed');
  });

  it('leaves out what git-cliff skips, and says so', () => {
    expect(result.skipped).toEqual([
      'chore(deps): bump fumadocs-mdx from 15.0.8 to 15.0.9 in the npm-major group (#5364)',
    ]);
    expect(result.markdown).not.toContain('fumadocs');
    const onlySkipped = generateEntryChangelog(
      { ...ENTRY_DEFAULTS, entries: ['chore(release): prepare for v2.14.0'] },
      clock,
    );
    expect(onlySkipped.markdown).toContain('_Only maintenance changes._');
  });

  it('keeps the spec keyword rule for plain text', () => {
    expect(
      generateEntryChangelog({ ...ENTRY_DEFAULTS, entries: ['Remove legacy API', 'Translations'] }, clock)
        .json.changes,
    ).toEqual({ changed: ['Translations'], removed: ['Remove legacy API'] });
  });
});
