import { describe, expect, it } from 'vitest';
import { budgetFailures, type ChunkInfo, measureBudgets, pagesFromSource } from './bundle-budget.ts';

const KB = 1024;
const chunk = (
  file: string,
  gzipKb: number,
  imports: string[] = [],
  extra: Partial<ChunkInfo> = {},
): ChunkInfo => ({
  file,
  isEntry: false,
  facade: null,
  imports,
  gzipBytes: gzipKb * KB,
  ...extra,
});

const build = (pageKb: number, shellKb = 100) => [
  chunk('index.js', shellKb, ['react.js'], { isEntry: true }),
  chunk('react.js', 10),
  chunk('a.js', pageKb, ['react.js', 'shared.js', 'a-only.js'], { facade: '/w/src/tools/a/a-page.tsx' }),
  chunk('b.js', 5, ['shared.js'], { facade: '/w/src/tools/b/b-page.tsx' }),
  chunk('shared.js', 20),
  chunk('a-only.js', 4),
  chunk('pdf.js', 900),
];

describe('bundle budgets', () => {
  it('counts the shell as the entry and its static imports, and a page as the chunks only it loads', () => {
    const rows = measureBudgets(build(10), ['tools/a/a-page', 'tools/b/b-page']);
    expect(rows.map((row) => [row.name, row.gzipBytes / KB])).toEqual([
      ['shell', 110],
      ['a-page', 14],
      ['b-page', 5],
    ]);
    expect(budgetFailures(rows)).toEqual([]);
  });

  it('fails naming the chunk and its figure when a page is over 30 KB', () => {
    const failures = budgetFailures(measureBudgets(build(40), ['tools/a/a-page', 'tools/b/b-page']));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('a-page is 44.0 KB gzipped, over its 30.0 KB budget (a.js, a-only.js)');
  });

  it('fails when the shell is over 150 KB', () => {
    const failures = budgetFailures(measureBudgets(build(10, 145), ['tools/a/a-page']));
    expect(failures[0]).toMatch(/^shell is 155\.0 KB gzipped, over its 150\.0 KB budget/);
  });

  it('refuses a registry page that has no chunk of its own', () => {
    expect(() => measureBudgets(build(10), ['tools/c/c-page'])).toThrow(
      /no chunk for the tool page tools\/c\/c-page/,
    );
  });

  it('reads the lazily imported pages from pages.ts', () => {
    const source = 'x: lazy(() => import(\'./og/og-page\')),\n y: lazy(\n () => import("./ws/ws-page"),\n),';
    expect(pagesFromSource(source)).toEqual(['tools/og/og-page', 'tools/ws/ws-page']);
  });
});
