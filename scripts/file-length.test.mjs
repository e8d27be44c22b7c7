// Issue 77: no source file over 500 lines (tests and e2e included). A file that grows past it is split by what its
// parts do, as mockup-generator's device tests and the walk's table were. Data kept as corpora or fixtures is not
// source and is not counted.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');
const MAX_LINES = 500;
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const DATA = /(?:^|\/)(?:fixtures|corpus)\//;

/** Tracked source files and how many lines each has. */
function sourceLengths() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => SOURCE.test(file) && !DATA.test(file))
    .map((file) => ({ file, lines: readFileSync(join(repo, file), 'utf8').split('\n').length - 1 }));
}

it(`no source file is over ${MAX_LINES} lines`, () => {
  const files = sourceLengths();
  expect(files.length).toBeGreaterThan(1000);
  expect(files.filter(({ lines }) => lines > MAX_LINES)).toEqual([]);
});
