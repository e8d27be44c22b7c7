// runLines against GNU coreutils on text files others wrote (the Big List of Naughty Strings, GitHub's Node and
// Python .gitignore, and both run together for duplicates), with the locale set explicitly: LC_ALL=C and C.UTF-8
// order by bytes, which for UTF-8 is code point order, the order `bytes` promises.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../deterministic/seeded-random';
import { type LinesInput, runLines } from './lines';

const corpusFile = (name: string) => new URL(`corpus/${name}`, import.meta.url).pathname;
const files = {
  blns: [corpusFile('blns.txt')],
  'Node.gitignore': [corpusFile('Node.gitignore')],
  'Node + Python .gitignore': [corpusFile('Node.gitignore'), corpusFile('Python.gitignore')],
};

/** A GNU pipeline over the files, run by sh with the locale given. */
function gnu(pipeline: string, paths: string[], locale: string): string {
  return execFileSync('/bin/sh', ['-c', `cat "$@" | ${pipeline}`, 'sh', ...paths], {
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', LC_ALL: locale },
    maxBuffer: 64 * 1024 * 1024,
  });
}

const ours = (paths: string[], input: Omit<LinesInput, 'text'>) => {
  const { text } = runLines(
    { text: paths.map((path) => readFileSync(path, 'utf8')).join(''), ...input },
    seededRandom(1),
  );
  return text === '' ? '' : `${text}\n`;
};

const BOTH = ['C', 'C.UTF-8'];
/** What counts as space depends on the locale: the Unicode spaces only in a UTF-8 one. */
const UTF8 = ['C.UTF-8'];
const cases: [string, Omit<LinesInput, 'text'>, string[]][] = [
  ['sort', { sort: 'bytes' }, BOTH],
  ['sort -u', { sort: 'bytes', unique: 'all' }, BOTH],
  ['sort | uniq', { sort: 'bytes', unique: 'adjacent' }, BOTH],
  ['sort -r', { sort: 'bytes', reverse: true }, BOTH],
  ['uniq', { unique: 'adjacent' }, BOTH],
  ['tac', { reverse: true }, BOTH],
  ["sed 's/^/- /; s/$/;/'", { prefix: '- ', suffix: ';' }, BOTH],
  ["grep -v '^[[:space:]]*$'", { dropBlank: true }, UTF8],
  ["sed 's/^[[:space:]]*//; s/[[:space:]]*$//'", { trim: true }, UTF8],
];

describe("runLines --split on fast-check's lists against tr and sort", () => {
  it('splits a line of comma-separated items, ended by a line break, as tr , "\\n" | LC_ALL=C sort does', () => {
    const item = fc.string({ unit: fc.constantFrom(...'ab \tZ\r\u00e9😀'), maxLength: 4 });
    const texts = fc
      .sample(fc.array(item, { minLength: 1, maxLength: 6 }), { numRuns: 120, seed: 98 })
      .map((items, at) => `${items.join(',')}${at % 2 ? '\n' : '\r\n'}`);
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-lines-'));
    texts.forEach((text, at) => {
      writeFileSync(join(dir, String(at)), text);
    });
    // tr keeps a CRLF text's last CR; the CRLF texts are given to tr without it, as runLines reads them.
    const script = texts.map(
      (text, at) =>
        `${text.endsWith('\r\n') ? "sed 's/\\r$//'" : 'cat'} ${dir}/${at} | tr , '\\n' | sort; printf '\\036'`,
    );
    const sorted = execFileSync('/bin/sh', ['-c', script.join('\n')], {
      encoding: 'utf8',
      env: { PATH: '/usr/bin:/bin', LC_ALL: 'C' },
    }).split('\u001e');
    const ours = texts.map(
      (text) => `${runLines({ text, split: ',', sort: 'bytes' }, seededRandom(1)).text}\n`,
    );
    expect(ours).toEqual(sorted.slice(0, -1));
  });
});

describe.each(Object.entries(files))('runLines on %s against GNU coreutils', (_, paths) => {
  it.each(cases)('%s', (pipeline, input, locales) => {
    for (const locale of locales) expect(ours(paths, input)).toBe(gnu(pipeline, paths, locale));
  });

  it.each([',', '\\t'])('paste -sd %j', (separator) => {
    expect(ours(paths, { join: separator })).toBe(gnu(`paste -sd '${separator}'`, paths, 'C'));
  });

  it('splits what paste -sd joined back into as many items as it joined', () => {
    const joined = gnu('paste -sd ,', paths, 'C').replace(/\n$/, '');
    const { read } = runLines({ text: joined, split: ',' }, seededRandom(1));
    expect(read).toBe(gnu("tr -cd ','", [], 'C').length + joined.split(',').length);
  });

  it('shuffles into a permutation: sorted again, the lines sort gives', () => {
    const text = paths.map((path) => readFileSync(path, 'utf8')).join('');
    const shuffled = runLines({ text, shuffle: true, seed: 79 }, seededRandom(1)).text;
    expect(shuffled).not.toBe(text.replace(/\n$/, ''));
    // Written as a file is (each line ends with a line break), so a blank last line stays a line.
    expect(`${runLines({ text: `${shuffled}\n`, sort: 'bytes' }, seededRandom(1)).text}\n`).toBe(
      gnu('sort', paths, 'C'),
    );
  });
});
