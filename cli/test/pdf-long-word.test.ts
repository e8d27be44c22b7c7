// A word longer than a line (a hash, a Base64 blob, minified code) is broken across lines in time linear in its
// length. pdfmake measured the whole rest of the word again for every line it cut: a 32,000-character word took
// 87 s and 3 GB, a 60,000-character one several minutes (patches/pdfmake@0.3.11.patch).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readPdf } from './pdf-read';
import { toolboxIn } from './signed-in-toolbox';

it('lays out a 60,000-character word in seconds, every character kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-long-word-'));
  const word = 'x'.repeat(60_000);
  writeFileSync(join(dir, 'long.md'), `# Long\n\n${word}\n`);
  const started = performance.now();
  const run = toolboxIn(dir, ['pdf', 'long.md', '-o', 'long.pdf'], { timeout: 120_000 });
  const seconds = (performance.now() - started) / 1000;
  expect(run.stderr).toBe('wrote long.pdf\n');
  expect(run.code).toBe(0);
  expect(seconds).toBeLessThan(40);
  const text = (await readPdf(new Uint8Array(readFileSync(join(dir, 'long.pdf'))))).text.join(' ');
  expect(text.replace(/[^x]/g, '')).toHaveLength(60_000);
}, 150_000);

it('keeps a code line that wraps to more than a page (it was left out of the PDF)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-long-code-'));
  const line = 'const a=[1,2];'.repeat(1_000);
  writeFileSync(join(dir, 'code.md'), `\`\`\`js\n${line}\n\`\`\`\n\nafter\n`);
  const run = toolboxIn(dir, ['pdf', 'code.md', '-o', 'code.pdf'], { timeout: 120_000 });
  expect(run.code).toBe(0);
  const pdf = await readPdf(new Uint8Array(readFileSync(join(dir, 'code.pdf'))));
  const text = pdf.text.map((page) => page.replace(/\d+\s*\/\s*\d+\s*$/, '')).join('');
  expect(text.replace(/\s/g, '')).toBe(`${line}after`.replace(/\s/g, ''));
  expect(pdf.pages).toBeGreaterThan(1);
}, 150_000);

it('keeps a table row taller than a page (it was left out of the PDF)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-tall-row-'));
  const words = Array.from({ length: 3000 }, (_, i) => `word${i}`);
  writeFileSync(join(dir, 'table.md'), `| a | b |\n|---|---|\n| ${words.join(' ')} | x |\n\nafter\n`);
  const run = toolboxIn(dir, ['pdf', 'table.md', '-o', 'table.pdf'], { timeout: 120_000 });
  expect(run.code).toBe(0);
  const text = (await readPdf(new Uint8Array(readFileSync(join(dir, 'table.pdf'))))).text.join(' ');
  expect(new Set(text.match(/word\d+/g))).toEqual(new Set(words));
}, 150_000);

it('lays out a paragraph of 100,000 words in seconds, every word kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-long-paragraph-'));
  // pdfmake took each word off the front of the paragraph's array (a copy of all the rest once it is large),
  // flattened its runs by concatenation and copied the rest again to look ahead: 50,000 words took 8 s, this 33 s.
  writeFileSync(join(dir, 'long.md'), `${'word '.repeat(100_000)}\n`);
  const started = performance.now();
  const run = toolboxIn(dir, ['pdf', 'long.md', '-o', 'long.pdf'], { timeout: 120_000 });
  expect(run.code).toBe(0);
  expect((performance.now() - started) / 1000).toBeLessThan(30);
  // Poppler's reader: pdf.js takes longer over 131 pages than the layout itself.
  const text = execFileSync('pdftotext', [join(dir, 'long.pdf'), '-'], { encoding: 'utf8', maxBuffer: 1e8 });
  expect(text.match(/word/g)).toHaveLength(100_000);
}, 150_000);

it('lays out a list nested 30 deep without a warning on stderr, every item kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-nested-list-'));
  // pdfmake listens on its writer once per open list: past ten, Node printed MaxListenersExceededWarning.
  const items = Array.from({ length: 30 }, (_, depth) => `${'  '.repeat(depth)}- item${depth}`);
  writeFileSync(join(dir, 'nested.md'), `${items.join('\n')}\n`);
  const run = toolboxIn(dir, ['pdf', 'nested.md', '-o', 'nested.pdf'], { timeout: 120_000 });
  expect(run.stderr).toBe('wrote nested.pdf\n');
  expect(run.code).toBe(0);
  const text = (await readPdf(new Uint8Array(readFileSync(join(dir, 'nested.pdf'))))).text.join(' ');
  expect(text.match(/item\d+/g)).toEqual(items.map((item) => item.trim().slice(2)));
}, 150_000);
