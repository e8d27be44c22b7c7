import { describe, expect, it } from 'vitest';
import { CHANGELOG_PREAMBLE, prependRelease } from './markdown';

const older = `${CHANGELOG_PREAMBLE}

## [1.0.0] - 2025-01-01

### Added

-   odd   spacing kept  \r
- second

[1.0.0]: https://example.com
`;

describe('prependRelease', () => {
  const section = '## [1.1.0] - 2026-03-09\n\n### Fixed\n\n- x\n';

  it('inserts after the preamble and leaves older entries byte for byte', () => {
    const result = prependRelease(older, section);
    expect(result).toBe(`${CHANGELOG_PREAMBLE}\n\n${section}\n${older.slice(older.indexOf('## [1.0.0]'))}`);
    expect(result.endsWith(older.slice(older.indexOf('## [1.0.0]')))).toBe(true);
  });

  it('twice gives both releases, newest first', () => {
    const twice = prependRelease(
      prependRelease(older, section),
      '## [1.2.0] - 2026-04-01\n\n### Added\n\n- y\n',
    );
    expect(twice.match(/^## \[.*$/gm)).toEqual([
      '## [1.2.0] - 2026-04-01',
      '## [1.1.0] - 2026-03-09',
      '## [1.0.0] - 2025-01-01',
    ]);
  });

  it('refuses a version that is already there', () => {
    expect(() => prependRelease(older, '## [1.0.0] - 2026-03-09\n')).toThrow(
      'The changelog already has a section for 1.0.0.',
    );
    expect(() => prependRelease('## [v2.0.0](x) - 2026\n', '## [2.0.0](y) - 2026\n')).toThrow('2.0.0');
  });

  it('replaces an [Unreleased] section at the top', () => {
    const withUnreleased = prependRelease(older, '## [Unreleased]\n\n### Added\n\n- wip\n');
    expect(prependRelease(withUnreleased, section)).toBe(prependRelease(older, section));
  });

  it('starts a new file with the preamble, and appends to a file with no release yet', () => {
    expect(prependRelease('', section)).toBe(`${CHANGELOG_PREAMBLE}\n\n${section}`);
    expect(prependRelease('# Changelog\n\nNotes.\n\n', section)).toBe(`# Changelog\n\nNotes.\n\n${section}`);
  });
});
