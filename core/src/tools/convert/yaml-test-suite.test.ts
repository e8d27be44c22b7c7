// yaml-test-suite's 350 YAML streams (fixtures/SOURCES.md) through convert: the JSON the suite gives, an error where
// the suite says the YAML is invalid, and nothing else on stderr.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runConvert } from './convert';

const ROOT = join(import.meta.dirname, 'fixtures', 'yaml-test-suite');

/** Each test's folder: `ID`, or `ID/00`… where one id holds several. */
const tests = readdirSync(ROOT)
  .sort()
  .flatMap((id) =>
    existsSync(join(ROOT, id, 'in.yaml')) ? [id] : readdirSync(join(ROOT, id)).map((sub) => `${id}/${sub}`),
  )
  .map((id) => {
    const file = (name: string) => join(ROOT, id, name);
    return {
      id,
      yaml: readFileSync(file('in.yaml'), 'utf8'),
      json: existsSync(file('in.json')) ? readFileSync(file('in.json'), 'utf8') : undefined,
      invalid: existsSync(file('error')),
    };
  });

/** The values of a stream of JSON texts (the suite writes one per document), each parsed whole. */
function jsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let rest = text.trim();
  while (rest !== '') {
    // The shortest prefix ending at a line break that parses is the first value.
    const ends = [...rest.matchAll(/\n|$/g)].map((match) => match.index);
    const end = ends.find((at) => {
      try {
        JSON.parse(rest.slice(0, at));
        return true;
      } catch {
        return false;
      }
    });
    if (end === undefined) throw new Error(`not a JSON stream: ${rest.slice(0, 40)}`);
    values.push(JSON.parse(rest.slice(0, end)));
    rest = rest.slice(end).trim();
  }
  return values;
}

/** Invalid YAML the yaml library accepts: a directive followed by no document (`%YAML 1.2` then `...`). */
const ACCEPTED_INVALID = ['9MMA', 'SF5V'];
/**
 * Streams that end in a bare `...`: the library reads one more, empty document (null) than the suite (HWV9, QT73:
 * none; M7A3: two).
 */
const EXTRA_EMPTY_DOCUMENT = ['HWV9', 'M7A3', 'QT73'];

const convert = (text: string): { output: string } | { refused: Error } => {
  try {
    return { output: runConvert({ text, from: 'yaml', to: 'json' }).output };
  } catch (error) {
    return { refused: error as Error };
  }
};

describe('convert on yaml-test-suite', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has its tests: 350 and more, with JSON or an error for most', () => {
    expect(tests.length).toBeGreaterThan(350);
    expect(tests.filter((test) => test.json !== undefined).length).toBeGreaterThan(270);
    expect(tests.filter((test) => test.invalid).length).toBeGreaterThan(90);
  });

  it('refuses the invalid YAML with a ToolInputError naming the place', () => {
    const accepted = tests.filter((test) => test.invalid && 'output' in convert(test.yaml));
    expect(accepted.map((test) => test.id)).toEqual(ACCEPTED_INVALID);
    for (const test of tests.filter((test) => test.invalid)) {
      const result = convert(test.yaml);
      if ('refused' in result) expect(result.refused.name, test.id).toBe('ToolInputError');
    }
  });

  it("writes the suite's JSON: !!binary as its text, !!omap as its list, !!set as its map of nulls", () => {
    const differ: string[] = [];
    for (const test of tests.filter((t) => t.json !== undefined && !t.invalid && t.yaml.trim() !== '')) {
      const result = convert(test.yaml);
      const expected = jsonValues(test.json ?? '');
      const ours = 'output' in result ? JSON.parse(result.output) : result.refused.message;
      try {
        expect(ours).toEqual(expected.length === 1 ? expected[0] : expected);
      } catch {
        differ.push(test.id);
      }
    }
    expect(differ).toEqual(EXTRA_EMPTY_DOCUMENT);
  });

  it('says nothing on stderr (a map as a key is written as its YAML text)', () => {
    const warn = vi.spyOn(process, 'emitWarning');
    for (const test of tests) convert(test.yaml);
    expect(warn).not.toHaveBeenCalled();
    expect(JSON.parse(runConvert({ text: '? [a, b]\n: c\n', from: 'yaml', to: 'json' }).output)).toEqual({
      '[ a, b ]': 'c',
    });
  });
});
