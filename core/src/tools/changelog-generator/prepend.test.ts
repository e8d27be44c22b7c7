import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { prependReleases } from './prepend';
import type { Release } from './release';

const release = (version: string): Release => ({
  version,
  date: '2026-03-09',
  type: null,
  changes: { added: [{ description: 'new thing', hash: 'a'.repeat(40) }] },
});

const file = (section: string) => `# Changelog\n\n${section}\n\n- an older entry\n`;

describe('prependReleases never adds a version the file already has', () => {
  it.each([
    '#### 1.1.0',
    '   ## 1.1.0',
    '## Version 1.1.0',
    '## Release v1.1.0 (2024-01-01)',
    '## v1.1.0, 2024-01-01',
    '## **1.1.0**',
    '## `1.1.0`',
    '1.1.0\n=====',
    'Version 1.1.0 (2024-01-01)\n---',
  ])('%j: refused with one line, as a recognised heading is', (heading) => {
    const existing = file(heading);
    const refuse = () => prependReleases(existing, [release('1.1.0')]);
    expect(refuse).toThrow(ToolInputError);
    expect(refuse).toThrow(
      /^the changelog already has 1\.1\.0 \(line 3: .+\), in a heading --prepend cannot replace: refusing to add it twice\.$/,
    );
    expect(() => prependReleases(existing, [release('1.1.0')], { force: true })).toThrow(ToolInputError);
  });

  it.each([
    ['## 11.1.0', '1.1.0'],
    ['## 1.1.0-rc.1', '1.1.0'],
    ['## 1.1.0', '1.1.0-rc.1'],
    ['## 1.1.0+build.5', '1.1.0'],
    ['## 21.1.0.1', '1.1.0'],
    ['- upgraded to 1.1.0', '1.1.0'],
    ['```\n## 1.1.0\n```', '1.1.0'],
  ])('%j is not %s: the release is added', (text, version) => {
    const result = prependReleases(file(text), [release(version)]);
    expect(result).toContain('new thing');
  });

  it('the recognised styles keep their own refusal (and --force)', () => {
    const existing = file('## [1.1.0] - 2024-01-01');
    expect(() => prependReleases(existing, [release('1.1.0')])).toThrow(
      'the changelog already has a section for 1.1.0: --force replaces it.',
    );
    expect(prependReleases(existing, [release('1.1.0')], { force: true }).match(/1\.1\.0/g)).toHaveLength(1);
  });
});
