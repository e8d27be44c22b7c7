import { lexer, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { entryItem, generateEntryChangelog } from './entry-mode';
import { renderChangelogStyle } from './markdown';

const clock = fixedClock('2026-03-09T12:00:00Z');
const ENTRIES = [
  'feat: add dark mode',
  'fix(cli): handle empty input',
  'feat(api)!: drop Node 18 support',
  'Updated dependencies',
  'docs: document the config file',
];
const result = generateEntryChangelog(
  { projectName: 'p', currentVersion: '1.2.0', changeType: 'minor', unreleased: false, entries: ENTRIES },
  clock,
);

/** The document read back as Markdown: each heading with the list items under it (inline Markdown kept). */
function outline(markdown: string): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const token of lexer(markdown) as Token[]) {
    if (token.type === 'heading') out.push([`${'#'.repeat(token.depth)} ${token.text}`, []]);
    if (token.type === 'list') out.at(-1)?.[1].push(...(token as Tokens.List).items.map((item) => item.text));
  }
  return out;
}

describe('entries written as Conventional Commits (issue 28)', () => {
  it('drop the prefix, keep the scope and the breaking mark, file by type', () => {
    expect(entryItem('fix(cli): handle empty input')).toEqual({
      category: 'fixed',
      item: { description: 'handle empty input', scope: 'cli', type: 'fix' },
    });
    expect(entryItem('feat!: drop Node 18')).toEqual({
      category: 'added',
      item: { description: 'drop Node 18', type: 'feat', breaking: true },
    });
    // A type without a Keep a Changelog section goes to git-cliff's default group (issue 82); plain text follows
    // the spec's keywords.
    expect(entryItem('docs: remove the old guide')?.category).toBe('documentation');
    expect(entryItem('Fix crash on save')).toEqual({
      category: 'fixed',
      item: { description: 'Fix crash on save' },
    });
  });

  it('Keep a Changelog: breaking changes first and marked, scope in bold, no raw prefixes', () => {
    expect(outline(result.markdown).slice(1)).toEqual([
      ['## [1.3.0] - 2026-03-09', []],
      ['### BREAKING CHANGES', ['**api:** drop Node 18 support']],
      ['### Added', ['**BREAKING** **api:** drop Node 18 support', 'add dark mode']],
      ['### Changed', ['Updated dependencies']],
      ['### Fixed', ['**cli:** handle empty input']],
      ['### Documentation', ['document the config file']],
    ]);
    expect(result.markdown).not.toMatch(/^- (feat|fix|docs)\b/m);
    expect(result.json.changes).toEqual({
      added: ['api: drop Node 18 support', 'add dark mode'],
      changed: ['Updated dependencies'],
      fixed: ['cli: handle empty input'],
      documentation: ['document the config file'],
    });
    expect(result.json.breaking).toEqual(['api: drop Node 18 support']);
  });

  it('GitHub release notes: What’s Changed, breaking first, each change once', () => {
    expect(outline(renderChangelogStyle([result.release], 'github'))).toEqual([
      ["## What's Changed", []],
      ['### ⚠️ Breaking Changes', ['**api:** drop Node 18 support']],
      ['### Added', ['add dark mode']],
      ['### Changed', ['Updated dependencies']],
      ['### Fixed', ['**cli:** handle empty input']],
      ['### Documentation', ['document the config file']],
    ]);
  });

  it('Angular: version and date heading (## for a patch), breaking notes, sections by type', () => {
    expect(outline(renderChangelogStyle([result.release], 'angular'))).toEqual([
      ['# 1.3.0 (2026-03-09)', []],
      ['### BREAKING CHANGES', ['**api:** drop Node 18 support']],
      ['### Bug Fixes', ['**cli:** handle empty input']],
      ['### Changes', ['Updated dependencies']],
      ['### Documentation', ['document the config file']],
      ['### Features', ['**api:** drop Node 18 support', 'add dark mode']],
    ]);
    const patch = generateEntryChangelog(
      {
        projectName: 'p',
        currentVersion: '1.2.0',
        changeType: 'patch',
        unreleased: false,
        entries: ['fix: x'],
      },
      clock,
    );
    expect(renderChangelogStyle([patch.release], 'angular')).toBe(
      '## 1.2.1 (2026-03-09)\n\n\n### Bug Fixes\n\n* x\n',
    );
  });
});
