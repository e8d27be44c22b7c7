import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ToolInputError } from '../../errors';
import { runConvert } from './convert';
import { guessFormat } from './formats';
import { MAX_ALIAS_VALUES } from './yaml-aliases';

/** A tweet as Twitter's API sent it: `id` 540897316908331009 is past 2^53 (core/src/json/fixtures/SOURCES.md). */
const TWEET = readFileSync(join(import.meta.dirname, '../../json/fixtures/status.json'), 'utf8');

const COMPOSE = `x-logging: &default-logging
  driver: json-file
  options:
    max-size: "10m"
services:
  web:
    image: nginx:1.27
    ports: ["80:80"]
    logging: *default-logging
  db:
    image: postgres:17
    logging: *default-logging
`;

const CARGO = `[package]
name = "toolbox"
version = "0.1.0"
edition = "2021"
authors = ["Ada <ada@example.com>"]

[dependencies]
serde = { version = "1.0", features = ["derive"] }
tokio = { version = "1", features = ["full"] }

[[bin]]
name = "toolbox"
path = "src/main.rs"

[profile.release]
lto = true
opt-level = 3
released = 2026-01-15T12:00:00Z
`;

/** Python's standard library reads our TOML and JSON back: an implementation independent of ours. */
function python(script: string, input: string): unknown {
  const result = spawnSync('python3', ['-c', script], { input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}
const hasPython = spawnSync('python3', ['-c', 'import tomllib'], { encoding: 'utf8' }).status === 0;

describe('runConvert', () => {
  it('resolves YAML anchors and aliases into JSON', () => {
    const { output, from } = runConvert({ text: COMPOSE, to: 'json' });
    expect(from).toBe('yaml');
    const value = JSON.parse(output);
    expect(value.services.db.logging).toEqual({ driver: 'json-file', options: { 'max-size': '10m' } });
    expect(value.services.web.ports).toEqual(['80:80']);
  });

  it('applies merge keys (<<), as Docker Compose files use them', () => {
    const text = 'x: &d\n  restart: always\n  image: a\nweb:\n  <<: *d\n  image: nginx\n';
    expect(JSON.parse(runConvert({ text, to: 'json' }).output).web).toEqual({
      restart: 'always',
      image: 'nginx',
    });
  });

  it('turns a multi-document YAML stream into a JSON array, and back into documents', () => {
    const stream = 'kind: Service\nname: a\n---\nkind: Deployment\nname: b\n';
    const json = runConvert({ text: stream, to: 'json' });
    expect(json.documents).toBe(2);
    expect(JSON.parse(json.output)).toEqual([
      { kind: 'Service', name: 'a' },
      { kind: 'Deployment', name: 'b' },
    ]);
    expect(runConvert({ text: stream, to: 'yaml' }).output).toBe(stream);
  });

  it('converts a Cargo.toml to JSON and YAML and back to the same value', () => {
    const json = JSON.parse(runConvert({ text: CARGO, to: 'json', fileName: 'Cargo.toml' }).output);
    expect(json.dependencies.serde).toEqual({ version: '1.0', features: ['derive'] });
    expect(json.bin).toEqual([{ name: 'toolbox', path: 'src/main.rs' }]);
    expect(json.profile.release.released).toBe('2026-01-15T12:00:00Z');
    const yaml = runConvert({ text: CARGO, to: 'yaml' }).output;
    const back = runConvert({ text: yaml, to: 'toml', from: 'yaml' }).output;
    const again = JSON.parse(runConvert({ text: back, to: 'json', from: 'toml' }).output);
    expect(again).toEqual(json);
  });

  it.skipIf(!hasPython)('writes TOML that Python’s tomllib reads as the same data', () => {
    const source = {
      title: 'x',
      owner: { name: 'Ada', dob: 1815 },
      list: [1, 2, 3],
      nested: { a: { b: { c: true } } },
      'key with space': 'é"\\',
    };
    const toml = runConvert({ text: JSON.stringify(source), to: 'toml' }).output;
    expect(
      python('import sys, tomllib, json; print(json.dumps(tomllib.loads(sys.stdin.read())))', toml),
    ).toEqual(source);
  });

  // PyYAML (python3-yaml), Ansible's and most tools' reader, reads YAML 1.1: a plain yes or on is true, 1_000 and
  // 1:30 (base 60) numbers, 2001-01-01 a date, 0b101 and 017 binary and octal, a << key a merge, a lone = its !!value.
  // JSON's strings must come back strings there too, and in our own reader (which merges <<, as YAML 1.1 does).
  // scripts/test.mjs installs python3-yaml (support/test-programs.mjs): no skipping.
  it('writes YAML that a YAML 1.1 reader (PyYAML) and ours read as the JSON’s data', () => {
    const words = [
      'yes',
      'No',
      'on',
      'OFF',
      'y',
      'n',
      '~',
      'null',
      '1_000',
      '1:30',
      '190:20:30',
      '0b101',
      '017',
    ];
    const more = [
      '0x1F',
      '0o17',
      '+12',
      '.5',
      '1e3',
      '2001-01-01',
      '2001-12-14t21:59:43.10-05:00',
      '=',
      '<<',
    ];
    const source = {
      strings: [...words, ...more],
      '<<': { a: 1 },
      yes: 'key',
      '1_000': 'key',
      numbers: [1, 1.5, -2],
      flags: [true, false, null],
    };
    const yaml = runConvert({ text: JSON.stringify(source), to: 'yaml' }).output;
    expect(
      python(
        'import sys, yaml, json; print(json.dumps(yaml.load(sys.stdin.read(), Loader=yaml.SafeLoader)))',
        yaml,
      ),
    ).toEqual(source);
    expect(JSON.parse(runConvert({ text: yaml, to: 'json' }).output)).toEqual(source);
  });

  // YAML's printable set leaves out DEL, the C1 controls, U+FFFE and U+FFFF; YAML 1.1 readers take NEL, LS and PS for
  // line breaks. The yaml package wrote them all raw: PyYAML and ruamel.yaml refused the file or folded the text. A
  // tab in a one-line string was written plain, where both refuse it.
  it('escapes the characters YAML cannot hold raw and quotes a tab, so PyYAML reads the strings back', () => {
    const strings = [
      'a\u007fb',
      '\u0080\u009f',
      'line\u0085next',
      'a\u2028b\u2029c',
      '\ufeffx',
      'x\ufffe\uffff',
      'é\u00a0😀',
      'a\tb',
      'x\t:y',
    ];
    const source = { strings, keys: Object.fromEntries(strings.map((text, index) => [text, index])) };
    const yaml = runConvert({ text: JSON.stringify(source), to: 'yaml' }).output;
    expect(
      python(
        'import sys, yaml, json; print(json.dumps(yaml.safe_load(sys.stdin.buffer.read().decode()), ensure_ascii=True))',
        yaml,
      ),
    ).toEqual(source);
    expect(JSON.parse(runConvert({ text: yaml, to: 'json' }).output)).toEqual(source);
  });

  // A line of only spaces or tabs in a multi-line string: the yaml package wrote a block scalar (|+) whose leading
  // blank line readers took for indentation: ' \n' came back '\n', and '\n  \nx' was YAML our own reader refused.
  it('writes a string with a blank line of spaces so that PyYAML and our reader read it back', () => {
    const strings = [' \n', '  \n\n', 'a\n \nb', '\n  \nx', ' \t\n', '\t\n', 'a\n\t\n', '\n \n'];
    const yaml = runConvert({ text: JSON.stringify(strings), to: 'yaml' }).output;
    expect(
      python('import sys, yaml, json; print(json.dumps(yaml.safe_load(sys.stdin.read())))', yaml),
    ).toEqual(strings);
    expect(JSON.parse(runConvert({ text: yaml, to: 'json' }).output)).toEqual(strings);
  });

  it('writes TOML’s dates as YAML timestamps, plain, and a string shaped like one in quotes', () => {
    const toml =
      'a = 1979-05-27T07:32:00-08:00\nb = 1979-05-27\nc = 07:32:00\nd = 1979-05-27T07:32:00\ns = "1979-05-27"\n';
    const yaml = runConvert({ text: toml, to: 'yaml' }).output;
    expect(yaml).toBe(
      'a: 1979-05-27T07:32:00-08:00\nb: 1979-05-27\nc: 07:32:00\nd: 1979-05-27T07:32:00\ns: "1979-05-27"\n',
    );
    const types =
      'import sys, yaml, json; print(json.dumps({k: type(v).__name__ for k, v in yaml.safe_load(sys.stdin).items()}))';
    expect(python(types, yaml)).toEqual({ a: 'datetime', b: 'date', c: 'str', d: 'datetime', s: 'str' });
  });

  // Others' YAML (fixtures/awesome-compose, CC0): written back as YAML, a YAML 1.1 reader must see what ours read.
  // fastapi's `restart: "no"` came out as `restart: no`, PyYAML's false; the workflow's `on:` key PyYAML's true.
  it('writes Docker’s awesome-compose YAML back as YAML that PyYAML reads as the same data', () => {
    const folder = join(import.meta.dirname, 'fixtures', 'awesome-compose');
    const files = readdirSync(folder).sort();
    const read = files.map((name) =>
      JSON.parse(runConvert({ text: readFileSync(join(folder, name), 'utf8'), to: 'json' }).output),
    );
    const written = files.map(
      (name) => runConvert({ text: readFileSync(join(folder, name), 'utf8'), to: 'yaml' }).output,
    );
    const script =
      'import sys, yaml, json; print(json.dumps([yaml.safe_load(t) for t in json.load(sys.stdin)]))';
    expect(files).toHaveLength(42);
    expect(python(script, JSON.stringify(written))).toEqual(read);
  });

  // The yaml package checks each key against every key before it in its map: 40,000 keys took ~10 s, and a 9 MB
  // file of 100,000 four minutes. Keys are now checked once each, and a repeated one is still refused where it is.
  it('reads a map of 40,000 keys in a moment, and refuses a repeated key at its line and column', () => {
    const keys = Array.from({ length: 40_000 }, (_, i) => `key${i}: ${i}\n`).join('');
    const started = performance.now();
    expect(JSON.parse(runConvert({ text: keys, to: 'json', from: 'yaml' }).output).key39999).toBe(39999);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(() => runConvert({ text: 'a: 1\nb:\n  c: 1\n  "c": 2\n', to: 'json' })).toThrow(
      'Invalid YAML at line 4, column 3: Map keys must be unique',
    );
    expect(() => runConvert({ text: '{x: 1, y: 2, x: 3}', to: 'json', from: 'yaml' })).toThrow(
      'Invalid YAML at line 1, column 14: Map keys must be unique',
    );
    expect(() => runConvert({ text: '1: a\n"1": b\n~: c\n', to: 'json' })).not.toThrow();
  });

  it('says a YAML too deep for the parser is nested too deeply, not that it is invalid', () => {
    // 1,000 nested flow lists: valid YAML past the yaml package's recursion (the JSON reader's limit is higher).
    const deep = `a: ${'['.repeat(1000)}${']'.repeat(1000)}\n`;
    expect(() => runConvert({ text: deep, to: 'json' })).toThrow(
      /^The YAML is nested too deeply to process \(at line 1, column \d+\)\.$/,
    );
  });

  // YAML 1.2's core schema: !!float takes any number it writes (1, "2", 1e3, .inf), as PyYAML and ruamel.yaml read it;
  // the yaml package resolves only a float written with a dot, and left the rest strings with a warning.
  it('reads an explicit !!float as a float, and refuses a value its core tag cannot hold', () => {
    const text =
      'a: !!float 1\nb: !!float "2"\nc: !!float 1e3\nd: !!float -.inf\ne: !!float 0.5\nf: !Ref x\n';
    expect(runConvert({ text, to: 'yaml' }).output).toBe(
      'a: 1.0\nb: 2.0\nc: 1000.0\nd: -.inf\ne: 0.5\nf: x\n',
    );
    expect(() => runConvert({ text: 'n: 1\nm: !!int 1.5\n', to: 'json' })).toThrow(
      'Invalid YAML at line 2, column 4: !!int 1.5 is not an integer',
    );
    expect(() => runConvert({ text: 'x: !!float one\n', to: 'json' })).toThrow(
      'Invalid YAML at line 1, column 4: !!float one is not a float',
    );
  });

  it('keeps a float a float and infinity infinite: 1.0 is not 1, .inf is not null', () => {
    expect(runConvert({ text: 'a: &n {x: 1, y: 1.0}\nb: *n\n', to: 'json' }).output).toBe(
      '{\n  "a": {\n    "x": 1,\n    "y": 1.0\n  },\n  "b": {\n    "x": 1,\n    "y": 1.0\n  }\n}\n',
    );
    const yaml = 'ratio: 1.0\nbig: 2e3\ncount: 3\nceiling: .inf\nfloor: -.inf\nunknown: .nan\n';
    expect(runConvert({ text: yaml, to: 'yaml' }).output).toBe(
      'ratio: 1.0\nbig: 2000.0\ncount: 3\nceiling: .inf\nfloor: -.inf\nunknown: .nan\n',
    );
    expect(runConvert({ text: yaml, to: 'toml' }).output).toBe(
      'ratio = 1.0\nbig = 2000.0\ncount = 3\nceiling = inf\nfloor = -inf\nunknown = nan\n',
    );
    expect(runConvert({ text: 'ratio = 1.0\ncount = 3\n', to: 'json' }).output).toBe(
      '{\n  "ratio": 1.0,\n  "count": 3\n}\n',
    );
    expect(() => runConvert({ text: yaml, to: 'json' })).toThrow(
      'JSON has no infinity or NaN: ceiling is infinity. Quote it as a string, or convert to YAML or TOML.',
    );
  });

  it('writes TOML dates and times as written, without milliseconds they did not have', () => {
    const toml =
      'at = 1979-05-27T00:32:00-07:00\nlocal = 1979-05-27T07:32:00\nday = 1979-05-27\nt = 07:32:00\nms = 00:32:00.999\n';
    expect(runConvert({ text: toml, to: 'toml' }).output).toBe(toml);
    expect(JSON.parse(runConvert({ text: toml, to: 'json' }).output)).toEqual({
      at: '1979-05-27T00:32:00-07:00',
      local: '1979-05-27T07:32:00',
      day: '1979-05-27',
      t: '07:32:00',
      ms: '00:32:00.999',
    });
  });

  it('sorts keys at every depth when asked', () => {
    const { output } = runConvert({
      text: '{"b":{"z":1,"a":2},"a":[{"d":1,"c":2}]}',
      to: 'yaml',
      sortKeys: true,
    });
    expect(output).toBe('a:\n  - c: 2\n    d: 1\nb:\n  a: 2\n  z: 1\n');
  });

  it.each([
    [
      '{"a": 1,}',
      'json',
      'Invalid JSON string: Expected a property name in double quotes at line 1, column 9.',
    ],
    [
      'a: 1\n b: 2\n',
      'yaml',
      'Invalid YAML at line 1, column 4: Nested mappings are not allowed in compact mappings',
    ],
    [
      'a: [1, 2\n',
      'yaml',
      'Invalid YAML at line 2, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
    ['[server]\nport = 80\nport = 81\n', 'toml', /^Invalid TOML at line 3, column \d+: /],
    ['name = "unterminated\n', 'toml', /^Invalid TOML at line 1, column \d+: /],
  ] as const)('names the line and column of %j (%s)', (text, from, message) => {
    expect(() => runConvert({ text, from, to: 'json' })).toThrow(message);
    expect(() => runConvert({ text, from, to: 'json' })).toThrow(ToolInputError);
  });

  it.each([
    ['[1, 2]', 'TOML needs a table (an object with keys) at the top, not a list or a single value.'],
    ['{"a": {"b": null}}', 'TOML has no null: a.b is null. Remove it or give it a value.'],
    ['a: 1\n---\nb: 2\n', /holds 2 documents; TOML holds one/],
  ])('refuses what TOML cannot hold: %j', (text, message) => {
    expect(() => runConvert({ text, to: 'toml' })).toThrow(message);
  });

  it('refuses a billion-laughs alias bomb instead of expanding it', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]']
      .concat(
        Array.from(
          { length: 8 },
          (_, i) => `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(',')}]`,
        ),
      )
      .join('\n');
    expect(() => runConvert({ text: bomb, to: 'json' })).toThrow(/Invalid YAML: .*alias/i);
  });

  it('a YAML whose 400 KB anchor is aliased 99 times is refused with one line, not written out', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `    - row ${i}`).join('\n');
    const text = `base: &big\n  rows:\n${rows}\ncopies:\n${Array(99).fill('  - *big').join('\n')}\n`;
    expect(text.length).toBeGreaterThan(100_000);
    expect(() => runConvert({ text, to: 'json' })).toThrow(
      `Invalid YAML: its aliases expand to more than ${MAX_ALIAS_VALUES.toLocaleString('en-US')} values (at *big, line 10013, column 5); refused as a "billion laughs" expansion.`,
    );
    // Within the bound, aliases expand as before.
    const few = `base: &b {x: 1}\nuses: [${Array(50).fill('*b').join(', ')}]\n`;
    expect(JSON.parse(runConvert({ text: few, to: 'json' }).output).uses).toHaveLength(50);
  });

  it.each([
    ['a: &a [1, *a]\n', 'Invalid YAML at line 1, column 11: the alias *a is inside the node it names'],
    [
      'a: &a\n  b:\n    c: *a\n',
      'Invalid YAML at line 3, column 8: the alias *a is inside the node it names',
    ],
  ])('a self-referencing alias is one clear line: %j', (text, message) => {
    for (const to of ['json', 'yaml', 'toml'] as const) {
      expect(() => runConvert({ text, to })).toThrow(message);
      expect(() => runConvert({ text, to })).toThrow(ToolInputError);
    }
  });

  it('writes a tweet’s id past 2^53 exactly to JSON, YAML and TOML', () => {
    expect(JSON.stringify(JSON.parse(TWEET))).not.toContain('"id":540897316908331009');
    const json = runConvert({ text: TWEET, to: 'json' }).output;
    expect(json).toContain('"id": 540897316908331009,');
    const yaml = runConvert({ text: TWEET, to: 'yaml' }).output;
    expect(yaml).toContain('\nid: 540897316908331009\n');
    // The yaml package reads it back as the same integer.
    expect(parseYaml(yaml, { intAsBigInt: true }).id).toBe(540897316908331009n);
    // TOML has no null: the tweet without its null fields.
    const toml = runConvert({ text: TWEET.replace(/,"\w+":null/g, ''), to: 'toml' }).output;
    expect(toml).toContain('\nid = 540897316908331009\n');
    // And every way back to JSON keeps the digits.
    for (const [text, from] of [
      [yaml, 'yaml'],
      [toml, 'toml'],
    ] as const)
      expect(runConvert({ text, from, to: 'json' }).output).toContain('"id": 540897316908331009,');
  });

  it.skipIf(!hasPython)('Python reads the big integers back exactly from our JSON and TOML', () => {
    const text = '{"id": 12345678901234567890, "small": -9223372036854775808, "x": [1.0000000000000000001]}';
    expect(
      python(
        'import sys, json; d = json.load(sys.stdin); print(json.dumps([str(d["id"]), str(d["small"]), repr(d["x"][0])]))',
        runConvert({ text, to: 'json' }).output,
      ),
    ).toEqual(['12345678901234567890', '-9223372036854775808', '1.0']);
    const toml = runConvert({ text: '{"id": 9223372036854775807}', to: 'toml' }).output;
    expect(
      python(
        'import sys, tomllib, json; print(json.dumps(str(tomllib.loads(sys.stdin.read())["id"])))',
        toml,
      ),
    ).toBe('9223372036854775807');
  });

  it.each([
    ['{"id": 12345678901234567890}', 'id is 12345678901234567890'],
    ['{"a": [1.0000000000000000001]}', 'a[0] is 1.0000000000000000001'],
    ['{"a": {"b": 1e400}}', 'a.b is 1e400'],
  ])('refuses a number TOML cannot hold exactly: %j', (text, where) => {
    expect(() => runConvert({ text, to: 'toml' })).toThrow(
      `TOML holds 64-bit integers and 64-bit floats: ${where}, which TOML cannot hold exactly.`,
    );
  });

  it('reads poetry’s own pyproject.toml piped in, with no name to go by, as TOML', () => {
    const text = readFileSync(join(import.meta.dirname, 'fixtures', 'poetry', 'pyproject.toml'), 'utf8');
    const { from, output } = runConvert({ text, to: 'json' });
    expect(from).toBe('toml');
    const { project } = JSON.parse(output);
    expect(project).toMatchObject({ name: 'poetry', 'requires-python': '>=3.10,<4.0' });
    expect(project.dependencies).toContain('packaging (>=24.2)');
  });

  it.each([
    ['{"a":1}', 'json'],
    ['[{"a":1}]', 'json'],
    ['[package]\nname = "x"\n', 'toml'],
    ['name = "x"\nversion = 1\n', 'toml'],
    ['name: x\nlist:\n  - 1\n', 'yaml'],
    ['- a\n- b\n', 'yaml'],
    // An array of tables first (Cargo's [[bin]], pyproject's [[tool.poetry.source]]) was read as JSON and refused.
    ['[[bin]]\nname = "toolbox"\npath = "src/main.rs"\n', 'toml'],
    ['[[tool.poetry.source]]\nname = "pypi"\n', 'toml'],
    ['[[1, 2], [3]]', 'json'],
    ['[[true]]', 'json'],
    ['[["a"]]\n', 'json'],
    ['[[]]', 'json'],
    // A multi-line array or string outnumbered the key = value lines: read as YAML, refused or made one string.
    ['name = "x"\ndependencies = [\n  "requests>=2",\n  "rich",\n  "typer",\n]\n', 'toml'],
    ['# ruff\n\nselect = [\n  "E",\n  "F",\n  "I",\n]\n', 'toml'],
    ['description = """\nline one\nline two\n"""\n', 'toml'],
    ['script: |\n  A = 1\n  B = 2\n  C = 3\n', 'yaml'],
    ['# a = 1\nkey: value\n', 'yaml'],
  ] as const)('guesses %j is %s', (text, format) => {
    expect(guessFormat(text)).toBe(format);
  });
});
