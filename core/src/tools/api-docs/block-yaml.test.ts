import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { seededNumbers } from '../../deterministic/seeded-random';
import { readBlockYaml } from './block-yaml';

const CORE = join(import.meta.dirname, '..', '..');

/** js-yaml's answer, the oracle: its value, or that it refuses the text. */
function jsYaml(text: string): { value: unknown } | { refused: true } {
  try {
    return { value: load(text, { schema: CORE_SCHEMA }) };
  } catch {
    return { refused: true };
  }
}

/** The reader gives what js-yaml gives, or leaves the text to it; never a value js-yaml would not give. */
function agrees(text: string): boolean {
  const ours = readBlockYaml(text);
  if (ours === undefined) return true;
  const theirs = jsYaml(text);
  return (
    'value' in theirs &&
    JSON.stringify(ours) === JSON.stringify(theirs.value) &&
    sameNumbers(ours, theirs.value)
  );
}

/** JSON.stringify cannot tell -0, NaN and Infinity apart from 0 and null. */
function sameNumbers(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return Object.is(a, b);
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return true;
  const keys = Object.keys(a);
  return keys.every((key) =>
    sameNumbers((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function yamlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : yamlFiles(path);
    return /\.ya?ml(\.gz)?$/.test(entry.name) ? [path] : [];
  });
}

const read = (path: string) =>
  (path.endsWith('.gz') ? gunzipSync(readFileSync(path)) : readFileSync(path))
    .toString('utf8')
    .replace(/^\uFEFF/, '');

/** Every YAML file of core's fixtures: OpenAPI descriptions, changelog configs, the YAML test suite (402 cases). */
const FILES = yamlFiles(CORE)
  .filter((path) => path.includes(`${join('fixtures')}`))
  .map((path) => ({ name: relative(CORE, path), text: read(path) }));

describe('readBlockYaml, held to js-yaml (CORE_SCHEMA)', () => {
  it('gives what js-yaml gives, or leaves the text to it, on every YAML fixture of core', () => {
    expect(FILES.length).toBeGreaterThan(400);
    expect(FILES.filter(({ text }) => !agrees(text)).map(({ name }) => name)).toEqual([]);
  });

  it("reads the OpenAPI descriptions itself (OpenAI's 3 MB, JSON and quoted strings over many lines included)", () => {
    const descriptions = FILES.filter(({ name }) => name.startsWith(join('tools', 'api-docs', 'fixtures')));
    expect(descriptions.length).toBeGreaterThan(40);
    const left = descriptions.filter(({ text }) => readBlockYaml(text) === undefined).map(({ name }) => name);
    expect(left).toEqual([]);
    const petstore = FILES.find(({ name }) => name.endsWith(join('api-docs', 'fixtures', 'petstore.yaml')));
    expect(readBlockYaml(petstore?.text ?? '')).toMatchObject({
      openapi: '3.0.0',
      info: { title: 'Swagger Petstore' },
    });
  });

  it.each([
    [
      'block mappings and sequences, compact ones in sequences',
      'a:\n  b: 1\n  c:\n    - x\n    - y: 2\n      z: 3\n    - - n\n      - m\nd: e\n',
    ],
    ['a sequence at its key indentation', 'tags:\n- a\n- b\nnext: 1\n'],
    [
      'plain scalars over many lines, blank lines kept as breaks',
      'description: one\n  two\n\n  three\n\n\n  four\nx: 1\n',
    ],
    ['a value on the line below its key', 'key:\n  text on\n  two lines\n'],
    ['comments beside and between nodes', '# head\na: 1 # one\n# between\nb: "two" # two\nc: [x] # three\n'],
    [
      'literal and folded scalars with each chomping',
      'a: |\n  one\n   more\n\n  two\n\n\nb: >\n  one\n  two\n\n  three\n    indented\n  back\nc: |-\n  x\n\nd: |+\n  x\n\n\ne: >-\n  y\nf: |\n\n  after a blank\n',
    ],
    ['a block scalar at the end, with and without a last line break', 'a: |\n  x'],
    ['a block scalar whose blank lines hold spaces', 'a: |\n  x\n      \n  y\n  \n'],
    [
      'integers, floats and their specials',
      'a: [0, -0, +1, 012, 0x1F, 0o17, 0b101, 1e3, 1.5, -.5, .5, 1., 1e999, .inf, -.Inf, .NaN, 1_000, 1.0.0, 0x, 0b2]\n',
    ],
    [
      'null, true and false in their spellings',
      'a: [~, null, Null, NULL, true, True, TRUE, false, False, FALSE, nULL, yes, no, on]\nb:\nc: ~\n',
    ],
    [
      'keys that resolve to other types, as strings',
      '200: ok\n1.0: float\ntrue: bool\nnull: nothing\n0x10: sixteen\n',
    ],
    [
      'quoted scalars and their escapes',
      `a: 'it''s'\nb: "tab\\there \\"q\\" \\\\ \\/ \\u00e9 \\x41 \\U0001F600 \\N \\_ \\L \\e \\0"\n'c d': "e"\n"f": 'g'\n`,
    ],
    [
      'quoted scalars over many lines: folded, blank lines as breaks, an escaped line end joined',
      'a: "one\n  two  \n\n  three\\\n    four"\nb: \'x\n\n\n  y\'\nc: [ "p\n  q", r ]\n',
    ],
    [
      'flow collections over many lines, as Prettier writes JSON',
      'example:\n  {\n    "total": 2,\n    "apis":\n      [\n        { "id": 1, "tags": [] },\n        { "id": 2, },\n      ],\n  }\nafter: 1\n',
    ],
    ['flow mappings with plain keys, empty collections', 'a: { b: 1, c: [x, y], d: {} }\ne: []\nf: {}\n'],
    ['a document marker first', '---\na: 1\n'],
    [
      'plain scalars with colons, hashes and indicators inside',
      'url: http://example.com:8080/a#b\nx: a-b:c\ny: -1\nz: a,b [c] {d}\nw: "quoted"\n',
    ],
    [
      "non-ASCII text, U+00A0 kept at a scalar's end",
      'a: café\nb: 日本語\nc: "emoji 😀"\nd: trailing\u00a0\n',
    ],
  ])('%s', (_, text) => {
    expect(readBlockYaml(text)).not.toBeUndefined();
    expect(agrees(text)).toBe(true);
  });

  it.each([
    ['a key written twice', 'a: 1\na: 2\n'],
    ['a key written twice in a flow mapping', 'a: { b: 1, b: 2 }\n'],
    ['anchors and aliases', 'a: &x 1\nb: *x\n'],
    ['tags', 'a: !!str 1\n'],
    ['tabs', 'a:\n\tb: 1\n'],
    ['CR line ends', 'a: 1\r\nb: 2\r\n'],
    ['a second document', 'a: 1\n---\nb: 2\n'],
    ['text after a document marker', '--- a: 1\n'],
    ['a directive', '%YAML 1.2\n---\na: 1\n'],
    ['bad indentation', 'a:\n    b: 1\n  c: 2\n'],
    ['a sequence item inside a mapping', 'a: 1\n- b\n'],
    ['a scalar document', 'just text\n'],
    ['an empty document', '# only a comment\n'],
    ['a plain scalar that goes on as a mapping', 'a: b\n  c: d\n'],
    ['an explicit block indentation', 'a: |2\n   x\n'],
    ['a complex key', '? a\n: b\n'],
    ['a merge key', 'a: 1\n<<: {b: 2}\n'],
    ['__proto__', '__proto__: 1\n'],
    ['an unclosed flow collection', 'a: [1, 2\n'],
    ['a lone surrogate', 'a: "\ud800"\n'],
    ['a quoted scalar never closed', 'a: "one\n  two\n'],
    ['a document marker inside a quoted scalar', 'a: "one\n---\n  two"\n'],
  ])('leaves %s to js-yaml', (_, text) => {
    expect(readBlockYaml(text)).toBeUndefined();
  });

  it.each([
    ["an empty item on the line of another sequence's `- `", '- - #c\n- - x\n  - y\n- z\n'],
    ['an empty item before a less indented `- `', '- - a\n  -\n- x\n'],
    ["an empty item of a compact mapping's sequence", '- a:\n  -\n- x\n'],
    ['an empty item before a `- ` at its own indentation', 'a:\n- b\n-\nc: 1\n'],
  ])('agrees with js-yaml where it misreads the next line: %s', (_, text) => {
    expect(agrees(text)).toBe(true);
  });

  it('agrees with js-yaml on 4,000 small edits of the fixtures (seeded)', () => {
    const sources = FILES.filter(
      ({ name }) =>
        name.startsWith(join('tools', 'api-docs', 'fixtures', 'p')) || name.includes('yaml-test-suite'),
    );
    const pieces = [
      ' ',
      '  ',
      '\n',
      ':',
      ': ',
      '- ',
      '#',
      ' #',
      '"',
      "'",
      '[',
      ']',
      '{',
      '}',
      ',',
      '|',
      '>',
      '|-',
      '>+',
      '\\',
      '---',
      '...',
      '?',
      '&a',
      '*a',
      '!',
      '0x1F',
      '1e3',
      '-0',
      '~',
      '\n  ',
      '\n- ',
      'a: b',
      '\n\n',
      "''",
    ];
    const next = seededNumbers(43);
    const random = (n: number) => Math.floor(next() * n);
    const disagreements: string[] = [];
    for (let round = 0; round < 4000; round++) {
      const source = sources[(round * 7919) % sources.length]?.text ?? '';
      let text = source;
      for (let edit = 1 + random(3); edit > 0; edit--) {
        const at = random(text.length + 1);
        text =
          random(2) === 0
            ? text.slice(0, at) + pieces[random(pieces.length)] + text.slice(at)
            : text.slice(0, at) + text.slice(at + 1 + random(4));
      }
      if (!agrees(text)) disagreements.push(text);
    }
    expect(disagreements).toEqual([]);
  });
});
