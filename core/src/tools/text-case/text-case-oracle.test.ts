import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runTextCase, runTextCount } from './text-case';

// Oracles nobody here wrote: change-case's and title-case's own test tables (corpus/SOURCES.md), and GNU wc.
const corpus = (file: string) => readFileSync(new URL(`corpus/${file}`, import.meta.url), 'utf8');

const CHANGE_CASE_KEYS = {
  camel: 'camelCase',
  pascal: 'pascalCase',
  snake: 'snakeCase',
  kebab: 'kebabCase',
  constant: 'constantCase',
  capital: 'capitalCase',
  sentence: 'sentenceCase',
  dot: 'dotCase',
  path: 'pathCase',
} as const;

describe("runTextCase against change-case's and title-case's own vectors", () => {
  const vectors: ({ input: string; separateNumbers: boolean } & Record<string, string>)[] = JSON.parse(
    corpus('change-case-vectors.json'),
  );
  it.each(vectors)('$input', (vector) => {
    if (vector.input.trim() === '') return expect(() => runTextCase({ text: vector.input })).toThrow();
    const got = Object.fromEntries(
      runTextCase({ text: vector.input, separateNumbers: vector.separateNumbers })
        .results.filter((r) => r.case in CHANGE_CASE_KEYS)
        .map((r) => [CHANGE_CASE_KEYS[r.case as keyof typeof CHANGE_CASE_KEYS], r.text]),
    );
    const expected = Object.fromEntries(Object.values(CHANGE_CASE_KEYS).map((key) => [key, vector[key]]));
    expect(got).toEqual(expected);
  });

  // A blank headline is refused here (a field error), where title-case returns it as it is.
  const titles: { input: string; expected: string }[] = JSON.parse(corpus('title-case-vectors.json')).filter(
    ({ input }: { input: string }) => input.trim() !== '',
  );
  it(`title case of ${titles.length} headlines`, () => {
    const got = titles.map(
      ({ input }) => runTextCase({ text: input, to: 'title', perLine: false }).results[0]?.text,
    );
    expect(got).toEqual(titles.map(({ expected }) => expected));
  });
});

describe('runTextCount against GNU wc', () => {
  // The lines tool's copy of the Big List of Naughty Strings: controls, no-break spaces, a lone byte order mark.
  const files = [
    'change-case-README.md',
    'adduser-copyright.txt',
    'dash-copyright.txt',
    '../../lines/corpus/blns.txt',
  ];
  it.each(files)('%s', (file) => {
    const path = new URL(`corpus/${file}`, import.meta.url).pathname;
    const [newlines, words, characters, bytes] = execFileSync('/usr/bin/wc', ['-l', '-w', '-m', '-c', path], {
      encoding: 'utf8',
      env: { LC_ALL: 'C.UTF-8' },
    })
      .trim()
      .split(/\s+/)
      .map(Number);
    expect(runTextCount(corpus(file))).toMatchObject({ newlines, words, characters, bytes });
  });
});
