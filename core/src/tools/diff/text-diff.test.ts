import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyPatch } from 'diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiffRow, runTextDiff, type SideLine } from './text-diff';

/** A row as a short line: `= 1 1 text`, `~ 2 2 [old]|[new]` (changed words in brackets), `- 3 text`, `+ 3 text`, `… 12`. */
function show(row: DiffRow): string {
  const words = (line: { segments: { text: string; changed: boolean }[] }) =>
    line.segments.map((s) => (s.changed ? `[${s.text}]` : s.text)).join('');
  switch (row.kind) {
    case 'same':
      return `= ${row.left.number} ${row.right.number} ${words(row.left)}`;
    case 'changed':
      return `~ ${row.left.number} ${row.right.number} ${words(row.left)} | ${words(row.right)}`;
    case 'removed':
      return `- ${row.left.number} ${words(row.left)}`;
    case 'added':
      return `+ ${row.right.number} ${words(row.right)}`;
    case 'skipped':
      return `… ${row.count} from ${row.leftStart}/${row.rightStart}`;
  }
}

const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `line ${from + i}\n`).join('');

describe('runTextDiff: side by side', () => {
  it.each([
    {
      name: 'a changed word is marked inside its line',
      a: 'const a = 1;\nreturn a;\n',
      b: 'const b = 1;\nreturn a;\n',
      rows: ['~ 1 1 const [a] = 1; | const [b] = 1;', '= 2 2 return a;'],
    },
    {
      name: 'a removed and an added line',
      a: 'one\ntwo\nthree\n',
      b: 'one\nthree\nfour\n',
      rows: ['= 1 1 one', '- 2 [two]', '= 3 2 three', '+ 3 [four]'],
    },
    {
      name: 'three removed lines against one added: the first pair is compared',
      a: 'x\nalpha beta\nb\nc\n',
      b: 'x\nalpha gamma\n',
      rows: ['= 1 1 x', '~ 2 2 alpha [beta] | alpha [gamma]', '- 3 [b]', '- 4 [c]'],
    },
    {
      name: 'lines with little in common are marked whole',
      a: 'import { a } from "x";\n',
      b: 'export default function main() {}\n',
      rows: ['~ 1 1 [import { a } from "x";] | [export default function main() {}]'],
    },
    {
      name: 'an empty text against a text: every line added',
      a: '',
      b: 'a\nb',
      rows: ['+ 1 [a]', '+ 2 [b]'],
    },
  ])('$name', ({ a, b, rows }) => {
    expect(runTextDiff({ a, b }).rows.map(show)).toEqual(rows);
  });

  it('folds unchanged lines beyond the context, and keeps them all with context Infinity', () => {
    const a = numbered(1, 20);
    const b = a.replace('line 10\n', 'line ten\n');
    expect(runTextDiff({ a, b, context: 2 }).rows.map(show)).toEqual([
      '… 7 from 1/1',
      '= 8 8 line 8',
      '= 9 9 line 9',
      '~ 10 10 line [10] | line [ten]',
      '= 11 11 line 11',
      '= 12 12 line 12',
      '… 8 from 13/13',
    ]);
    expect(runTextDiff({ a, b, context: Number.POSITIVE_INFINITY }).rows).toHaveLength(20);
  });

  it('marks a line whose only change is its ending (CRLF, no newline at the end)', () => {
    const { rows, identical } = runTextDiff({ a: 'a\r\nb\n', b: 'a\nb' });
    expect(identical).toBe(false);
    expect(rows).toEqual([
      {
        kind: 'changed',
        left: { number: 1, segments: [{ text: 'a', changed: false }], crlf: true },
        right: { number: 1, segments: [{ text: 'a', changed: false }] },
      },
      {
        kind: 'changed',
        left: { number: 2, segments: [{ text: 'b', changed: false }] },
        right: { number: 2, segments: [{ text: 'b', changed: false }], noNewlineAtEnd: true },
      },
    ]);
  });

  it('counts and says when the texts are the same', () => {
    expect(runTextDiff({ a: 'x\ny\n', b: 'x\ny\n' })).toMatchObject({
      identical: true,
      unified: '',
      added: 0,
      removed: 0,
    });
    expect(runTextDiff({ a: 'x\ny\n', b: 'x\nz\nw\n' })).toMatchObject({ added: 2, removed: 1 });
  });

  it('compares texts whose lines all differ without searching for matches (GNU diff sets unique lines aside)', () => {
    const a = Array.from({ length: 5_000 }, (_, i) => `a${i}\n`).join('');
    const b = Array.from({ length: 5_000 }, (_, i) => `b${i}\n`).join('');
    const result = runTextDiff({ a, b });
    expect(result).toMatchObject({ added: 5_000, removed: 5_000, identical: false });
    expect(result.coarse).toBeUndefined();
  });

  it('shows the middle as one block when too many shared lines moved, and says so', () => {
    const lines = Array.from({ length: 1_100 }, (_, i) => `l${i}\n`);
    const a = ['head\n', ...lines, 'tail\n'].join('');
    const b = ['head\n', ...[...lines].reverse(), 'tail\n'].join('');
    const result = runTextDiff({ a, b });
    expect(result.coarse).toBe(true);
    expect(applyPatch(a, result.unified)).toBe(b);
    expect(result.rows[0]).toMatchObject({ kind: 'same', left: { number: 1 } });
  });
});

describe('runTextDiff: any two texts', () => {
  const text = fc
    .array(fc.constantFrom('a', 'b', 'c', 'a b', '', 'x\r'), { maxLength: 12 })
    .chain((lines) => fc.boolean().map((end) => lines.join('\n') + (end && lines.length ? '\n' : '')));

  it('rows give back both texts, and jsdiff applies the unified diff to the first to get the second', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const result = runTextDiff({ a, b, context: Number.POSITIVE_INFINITY });
        const side = (which: 'left' | 'right') =>
          result.rows
            .flatMap((row) => {
              const line = which in row ? (row as Record<typeof which, SideLine>)[which] : undefined;
              if (!line) return [];
              const body = line.segments.map((s) => s.text).join('');
              return [`${body}${line.crlf ? '\r\n' : line.noNewlineAtEnd ? '' : '\n'}`];
            })
            .join('');
        expect(side('left')).toBe(a);
        expect(side('right')).toBe(b);
        expect(result.identical).toBe(a === b);
        if (a !== b) expect(applyPatch(a, runTextDiff({ a, b, context: 1 }).unified)).toBe(b);
      }),
      { numRuns: 300 },
    );
  });
});

describe('runTextDiff: unified diff', () => {
  it('writes diff -u hunks with the names given', () => {
    expect(runTextDiff({ a: 'x\ny\nz\n', b: 'x\nY\nz\n', aName: 'a/f.txt', bName: 'b/f.txt' }).unified).toBe(
      '--- a/f.txt\n+++ b/f.txt\n@@ -1,3 +1,3 @@\n x\n-y\n+Y\n z\n',
    );
  });

  const cases: { name: string; a: string; b: string }[] = [
    { name: 'one line changed', a: 'a\nb\nc\n', b: 'a\nB\nc\n' },
    {
      name: 'far apart changes (two hunks)',
      a: numbered(1, 40),
      b: numbered(1, 40).replace('line 3\n', '').replace('line 35\n', 'line 35\nnew\n'),
    },
    { name: 'no newline at the end of the old text', a: 'a\nb', b: 'a\nb\nc\n' },
    { name: 'no newline at the end of the new text', a: 'a\nb\n', b: 'a\nc' },
    { name: 'from empty', a: '', b: 'first\nsecond\n' },
    { name: 'to empty', a: 'first\nsecond\n', b: '' },
    { name: 'CRLF lines', a: 'a\r\nb\r\n', b: 'a\r\nc\r\n' },
    {
      name: 'many shared lines moved (one block)',
      a: numbered(1, 1_100),
      b: numbered(1, 1_100).split('\n').reverse().join('\n'),
    },
    { name: 'unicode and tabs', a: 'naïve\tcafé\n日本\n', b: 'naive\tcafé\n日本語\n' },
  ];

  // GNU diff -u, the format's origin: the same hunks (its --- and +++ lines carry file times, left out), a count of
  // one left out of the @@ line (`@@ -1 +1 @@`) as diff and git write it.
  it.each([0, 1, 3])('writes the hunks GNU diff -U%i writes', (context) => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-diff-'));
    const compared = [
      ...cases,
      { name: 'one line', a: 'x\n', b: 'y\n' },
      { name: 'one bare line', a: 'x', b: 'y' },
    ]
      .filter(({ name }) => !name.startsWith('many shared lines'))
      .map(({ name, a, b }) => {
        writeFileSync(join(dir, 'a'), a);
        writeFileSync(join(dir, 'b'), b);
        const gnu = spawnSync('diff', [`-U${context}`, 'a', 'b'], { cwd: dir, encoding: 'utf8' });
        const hunksOf = (unified: string) => unified.split('\n').slice(2).join('\n');
        return { name, ours: hunksOf(runTextDiff({ a, b, context }).unified), gnu: hunksOf(gnu.stdout) };
      });
    for (const { name, ours, gnu } of compared) expect(ours, name).toBe(gnu);
  });

  // A name with a space, a quote, a backslash, a tab or a byte outside ASCII is written in C quotes (octal for the
  // bytes), as GNU diff writes it: patch reads an unquoted name only up to its first space.
  it('quotes the names in the --- and +++ lines as GNU diff does, so patch finds the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-diff-'));
    for (const name of [
      'my notes.txt',
      'café.txt',
      'say "hi".txt',
      'back\\slash.txt',
      'tab\there.txt',
      'a:b#c.txt',
    ]) {
      writeFileSync(join(dir, name), 'old\n');
      writeFileSync(join(dir, 'new.txt'), 'new\n');
      const gnu = spawnSync('diff', ['-u', name, 'new.txt'], { cwd: dir, encoding: 'utf8' });
      const { unified } = runTextDiff({ a: 'old\n', b: 'new\n', aName: name, bName: 'new.txt' });
      expect(unified.split('\n')[0], name).toBe(gnu.stdout.split('\t')[0]);
      writeFileSync(
        join(dir, 'change.patch'),
        unified.replace('+++ new.txt', unified.split('\n')[0]!.replace('---', '+++')),
      );
      const patched = spawnSync('patch', ['--batch', '-p0', '-i', 'change.patch'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(patched.status, patched.stdout).toBe(0);
      expect(readFileSync(join(dir, name), 'utf8')).toBe('new\n');
    }
  });

  const tools = [
    { name: 'patch', ok: spawnSync('patch', ['--version']).status === 0 },
    { name: 'git apply', ok: spawnSync('git', ['--version']).status === 0 },
  ];

  // The peer check: GNU patch and git apply take the unified diff and give back the new text byte for byte.
  describe.each(tools)('$name applies it', ({ name, ok }) => {
    it.skipIf(!ok).each(cases)('$name', ({ a, b }) => {
      const dir = mkdtempSync(join(tmpdir(), 'toolbox-diff-'));
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'src', 'file.txt'), a);
      const { unified } = runTextDiff({ a, b, aName: 'a/src/file.txt', bName: 'b/src/file.txt' });
      writeFileSync(join(dir, 'change.patch'), unified);
      const run =
        name === 'patch'
          ? spawnSync('patch', ['-p1', '--batch', '-i', 'change.patch'], { cwd: dir, encoding: 'utf8' })
          : spawnSync('git', ['apply', '--unsafe-paths', '--directory=', 'change.patch'], {
              cwd: dir,
              encoding: 'utf8',
            });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(readFileSync(join(dir, 'src', 'file.txt'), 'utf8')).toBe(b);
    });
  });
});
