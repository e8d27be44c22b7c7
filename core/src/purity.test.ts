import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Core runs in the browser and the CLI alike: it reaches the world only through ports.ts.
const forbidden: [RegExp, string][] = [
  [/from ['"]node:/, 'node: imports'],
  [/from ['"](fs|path|os|child_process)['"]/, 'Node built-ins'],
  [/\bDate\.now\(/, 'Date.now() (inject a Clock)'],
  [/\bnew Date\(\)/, 'new Date() (inject a Clock)'],
  [/\bMath\.random\(/, 'Math.random() (inject a Random)'],
  [/\bprocess\./, 'process'],
  [/(?<![.\w])(document|window|localStorage)\./, 'the DOM'],
  [/from ['"]@toolbox\/(web|cli|emulator)/, 'front-end packages'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' || name === 'test' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

// Reads every core source file: seconds on a loaded 2-core run, over vitest's 5 s default.
describe('core purity', { timeout: 30_000 }, () => {
  const root = new URL('.', import.meta.url).pathname;
  it.each(sourceFiles(root).map((path) => [relative(root, path), path]))(
    '%s touches nothing outside its ports',
    (_, path) => {
      const text = readFileSync(path, 'utf8');
      const found = forbidden.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
      expect(found).toEqual([]);
    },
  );
});
