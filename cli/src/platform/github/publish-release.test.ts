import { describe, expect, it } from 'vitest';
import { changelogSection, releasePullBody } from './publish-release';

describe('changelogSection', () => {
  const changelog = [
    '# Changelog',
    '',
    '## [1.1.0-rc.0] - 2025-02-01',
    '',
    '### Added',
    '',
    '- early',
    '',
    '## [1.1.0] - 2025-02-12',
    '',
    '### Added',
    '',
    '- the blue widget',
    '',
    '#### Details',
    '',
    'more',
    '',
    '# [1.0.0](https://example.test/compare/v0.9.0...v1.0.0) (2025-01-01)',
    '',
    '* first',
  ].join('\n');

  it('is the text under the version heading, sub-headings included, up to the next release', () => {
    expect(changelogSection(changelog, '1.1.0')).toBe(
      '### Added\n\n- the blue widget\n\n#### Details\n\nmore',
    );
    expect(changelogSection(changelog, '1.1.0-rc.0')).toBe('### Added\n\n- early');
    expect(changelogSection(changelog, '1.0.0')).toBe('* first');
  });

  it('never takes a longer version for a shorter one, and is empty when the version is missing', () => {
    expect(changelogSection('## 1.1.0.1\n\nx\n## 11.1.0\n\ny', '1.1.0')).toBe('');
    expect(changelogSection(changelog, '2.0.0')).toBe('');
  });
});

describe('releasePullBody', () => {
  it('lists each tag with its notes', () => {
    expect(
      releasePullBody({
        tags: [
          { tag: 'a@1.0.1', name: 'a', version: '1.0.1', notes: '### Fixed\n\n- x\n', prerelease: false },
          { tag: 'b@2.0.0', name: 'b', version: '2.0.0', notes: '', prerelease: false },
        ],
      }),
    ).toMatch(/\n\n## a@1\.0\.1\n\n### Fixed\n\n- x\n\n## b@2\.0\.0\n\n_No notes\._$/);
  });
});
