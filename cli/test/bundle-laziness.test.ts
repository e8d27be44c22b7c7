import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FAST_BUNDLES } from '../src/fast-commands';
import { signedInConfigHome } from './signed-in-config-home.mjs';

/** Packages that must load only inside a command's run(), never for --help or parsing (commands/index.ts). */
const heavy = ['ink', 'react', 'react-reconciler', 'yoga-layout', '@napi-rs/canvas'];

interface Output {
  entryPoint?: string;
  imports: { path: string; kind: string; external?: boolean }[];
  inputs: Record<string, unknown>;
}
const dist = join(import.meta.dirname, '..', 'dist');
const meta = JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8')) as {
  inputs: Record<string, { imports: { path: string }[] }>;
  outputs: Record<string, Output>;
};

/** Every input file and external module an output loads before its code runs (dynamic imports excluded). */
function loadedEagerly(start: string): string[] {
  const seen = new Set<string>();
  const loaded: string[] = [];
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const output = meta.outputs[path];
    if (!output) return;
    loaded.push(...Object.keys(output.inputs));
    for (const imported of output.imports) {
      if (imported.kind === 'dynamic-import') continue;
      if (imported.external) loaded.push(imported.path);
      else visit(imported.path);
    }
  };
  visit(start);
  return loaded;
}

const heavyIn = (files: string[]) =>
  files.filter((file) => heavy.some((name) => file === name || file.includes(`node_modules/${name}/`)));

const outputFor = (entryPoint: string) =>
  Object.entries(meta.outputs).find(([, output]) => output.entryPoint === entryPoint)?.[0];

const commandOutputs = Object.entries(meta.outputs).filter(([, output]) =>
  /^src\/commands\/(?!index\.ts$)[^/]+\.ts$/.test(output.entryPoint ?? ''),
);

describe('the built bundle stays lazy', () => {
  it('the launcher, dist/toolbox.js, loads one bundle (a CommonJS one or the CLI), and nothing for --version', () => {
    const launcher = readFileSync(join(dist, 'toolbox.js'), 'utf8');
    // Only built-in modules (for the compile cache); the one file it loads is one of the bundles. The one require
    // of a name is a bundle's own require(), handed on (launcher.ts, bundleRequire).
    expect(launcher.match(/\bimport\s*\(/g)).toEqual(['import(']);
    const required = launcher.match(/\brequire\s*\([^)]*\)/g) ?? [];
    expect(new Set(required.filter((call) => call.includes('"')))).toEqual(
      new Set(['require("node:path")', 'require("node:fs")', 'require("node:module")', 'require("node:vm")']),
    );
    expect(required.filter((call) => !call.includes('"'))).toHaveLength(1);
    expect(launcher).toContain('"./toolbox.mjs"');
    expect(launcher).toContain('"hook/commit-lint.cjs"');
    for (const bundle of Object.keys(FAST_BUNDLES)) expect(launcher).toContain(`"${bundle}"`);
    expect(launcher).not.toMatch(/^import\b/m);
  });

  // The CommonJS bundles are one file each: what a run may reach is in it, initialised only when reached.
  const inputsOf = (output: string) => Object.keys(meta.outputs[output]!.inputs);

  it('the hook path, dist/hook/commit-lint.cjs, holds the lint and its config reading, not commander or the CLI', () => {
    const inputs = inputsOf('dist/hook/commit-lint.cjs');
    expect(inputs).toContain('src/commands/commit-lint.ts');
    expect(inputs).toContain('src/platform/commitlint-config.ts');
    // Nor the sign-in modules: the hook never signs in (build.mjs, hookWithoutSignIn).
    for (const unwanted of [
      'commander',
      'src/main.ts',
      'src/commands/commit.ts',
      'src/platform/sign-in.ts',
      'src/platform/credentials.ts',
      'core/src/account/',
    ])
      expect(inputs.filter((file) => file.includes(unwanted))).toEqual([]);
    expect(heavyIn(inputs)).toEqual([]);
    // Nor the YAML parser, which only a YAML config needs: it is dist/hook/yaml.cjs (build.mjs, hookYamlApart).
    expect(inputs.filter((file) => file.includes('/yaml/'))).toEqual([]);
    expect(
      inputsOf('dist/hook/yaml.cjs').filter((file) => file.includes('/yaml/dist/')).length,
    ).toBeGreaterThan(50);
  });

  it.each(Object.entries(FAST_BUNDLES))(
    'the small commands of dist/%s: main.ts and those commands only, nothing heavy',
    (bundle, commands) => {
      const inputs = inputsOf(`dist/${bundle}`);
      expect(inputs).toContain('src/main.ts');
      // Its copy of the command table (commands/index.ts) keeps only their loaders (build.mjs, fastCommandsOnly):
      // their modules, and the modules they are split into (commit-lint.ts, api-docs-load.ts, ...).
      const commandFiles = inputs.filter((file) => /^src\/commands\/(?!index\.ts$)/.test(file));
      const own = commands.map((name) => `src/commands/${name}`);
      expect(own.filter((module) => !commandFiles.includes(`${module}.ts`))).toEqual([]);
      expect(commandFiles.filter((file) => !own.some((module) => file.startsWith(module)))).toEqual([]);
      // Nor an interactive screen or a module from the user's disk: stand-ins there (build.mjs, fullCliOnly).
      expect(inputs.filter((file) => /^src\/(ui\/|platform\/import-file)/.test(file))).toEqual([]);
      expect(heavyIn(inputs)).toEqual([]);
    },
  );

  // culori registers its thirty colour spaces as it loads: `tailwind optimize` shares a bundle with the palette.
  it('culori is reached only through its stand-in, and the QR code never reaches it', () => {
    const commonJs = Object.keys(meta.outputs).filter((path) => path.endsWith('.cjs'));
    const withCulori = commonJs.filter((path) =>
      inputsOf(path).some((file) => file.includes('/node_modules/culori/')),
    );
    expect(withCulori).toContain('dist/fast/tailwind.cjs');
    for (const path of withCulori) expect(inputsOf(path), path).toContain('lazy-function-module:culori');
    expect(inputsOf('dist/fast/qr.cjs').filter((file) => file.includes('culori'))).toEqual([]);
  });

  // yaml builds its schemas as it loads; `api-docs` reads with js-yaml and asks yaml only where an error is.
  it("core's YAML parsing reaches yaml through a stand-in; the hook's import() of it stays its own file", () => {
    expect(meta.inputs['../core/src/tools/api-docs/parse.ts']?.imports.map((entry) => entry.path)).toContain(
      'lazy-function-module:yaml',
    );
    expect(inputsOf('dist/hook/commit-lint.cjs').filter((file) => file.includes('yaml'))).toEqual([
      'hook-yaml-apart:yaml',
    ]);
  });

  // js-yaml builds its schemas as it loads; `api-docs` reads the block YAML most descriptions are in without it.
  it("core's description parsing reaches js-yaml through a stand-in, and nothing else reaches it", () => {
    expect(meta.inputs['../core/src/tools/api-docs/parse.ts']?.imports.map((entry) => entry.path)).toContain(
      'lazy-function-module:./js-yaml-core',
    );
    const importers = Object.entries(meta.inputs)
      .filter(([, input]) => input.imports.some((entry) => /node_modules\/js-yaml\//.test(entry.path)))
      .map(([file]) => file);
    expect(importers).toEqual(['../core/src/tools/api-docs/js-yaml-core.ts']);
  });

  // The page's CSP hash, sanitizer allowlists and payload: `api-docs --format md` writes no HTML.
  it("core's API docs reach the HTML page's module through a stand-in", () => {
    for (const module of ['../core/src/tools/api-docs/generate.ts', '../core/src/tools/api-docs/run-docs.ts'])
      expect(meta.inputs[module]?.imports.map((entry) => entry.path)).toContain(
        'lazy-function-module:./html',
      );
  });

  it('the bundle entry, dist/toolbox.mjs, loads main.ts only on demand', () => {
    expect(
      meta.outputs['dist/toolbox.mjs']!.imports.filter((entry) => entry.kind !== 'dynamic-import'),
    ).toEqual([]);
  });

  it('has a chunk of its own for every command module', () => {
    expect(commandOutputs.map(([, output]) => output.entryPoint)).toContain('src/commands/list.ts');
  });

  it('main loads no command module, adapter or sign-in check, and nothing heavy, until a command runs', () => {
    const loaded = loadedEagerly(outputFor('src/main.ts')!);
    expect(loaded.filter((file) => /^src\/commands\/(?!index\.ts$)/.test(file))).toEqual([]);
    // Adapters and the sign-in check load with the command that uses them (ctx.requireCredential imports it); only
    // the context's small ports are there from the start: the clock, Web Crypto's randomness, and the process's
    // stdout and stderr lines (written with node:fs until a command needs the streams), and the switch that lets a
    // command change V8's flags in a process of its own (v8-flags.ts: a few lines, no imports).
    const ports = [
      'src/platform/clock.ts',
      'src/platform/random.ts',
      'src/platform/stdio-lines.ts',
      'src/platform/v8-flags.ts',
    ];
    expect(loaded.filter((file) => /^src\/platform\//.test(file) && !ports.includes(file))).toEqual([]);
    expect(heavyIn(loaded)).toEqual([]);
  });

  it.each(commandOutputs)('%s: parsing and --help load nothing heavy', (path) => {
    expect(heavyIn(loadedEagerly(path))).toEqual([]);
  });
});

// A module a command bundle holds for a rare case is a stand-in until first called (build.mjs, lazyFunctionModules):
// what a run loads from Node shows it, the built-in modules being the costly part of a bundle's start.
describe('what a small command loads from Node when it runs', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'toolbox-lazy-'));
  writeFileSync(join(cwd, 'plan.txt'), 'Launch\n- Backend API (in progress)\n  - Auth: done\n');
  writeFileSync(join(cwd, 'data.json'), '{"name":"toolbox","tags":["cli","web"]}');
  copyFileSync(
    join(import.meta.dirname, '..', '..', 'core', 'src', 'tools', 'api-docs', 'fixtures', 'petstore.yaml'),
    join(cwd, 'petstore.yaml'),
  );
  copyFileSync(
    join(
      import.meta.dirname,
      '..',
      '..',
      'core',
      'src',
      'tools',
      'certificates',
      'fixtures',
      'ISRG_Root_X1.pem',
    ),
    join(cwd, 'root.pem'),
  );
  const listing = join(cwd, 'loaded.cjs');
  writeFileSync(
    listing,
    'process.on("exit", () => require("node:fs").writeSync(2, "\\nLOADED " + JSON.stringify(process.moduleLoadList) + "\\n"));\n',
  );
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: cwd,
    XDG_CONFIG_HOME: signedInConfigHome('toolbox-lazy-'),
  };
  const builtIns = (args: string[]) => {
    const run = spawnSync(process.execPath, ['-r', listing, join(dist, 'toolbox.js'), ...args], {
      cwd,
      env,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const [, list = '[]'] = /^LOADED (.*)$/m.exec(run.stderr) ?? [];
    return (JSON.parse(list) as string[]).flatMap((entry) => /^NativeModule (.+)$/.exec(entry)?.[1] ?? []);
  };

  it.each([
    // uuid's Node build loads node:crypto as it loads; the utilities bundle holds it for `uuid` only.
    [
      ['base64', 'encode', 'hi'],
      ['crypto', 'internal/crypto/random'],
    ],
    // fflate (share links) loads worker_threads and builds its tables as it loads; d3-timer reads `performance`.
    [
      ['workspace', 'plan.txt', '--format', 'markdown'],
      ['worker_threads', 'crypto', 'perf_hooks'],
    ],
    // Text to stdout as lines: neither the stream modules nor node:fs/promises.
    [
      ['json', 'format', 'data.json'],
      ['stream', 'fs/promises'],
    ],
    // A small description sets no V8 flag (node:v8) and reads no file refs (node:fs/promises).
    [
      ['api-docs', 'petstore.yaml', '--format', 'md'],
      ['v8', 'fs/promises', 'stream'],
    ],
    // The masks are scored in WebAssembly (qr-masks.wat): no JavaScript turns hot enough to want V8's flags.
    [
      ['qr', 'https://example.com'],
      ['v8', 'crypto'],
    ],
    // An RSA root's fingerprints and self-signature are worked out in JavaScript (verify.ts): Node's Web Crypto and
    // OpenSSL load only for the other schemes.
    [
      ['cert', 'root.pem'],
      ['crypto', 'internal/crypto/webcrypto', 'internal/crypto/keys'],
    ],
  ])('toolbox %j loads none of %j', (args, unwanted) => {
    expect(builtIns(args).filter((name) => unwanted.includes(name))).toEqual([]);
  });

  // entities' decoder is bundled code, not a Node module: the build shows where core's HTML decoding reaches it.
  it("core's HTML decoding reaches entities' decoder through a stand-in (meta builds tags without its table)", () => {
    expect(meta.inputs['../core/src/html/decode.ts']?.imports.map((entry) => entry.path)).toEqual([
      'lazy-function-module:entities/decode',
    ]);
    // Escaping needs no table at all.
    expect(meta.inputs['../core/src/html/escape.ts']?.imports).toEqual([]);
  });

  // jsonc-parser makes its formatter's indentation strings as it loads; core asks it only where JSON went wrong.
  it("core's JSON text and edits reach jsonc-parser through a stand-in", () => {
    for (const module of ['../core/src/json/json-text.ts', '../core/src/json/json-edit.ts'])
      expect(meta.inputs[module]?.imports.map((entry) => entry.path)).toContain(
        'lazy-function-module:jsonc-parser/lib/esm/main.js',
      );
  });

  it('toolbox uuid takes its random bytes from Web Crypto, loading node:crypto only then', () => {
    const loaded = builtIns(['uuid']);
    expect(loaded).toContain('internal/crypto/random');
    expect(loaded).not.toContain('crypto');
  });
});

/** The text of each string literal the bundle passes straight to `JSON.parse` (large JSON files, the icon catalogue). */
function parsedLiterals(code: string, before = /JSON\.parse\((['"`])/g): string[] {
  const texts: string[] = [];
  for (const match of code.matchAll(before)) {
    const quote = match[1]!;
    const start = match.index + match[0].length;
    let end = start;
    while (code[end] !== quote) end += code[end] === '\\' ? 2 : 1;
    // A literal of the build's own output, no `${`: evaluated as the string it is.
    texts.push(runInNewContext(code.slice(start - 1, end + 1)) as string);
  }
  return texts;
}

describe('the JSON the bundles parse at run time', () => {
  // One character past Latin-1 makes V8 hold a whole literal two bytes a character and parse it more slowly: the
  // catalogue's `…` and `€` tags did, for all 554 KB of it (issue 43).
  it.each(['fast/icons.cjs', 'toolbox.mjs'])(
    '%s: every large JSON text is ASCII, its values as they were',
    (file) => {
      const code = readFileSync(join(dist, file), 'utf8');
      const codes = [
        code,
        ...readdirSync(join(dist, 'chunks')).map((chunk) =>
          readFileSync(join(dist, 'chunks', chunk), 'utf8'),
        ),
      ];
      // The icon catalogue's entries (packed.ts): JSON lines, each parsed when a search returns its icon.
      const lines = codes.flatMap((text) => parsedLiterals(text, /details:(['"`])/g));
      const texts = [...codes.flatMap((text) => parsedLiterals(text)), ...lines].filter(
        (text) => text.length > 16_384,
      );
      expect(texts.length).toBeGreaterThan(1);
      for (const text of texts) expect(/[\x80-\uffff]/.test(text)).toBe(false);
      const entries = lines.flatMap((text) => text.split('\n').map((line) => JSON.parse(line)));
      expect(entries.find(([component]) => component === 'Ellipsis')?.[1]).toContain('…');
    },
  );

  // The launcher reads them as Latin-1 (code-cache.ts): one character past ASCII would come out as other text.
  it.each(['hook/commit-lint.cjs', 'hook/yaml.cjs', ...Object.keys(FAST_BUNDLES)])(
    '%s is ASCII, as the launcher reads it',
    (file) => {
      const bytes = readFileSync(join(dist, file));
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes.findIndex((byte) => byte > 0x7f)).toBe(-1);
    },
  );
});
