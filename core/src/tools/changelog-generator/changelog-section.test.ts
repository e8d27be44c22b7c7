import { describe, expect, it } from 'vitest';
import { changelogSection } from './changelog-section';

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
