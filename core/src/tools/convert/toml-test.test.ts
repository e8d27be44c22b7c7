// toml-test's valid TOML 1.0 documents (fixtures/SOURCES.md) through convert, checked by two readers independent of
// ours: each test's own typed answer for the JSON, and Python's tomllib for the TOML written back.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapedErrors } from '../../testing/json-test-suite';
import { runConvert } from './convert';

const ROOT = join(import.meta.dirname, 'fixtures', 'toml-test');

function tomlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? tomlFiles(join(folder, entry.name))
      : entry.name.endsWith('.toml')
        ? [join(folder, entry.name)]
        : [],
  );
}

const cases = tomlFiles(join(ROOT, 'valid'))
  .sort()
  .map((file) => ({
    name: relative(ROOT, file),
    toml: readFileSync(file, 'utf8'),
    expected: readFileSync(file.replace(/\.toml$/, '.json'), 'utf8'),
  }))
  // A blank document is refused as empty input ("Please enter some JSON, YAML or TOML.").
  .filter((test) => test.toml.trim() !== '');

/** What each converter wrote, or its refusal. */
const attempt = (text: string, to: 'json' | 'toml') => {
  try {
    return { output: runConvert({ text, from: 'toml', to }).output };
  } catch (error) {
    return { refused: (error as Error).message };
  }
};

/**
 * Python compares, for every test: our JSON (json.loads tells 1 from 1.0) with the test's typed answer, and our TOML
 * with the original, both read by tomllib. Times are compared to the millisecond, as TOML lets a reader keep them.
 */
const CHECK = String.raw`
import sys, json, math, tomllib, datetime
def ms(v):
    if isinstance(v, (datetime.datetime, datetime.time)): return v.replace(microsecond=v.microsecond // 1000 * 1000)
    if isinstance(v, float) and math.isnan(v): return 'nan'
    if isinstance(v, dict): return {k: ms(x) for k, x in v.items()}
    if isinstance(v, list): return [ms(x) for x in v]
    return v
def typed(v):
    if isinstance(v, list): return [typed(x) for x in v]
    if isinstance(v, dict) and set(v) == {'type', 'value'} and isinstance(v['type'], str):
        t, s = v['type'], v['value']
        if t == 'integer': return int(s)
        if t == 'float': return float(s)
        if t == 'bool': return s == 'true'
        if t == 'string': return s
        return ('time', s.replace(' ', 'T').upper())
    if isinstance(v, dict): return {k: typed(x) for k, x in v.items()}
    return v
def ours(v):
    if isinstance(v, list): return [ours(x) for x in v]
    if isinstance(v, dict): return {k: ours(x) for k, x in v.items()}
    return v
def strings_as_times(v, like):
    if isinstance(like, tuple) and isinstance(v, str): return ('time', v.upper())
    if isinstance(like, list) and isinstance(v, list): return [strings_as_times(x, y) for x, y in zip(v, like)] + v[len(like):]
    if isinstance(like, dict) and isinstance(v, dict): return {k: strings_as_times(x, like.get(k)) for k, x in v.items()}
    return v
def same(a, b):
    return type(a) == type(b) and (a == b if not isinstance(a, (dict, list)) else (
        a.keys() == b.keys() and all(same(a[k], b[k]) for k in a) if isinstance(a, dict)
        else len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))))
problems = []
for test in json.load(sys.stdin):
    expected = typed(json.loads(test['expected']))
    if 'output' in test['json']:
        got = strings_as_times(json.loads(test['json']['output']), expected)
        if not same(got, expected): problems.append([test['name'], 'json', repr(got)[:300], repr(expected)[:300]])
    if 'output' not in test['toml']:
        problems.append([test['name'], 'toml refused', test['toml']['refused']])
    else:
        try: back = ms(tomllib.loads(test['toml']['output']))
        except Exception as error: back = str(error)
        # tomllib takes text decoded as utf-8-sig: without the byte order mark.
        if not same(back, ms(tomllib.loads(test['toml_text'].removeprefix('\ufeff')))):
            problems.append([test['name'], 'toml', test['toml']['output'][:300], str(back)[:200]])
print(json.dumps(problems))
`;

const hasPython = spawnSync('python3', ['-c', 'import tomllib'], { encoding: 'utf8' }).status === 0;

describe('convert on toml-test (TOML 1.0.0, valid)', () => {
  const results = cases.map((test) => ({
    name: test.name,
    expected: test.expected,
    toml_text: test.toml,
    json: attempt(test.toml, 'json'),
    toml: attempt(test.toml, 'toml'),
  }));

  it(`reads all ${cases.length}; JSON refuses only infinity and NaN, which it has no way to write`, () => {
    expect(cases.length).toBeGreaterThan(190);
    const refused = results.flatMap((r) => ('refused' in r.json ? [`${r.name}: ${r.json.refused}`] : []));
    expect(refused.every((line) => line.includes('JSON has no infinity or NaN'))).toBe(true);
    expect(refused.map((line) => line.split(':')[0])).toEqual([
      'valid/comment/after-literal-no-ws.toml',
      'valid/float/inf-and-nan.toml',
      'valid/spec-1.0.0/float-2.toml',
    ]);
  });

  it.skipIf(!hasPython)(
    "writes JSON with the test's typed values (1.0 stays a float, dates as written) and TOML tomllib reads as the original",
    () => {
      const python = spawnSync('python3', ['-c', CHECK], {
        input: JSON.stringify(results),
        encoding: 'utf8',
      });
      expect(python.stderr).toBe('');
      expect(JSON.parse(python.stdout)).toEqual([]);
    },
  );
});

describe('convert on toml-test (TOML 1.0.0, days the calendar does not have)', () => {
  const invalid = tomlFiles(join(ROOT, 'invalid')).sort();

  it.each(invalid.map((file) => ({ name: relative(ROOT, file), text: readFileSync(file, 'utf8') })))(
    '$name is refused where the date is written, not rolled over to March',
    ({ text }) => {
      const date = /\d{4}-02-\d\d/.exec(text)?.[0];
      expect(() => runConvert({ text, from: 'toml', to: 'json' })).toThrow(
        `Invalid TOML at line 1, column ${text.indexOf(date as string) + 1}: ${date} is not a day of the calendar`,
      );
    },
  );

  it('leaves dates in strings and comments, and keys shaped like dates, alone', () => {
    const text = [
      '2023-02-30 = "a key"',
      '"2023-02-31" = 1 # 2023-02-30',
      'when = [2024-02-29, 2023-02-28]',
      "note = '''",
      '2023-02-30',
      "'''",
      'dotted.2023-02-30.key = { 2023-02-30 = 2000-02-29 }',
      '[2023-04-31]',
      'x = 1',
      '',
    ].join('\n');
    expect(JSON.parse(runConvert({ text, from: 'toml', to: 'json' }).output)).toEqual({
      '2023-02-30': 'a key',
      '2023-04-31': { x: 1 },
      '2023-02-31': 1,
      when: ['2024-02-29', '2023-02-28'],
      note: '2023-02-30\n',
      dotted: { '2023-02-30': { key: { '2023-02-30': '2000-02-29' } } },
    });
    expect(() => runConvert({ text: 'a = [\n  [2023-02-30],\n]\n', from: 'toml', to: 'json' })).toThrow(
      'Invalid TOML at line 2, column 4: 2023-02-30 is not a day of the calendar',
    );
  });
});

describe('convert on JSONTestSuite (json/fixtures/SOURCES.md)', () => {
  it('lets nothing but a ToolInputError out, to YAML or to TOML', async () => {
    expect(
      await escapedErrors((text) => runConvert({ text, from: 'json', to: 'yaml', sortKeys: true })),
    ).toEqual([]);
    expect(await escapedErrors((text) => runConvert({ text, from: 'json', to: 'toml' }))).toEqual([]);
  });

  it('refuses what TOML cannot hold (a lone surrogate in a key or a value) by its path', () => {
    expect(() => runConvert({ text: '{"\\uD800": 1}', from: 'json', to: 'toml' })).toThrow(
      'TOML holds Unicode text only: the key "\\ud800" has a lone surrogate (\\ud800, half of a UTF-16 pair).',
    );
    expect(() => runConvert({ text: '{"a": "x\\uDFFF"}', from: 'json', to: 'toml' })).toThrow(
      'TOML holds Unicode text only: a has a lone surrogate (\\udfff, half of a UTF-16 pair).',
    );
  });
});
