import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** One emitted JS chunk, as much of Rollup's output as the budget needs. */
export interface ChunkInfo {
  file: string;
  isEntry: boolean;
  /** Source module the chunk stands for (a lazily imported page's path), if any. */
  facade: string | null;
  /** Files of the chunks it imports statically (loaded with it). */
  imports: readonly string[];
  gzipBytes: number;
}

export interface BudgetRow {
  name: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
}

const SHELL_BUDGET = 150 * 1024;
const PAGE_BUDGET = 30 * 1024;

/** `start` and every chunk its static imports reach. */
export const closure = (
  start: string,
  byFile: ReadonlyMap<string, Pick<ChunkInfo, 'imports'>>,
): Set<string> => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
};

/**
 * The shell is the entry chunk and its static imports. A page's own share is its chunk plus the chunks its static
 * imports reach that neither the shell nor any other page loads; what it imports dynamically (PDF library, icon
 * data, parsers) is on-demand and not counted.
 */
export function measureBudgets(chunks: readonly ChunkInfo[], pages: readonly string[]): BudgetRow[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const size = (files: Iterable<string>) =>
    [...files].reduce((sum, f) => sum + (byFile.get(f)?.gzipBytes ?? 0), 0);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('bundle budget: no entry chunk in the build');
  const shell = closure(entry.file, byFile);
  const rows: BudgetRow[] = [
    { name: 'shell', files: [...shell], gzipBytes: size(shell), budgetBytes: SHELL_BUDGET },
  ];
  const reach = new Map<string, Set<string>>();
  for (const page of pages) {
    const chunk = chunks.find((c) => c.facade?.replace(/\.[jt]sx?$/, '').endsWith(page));
    if (!chunk)
      throw new Error(`bundle budget: no chunk for the tool page ${page} (is it still lazily imported?)`);
    reach.set(page, new Set([...closure(chunk.file, byFile)].filter((file) => !shell.has(file))));
  }
  for (const [page, files] of reach) {
    const others = [...reach].filter(([p]) => p !== page).flatMap(([, f]) => [...f]);
    const own = [...files].filter((file) => !others.includes(file));
    const name = page.split('/').pop() ?? page;
    rows.push({ name, files: own, gzipBytes: size(own), budgetBytes: PAGE_BUDGET });
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function formatBudgetTable(rows: readonly BudgetRow[]): string {
  const width = Math.max(...rows.map((row) => row.name.length));
  const lines = rows.map((row) => {
    const mark = row.gzipBytes > row.budgetBytes ? 'OVER' : 'ok';
    return `${row.name.padEnd(width)}  ${kb(row.gzipBytes).padStart(9)} / ${kb(row.budgetBytes).padStart(8)}  ${mark}`;
  });
  return [`${'chunk'.padEnd(width)}  gzipped JS / budget`, ...lines].join('\n');
}

export function budgetFailures(rows: readonly BudgetRow[]): string[] {
  return rows
    .filter((row) => row.gzipBytes > row.budgetBytes)
    .map(
      (row) =>
        `${row.name} is ${kb(row.gzipBytes)} gzipped, over its ${kb(row.budgetBytes)} budget (${row.files.join(', ')}); move heavy parts behind a dynamic import()`,
    );
}

/** Page module paths (without extension, relative to src/tools) lazily imported by pages.ts, the registry's map. */
export function pagesFromSource(pagesTs: string): string[] {
  return [...pagesTs.matchAll(/import\(\s*['"]\.\/([^'"]+)['"]\s*\)/g)].map((match) => `tools/${match[1]}`);
}

/** Fails the build when the shell or a tool page is over budget, and prints the figures. */
export function bundleBudget(pagesFile: string): Plugin {
  return {
    name: 'toolbox:bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.push({
          file: out.fileName,
          isEntry: out.isEntry,
          facade: out.facadeModuleId,
          imports: out.imports,
          gzipBytes: gzipSync(out.code, { level: 9 }).length,
        });
      }
      const rows = measureBudgets(chunks, pagesFromSource(readFileSync(pagesFile, 'utf8')));
      console.log(`\nbundle budgets (gzip level 9)\n${formatBudgetTable(rows)}\n`);
      const failures = budgetFailures(rows);
      if (failures.length > 0) this.error(`bundle budget exceeded:\n${failures.join('\n')}`);
    },
  };
}
