import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env as processEnv } from 'node:process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateTypes } from './generate';
import { QUICKTYPE_LANGUAGES, type QuicktypeLanguage } from './languages';

// The oracles: each language's own compiler or type checker from Debian (installed by
// support/test-programs.mjs before the tests), on every output for the real JSON corpus: a home timeline
// and one tweet (json/fixtures/SOURCES.md), and every document JSONTestSuite says a parser must accept. All of one
// language's outputs go to one compiler run, each in its own package, module or namespace.

const FIXTURES = join(import.meta.dirname, '../../json/fixtures');
const SUITE = join(FIXTURES, 'JSONTestSuite');
/** Keys that are not the field names a language gives them (fixtures/SOURCES.md). */
const KEYS = join(import.meta.dirname, 'fixtures');
const CORPUS = [
  join(FIXTURES, 'statuses.json'),
  join(FIXTURES, 'status.json'),
  join(KEYS, 'express-package.json'),
  join(KEYS, 'keys.json'),
  ...readdirSync(SUITE)
    .filter((name) => name.startsWith('y_'))
    .sort()
    .map((name) => join(SUITE, name)),
];
/** What no language can be written for: an empty array and a lone null hold no value to type. */
const REFUSED = ['y_array_empty.json', 'y_structure_lonely_null.json', 'y_structure_whitespace_array.json'];

const work = mkdtempSync(join(tmpdir(), 'types-oracle-'));
/** Compiler caches kept between runs (Go's build cache, Rust's compiled serde), so a rerun compiles only the corpus. */
const CACHE = join(import.meta.dirname, '../../../../node_modules/.cache/type-compilers');
const outputs = new Map<QuicktypeLanguage, string[]>();
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  for (const lang of QUICKTYPE_LANGUAGES) {
    const codes: string[] = [];
    const refused: string[] = [];
    for (const file of CORPUS) {
      try {
        codes.push(await generateTypes({ text: readFileSync(file, 'utf8'), lang, name: 'Root' }));
      } catch (error) {
        if (!(error instanceof ToolInputError)) throw error;
        refused.push(file.slice(SUITE.length + 1));
      }
    }
    expect(refused, lang).toEqual(REFUSED);
    outputs.set(lang, codes);
  }
}, 240_000);

/** Runs a compiler; a missing one fails the test, naming the package that brings it. */
function compile(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...processEnv, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error)
    throw new Error(`${command} is not installed (support/test-programs.mjs): ${result.error}`);
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Writes each output to `dir/<file>(index)`, with `edit` making its package or namespace its own. */
function writeAll(
  lang: QuicktypeLanguage,
  dir: string,
  file: (i: number) => string,
  edit = (code: string, _i: number) => code,
) {
  const codes = outputs.get(lang) ?? [];
  expect(codes.length).toBe(CORPUS.length - REFUSED.length);
  codes.forEach((code, i) => {
    const path = join(dir, file(i));
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, edit(code, i));
  });
  return codes;
}

describe('JSON to Types: every corpus output compiles with its language’s own tool', {
  timeout: 600_000,
}, () => {
  it('Go: go vet type-checks every package', () => {
    const dir = join(work, 'go');
    writeAll('go', dir, (i) => `m${i}/types.go`);
    writeFileSync(join(dir, 'go.mod'), 'module corpus\n\ngo 1.19\n');
    const { status, output } = compile('go', ['vet', './...'], dir, {
      GOFLAGS: '-mod=mod',
      GOPROXY: 'off',
      GOCACHE: join(CACHE, 'go'),
    });
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('Rust: cargo checks every module against serde from Debian’s crates, offline', () => {
    const dir = join(work, 'rust');
    writeAll('rust', dir, (i) => `src/m${i}.rs`);
    const count = outputs.get('rust')?.length ?? 0;
    writeFileSync(
      join(dir, 'src/lib.rs'),
      Array.from({ length: count }, (_, i) => `pub mod m${i};\n`).join(''),
    );
    writeFileSync(
      join(dir, 'Cargo.toml'),
      '[package]\nname = "corpus"\nversion = "0.0.0"\nedition = "2018"\n\n[dependencies]\nserde = { version = "1", features = ["derive"] }\nserde_json = "1"\n',
    );
    mkdirSync(join(dir, '.cargo'));
    writeFileSync(
      join(dir, '.cargo/config.toml'),
      '[source.crates-io]\nreplace-with = "debian"\n[source.debian]\ndirectory = "/usr/share/cargo/registry"\n[net]\noffline = true\n',
    );
    const { status, output } = compile('cargo', ['check', '--offline', '--quiet'], dir, {
      CARGO_TARGET_DIR: join(CACHE, 'rust'),
    });
    expect(output.match(/^error.*$/gm) ?? []).toEqual([]);
    expect(status).toBe(0);
  });

  it('Python dataclasses: mypy type-checks every module (and the parse helpers quicktype writes)', () => {
    const dir = join(work, 'python');
    writeAll('python', dir, (i) => `m${i}.py`);
    const { status, output } = compile('/usr/bin/python3', ['-m', 'mypy', '--no-incremental', '.'], dir);
    expect(output).toMatch(/^Success: no issues found in \d+ source files/);
    expect(status).toBe(0);
  });

  it('Python pydantic: mypy --strict type-checks every model', () => {
    const dir = join(work, 'pydantic');
    writeAll('pydantic', dir, (i) => `m${i}.py`);
    const { status, output } = compile(
      '/usr/bin/python3',
      ['-m', 'mypy', '--strict', '--no-incremental', '.'],
      dir,
    );
    expect(output).toMatch(/^Success: no issues found in \d+ source files/);
    expect(status).toBe(0);
  });

  // Runs after the two tests above, which wrote the modules; CORPUS[0], the timeline, is m0 in both folders.
  it('Python: the dataclasses and the pydantic models read the real timeline, all 20 tweets', () => {
    const read = (dir: string, script: string) =>
      compile(
        '/usr/bin/python3',
        ['-c', `import json, m0\ndata = json.load(open(${JSON.stringify(CORPUS[0])}))\n${script}`],
        join(work, dir),
      );
    expect(read('python', 'print(len(m0.roots_from_dict(data)))')).toEqual({ status: 0, output: '20\n' });
    expect(
      read(
        'pydantic',
        'from typing import List\nfrom pydantic import parse_obj_as\nprint(len(parse_obj_as(List[m0.Root], data)))',
      ),
    ).toEqual({ status: 0, output: '20\n' });
  });

  // CORPUS[2] and [3]: keys such as devDependencies, body-parser and class, which a Python field cannot be named.
  it('Python: the dataclasses and the pydantic models read keys that are not Python names, and write them back', () => {
    const roundTrip = (dir: string, i: number, expression: string) =>
      compile(
        '/usr/bin/python3',
        [
          '-c',
          `import json, m${i}\ndata = json.load(open(${JSON.stringify(CORPUS[i])}))\nprint(${expression} == data)`,
        ],
        join(work, dir),
      );
    for (const i of [2, 3]) {
      const python = roundTrip('python', i, `m${i}.root_to_dict(m${i}.root_from_dict(data))`);
      expect(python).toEqual({ status: 0, output: 'True\n' });
      const pydantic = roundTrip('pydantic', i, `m${i}.Root.parse_obj(data).dict(by_alias=True)`);
      expect(pydantic).toEqual({ status: 0, output: 'True\n' });
    }
  });

  it('C#: Mono’s mcs compiles every namespace into one library', () => {
    const dir = join(work, 'csharp');
    const codes = writeAll(
      'csharp',
      dir,
      (i) => `m${i}.cs`,
      (code, i) => code.replace(/^namespace Types$/m, `namespace Types.M${i}`),
    );
    const files = codes.map((_, i) => `m${i}.cs`);
    const { status, output } = compile('mcs', ['-target:library', '-out:corpus.dll', ...files], dir);
    expect(output.match(/error CS\d+.*$/gm) ?? []).toEqual([]);
    expect(status).toBe(0);
  });

  it('Kotlin: kotlinc compiles every package', () => {
    const dir = join(work, 'kotlin');
    writeAll(
      'kotlin',
      dir,
      (i) => `m${i}.kt`,
      (code, i) => code.replace(/^package types$/m, `package types.m${i}`),
    );
    // The compiler's JVM on its first JIT tier only: a run this short is over before the second tier's compiling pays
    // off (7.9 to 4.3 CPU-s for the corpus); the compiler and its verdict are the same.
    const { status, output } = compile(
      'kotlinc',
      ['.', '-d', 'out', '-nowarn', '-J-XX:TieredStopAtLevel=1'],
      dir,
    );
    expect(output.match(/error:.*$/gm) ?? []).toEqual([]);
    expect(status).toBe(0);
  });
});
