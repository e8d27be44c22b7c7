import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, inject, it } from 'vitest';
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
  /^src\/commands\/(?!index\.ts$).+\.ts$/.test(output.entryPoint ?? ''),
);

describe('the built bundle stays lazy', () => {
  it('the entry, dist/toolbox.js, imports nothing before it turns on the compile cache, and loads main.ts on demand', () => {
    expect(
      meta.outputs['dist/toolbox.js']!.imports.filter((entry) => entry.kind !== 'dynamic-import'),
    ).toEqual([]);
    const entry = readFileSync(join(dist, 'toolbox.js'), 'utf8');
    expect(entry.indexOf('enableCompileCache')).toBeGreaterThan(-1);
    expect(entry.indexOf('enableCompileCache')).toBeLessThan(entry.indexOf('import('));
  });

  it('the hook path, dist/hook/hook.mjs, holds the lint and its config reading, not commander or the CLI', () => {
    const inputs = loadedEagerly('dist/hook/hook.mjs');
    expect(inputs).toContain('src/commands/commit-lint.ts');
    expect(inputs).toContain('src/platform/commitlint-config.ts');
    for (const unwanted of [
      'commander',
      'src/main.ts',
      'src/commands/commit.ts',
      'src/commands/index.ts',
      'yaml',
    ])
      expect(inputs.filter((file) => file.includes(unwanted))).toEqual([]);
    expect(heavyIn(inputs)).toEqual([]);
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

  it('the sign-in check loads no API client or account data until it asks the server (the hourly confirmation covers most runs)', () => {
    const loaded = loadedEagerly(outputFor('src/platform/sign-in.ts')!);
    expect(loaded).toContain('src/platform/credentials.ts');
    expect(
      loaded.filter((file) => file === 'src/platform/api.ts' || file.startsWith('../core/src/account/')),
    ).toEqual([]);
  });

  it("xml format, minify, validate and to-json load no XPath or DOM (xpath, @xmldom/xmldom): only xpath's module does", () => {
    const [readWrite] = Object.entries(meta.outputs).find(([, output]) =>
      Object.keys(output.inputs).includes('../core/src/tools/xml/xml.ts'),
    )!;
    const loaded = loadedEagerly(readWrite);
    expect(loaded).toContain('../core/src/tools/xml/parse.ts');
    expect(loaded.filter((file) => /node_modules\/(xpath|@xmldom\/xmldom|papaparse)\//.test(file))).toEqual(
      [],
    );
    const [query] = Object.entries(meta.outputs).find(([, output]) =>
      Object.keys(output.inputs).includes('../core/src/tools/xml/xpath.ts'),
    )!;
    expect(loadedEagerly(query).some((file) => file.includes('node_modules/xpath/'))).toBe(true);
  });

  it("unescape --as html and --as xml import entities' decoder without its encoder's table (issue 79)", () => {
    const decoding = Object.values(meta.outputs)
      .filter((output) =>
        Object.keys(output.inputs).some((file) =>
          /core\/src\/(html\/entities|tools\/escape\/escape)\.ts$/.test(file),
        ),
      )
      .flatMap((output) => output.imports.filter((imported) => imported.kind === 'dynamic-import'))
      .map((imported) => loadedEagerly(imported.path))
      .filter((loaded) => loaded.some((file) => file.endsWith('entities/dist/decode.js')));
    // The encoder (escape --as html) imports the package's index, which holds both.
    const encoder = /entities\/dist\/(encode|escape|generated\/encode)/;
    expect(decoding.filter((loaded) => !loaded.some((file) => encoder.test(file)))).not.toEqual([]);
  });

  it('the dev utilities (uuid decode, base64, password) load no @noble/hashes: hex and the hash names are apart (issue 79)', () => {
    const loaded = loadedEagerly(outputFor('../core/src/tools/dev-utilities/index.ts')!);
    expect(loaded).toContain('../core/src/uuid/decode.ts');
    expect(loaded.filter((file) => file.includes('node_modules/@noble/hashes/'))).toEqual([]);
  });

  it('toolbox hash loads no @noble/hashes module until it hashes, and then the one of its algorithm (issue 79)', () => {
    const command = loadedEagerly(outputFor('src/commands/hash.ts')!);
    expect(command).toContain('../core/src/tools/hash/sums.ts');
    expect(command.filter((file) => file.includes('node_modules/@noble/hashes/'))).toEqual([]);
    const digest = outputFor('src/platform/digest.ts')!;
    expect(loadedEagerly(digest).filter((file) => file.includes('node_modules/@noble/hashes/'))).toEqual([]);
    // Each algorithm's import from load-hash.ts loads its own module and none of the others.
    const loader = Object.values(meta.outputs).find((output) =>
      Object.keys(output.inputs).includes('../core/src/digest/load-hash.ts'),
    )!;
    const modules = loader.imports
      .filter((imported) => imported.kind === 'dynamic-import')
      .map((imported) =>
        loadedEagerly(imported.path).filter((file) =>
          /@noble\/hashes\/esm\/(legacy|sha2|sha3|blake2)\.js$/.test(file),
        ),
      );
    expect(new Set(modules.flat()).size).toBe(4);
    expect(modules.filter((loaded) => loaded.length > 1)).toEqual([]);
  });

  it('toolbox totp loads no @noble/hashes module before it computes a code (issue 79)', () => {
    const loaded = loadedEagerly(outputFor('src/commands/totp.ts')!);
    expect(loaded).toContain('../core/src/tools/totp/otp.ts');
    expect(loaded.filter((file) => file.includes('node_modules/@noble/hashes/'))).toEqual([]);
  });

  it('toolbox tailwind optimize loads no acorn or culori: --help nothing of the tool, optimize the class rules only (issue 77)', () => {
    const command = outputFor('src/commands/tailwind.ts')!;
    const acornOrCulori = (files: string[]) =>
      files.filter((file) => /node_modules\/(acorn|culori)\//.test(file));
    expect(loadedEagerly(command).filter((file) => file.includes('/tailwind-utilities/'))).toEqual([]);
    const frontDoor = loadedEagerly(outputFor('../core/src/tools/tailwind-utilities/index.ts')!);
    expect(frontDoor).toContain('../core/src/tools/tailwind-utilities/optimize.ts');
    expect(acornOrCulori(frontDoor)).toEqual([]);
    // extract and config load theirs, each without the other's.
    const extract = loadedEagerly(outputFor('../core/src/tools/tailwind-utilities/extract-colors.ts')!);
    expect(extract.some((file) => file.includes('node_modules/acorn/'))).toBe(true);
    expect(extract.filter((file) => file.includes('node_modules/culori/'))).toEqual([]);
    const config = loadedEagerly(outputFor('../core/src/tools/tailwind-utilities/config-generator.ts')!);
    expect(config.filter((file) => file.includes('node_modules/acorn/'))).toEqual([]);
  });

  it("toolbox keys loads jose's key import, export and thumbprint, not its JWE, JWS, JWT or JWKS modules (issue 79)", () => {
    const [calls] = Object.entries(meta.outputs).find(([, output]) =>
      Object.keys(output.inputs).includes('../core/src/tools/keys/jose-calls.ts'),
    )!;
    const jose = loadedEagerly(calls).filter((file) => file.includes('/jose/dist/'));
    expect(jose.some((file) => file.endsWith('jose/dist/webapi/key/import.js'))).toBe(true);
    expect(jose.filter((file) => /jose\/dist\/webapi\/(jwe|jws|jwt|jwks|index\.js)/.test(file))).toEqual([]);
  });

  it("the yaml package loads as ES modules (its browser/dist build), never in esbuild's CommonJS wrappers", () => {
    const yaml = Object.values(meta.outputs).flatMap((output) =>
      Object.keys(output.inputs).filter((file) => file.includes('/node_modules/yaml/')),
    );
    expect(yaml).toContain('../node_modules/.pnpm/yaml@2.9.1/node_modules/yaml/browser/dist/public-api.js');
    expect(yaml.filter((file) => !file.includes('/yaml/browser/dist/'))).toEqual([]);
  });

  it('toolbox types loads quicktype only when a language it writes is asked for (a dynamic import)', () => {
    const loaded = loadedEagerly(outputFor('src/commands/types.ts')!);
    expect(loaded).toContain('../core/src/tools/json-to-types/generate.ts');
    expect(loaded.filter((file) => /quicktype/.test(file))).toEqual([]);
    const chunk = Object.values(meta.outputs).find((output) =>
      Object.keys(output.inputs).some((file) => file.endsWith('json-to-types/quicktype-languages.ts')),
    );
    expect(
      Object.keys(chunk?.inputs ?? {}).some((file) => file.includes('node_modules/quicktype-core/')),
    ).toBe(true);
  });

  it("toolbox api-docs FILE --format md loads js-yaml and the Markdown renderer: not the yaml package, the HTML page (marked, its script), Scalar's upgrader or the API diff (issue 77)", () => {
    const loaded = loadedEagerly(outputFor('src/commands/api-docs.ts')!);
    expect(loaded).toContain('../core/src/tools/api-docs/markdown.ts');
    expect(loaded.some((file) => file.includes('node_modules/js-yaml/'))).toBe(true);
    expect(
      loaded.filter((file) =>
        /node_modules\/(yaml|marked|@scalar\/openapi-upgrader|jsonc-parser)\/|api-docs-script\/|core\/src\/tools\/api-docs\/(parse|generate|external-refs|html|api-diff|diff-schema|diff-report|diff-oasdiff-levels)\.ts$/.test(
          file,
        ),
      ),
    ).toEqual([]);
  });

  it("toolbox icons holds its catalogue's literals at the module's top level, not in the function that reads them (issue 77)", () => {
    // Node's compile cache holds top-level code only: a function holding the ~400 KB of literals was compiled, its
    // literals scanned, at every run's first search (~17M instructions). esbuild writes a top-level const as `var`.
    const chunk = readFileSync(join(dist, '..', outputFor('src/commands/icons.ts')!), 'utf8');
    expect(chunk).toMatch(/(?:^|[;}])var [\w$]+\s*=\s*\{\s*lines:\s*["'`]/m);
  });

  it("toolbox workspace's text formats load no image, share link (fflate), account board or d3-force (issue 77)", () => {
    const command = outputFor('src/commands/workspace.ts')!;
    const loaded = loadedEagerly(command);
    expect(loaded).toContain('../core/src/tools/visual-workspace-generator/parser.ts');
    expect(loaded).toContain('../core/src/tools/visual-workspace-generator/text-exports.ts');
    const unwanted =
      /node_modules\/(fflate|d3-[a-z]+)\/|visual-workspace-generator\/(share|svg|png|scene|board|force-layout)\.ts$|account\/client\.ts$/;
    expect(loaded.filter((file) => unwanted.test(file))).toEqual([]);
    // What run() imports for a text format: the document reader and the output writer, nothing more of the tool.
    const onRun = meta.outputs[command]!.imports.filter((imported) => imported.kind === 'dynamic-import');
    const textPath = onRun
      .map((imported) => loadedEagerly(imported.path))
      .filter((files) => files.some((file) => /src\/output\/(read-input|write-output)\.ts$/.test(file)));
    expect(textPath.length).toBe(2);
    expect(textPath.flat().filter((file) => unwanted.test(file))).toEqual([]);
    // --layout force-directed imports the force layout when asked, and d3-force with it.
    const forceLayout = onRun.find(
      (imported) =>
        meta.outputs[imported.path]?.entryPoint ===
        '../core/src/tools/visual-workspace-generator/force-layout.ts',
    );
    expect(loadedEagerly(forceLayout!.path).some((file) => file.includes('/d3-force/'))).toBe(true);
  });

  it.each(commandOutputs)('%s: parsing and --help load nothing heavy', (path) => {
    expect(heavyIn(loadedEagerly(path))).toEqual([]);
  });
});

// An ES module's `import ... from 'node:fs'` makes Node load fs/promises and its stream modules (the namespace reads
// every export): the hook's modules take node:fs with process.getBuiltinModule instead.
describe('what the hook path loads from Node', () => {
  const nodes = inject('nodeBinaries').filter((node) => node.path !== undefined);
  it.each(nodes)(
    '$label, a passing message in a repository: no fs/promises, no stream modules',
    ({ path }) => {
      const cwd = mkdtempSync(join(tmpdir(), 'toolbox-lazy-'));
      spawnSync('git', ['init', '-q'], { cwd });
      writeFileSync(join(cwd, 'message.txt'), 'feat(cli): start faster\n');
      const listing = join(cwd, 'loaded.cjs');
      writeFileSync(
        listing,
        'process.on("exit", () => require("node:fs").writeSync(2, "\\nLOADED " + JSON.stringify(process.moduleLoadList) + "\\n"));\n',
      );
      writeFileSync(join(cwd, 'empty.mjs'), '');
      const loadedBy = (args: string[]) => {
        const run = spawnSync(path!, ['-r', listing, ...args], {
          cwd,
          env: { PATH: process.env.PATH ?? '', HOME: cwd },
          encoding: 'utf8',
        });
        expect(run.status, run.stderr).toBe(0);
        const [, list = '[]'] = /^LOADED (.*)$/m.exec(run.stderr) ?? [];
        return (JSON.parse(list) as string[])
          .flatMap((entry) => /^NativeModule (.+)$/.exec(entry)?.[1] ?? [])
          .filter((name) => /fs\/promises|^stream$|readline/.test(name));
      };
      // What Node's ES module loader loads for itself (Node 20's reads modules with fs/promises) is not the hook's.
      const byLoader = loadedBy([join(cwd, 'empty.mjs')]);
      const byHook = loadedBy([join(dist, 'toolbox.js'), 'commit', 'lint', 'message.txt']);
      expect(byHook.filter((name) => !byLoader.includes(name))).toEqual([]);
    },
  );

  // commander requires child_process as it loads, for executable subcommands toolbox has none of (build.mjs); `time`
  // and `hash` read files with node:fs, whose ES module import would load fs/promises and the stream modules.
  // The output writer's file writers (node:fs/promises) load on the first file written, not for stdout (data-uri,
  // compose, xml format); `bcrypt info` reads a hash without bcryptjs, whose import loads node:crypto and streams;
  // `lorem`'s seed comes from /dev/urandom, not Web Crypto, whose first call loads node:crypto's streams; `uuid` lays
  // its bytes out itself, without the uuid package, whose Node build imports node:crypto.
  const small = [
    ['chmod', '750'],
    ['time', '1700000000'],
    ['hash', '--text', 'abc'],
    ['data-uri', 'a.txt'],
    ['compose', 'run.sh'],
    ['xml', 'format', 'feed.xml'],
    ['bcrypt', 'info', '$2y$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi'],
    ['lorem', '3'],
    ['uuid'],
    ['uuid', 'decode', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'],
  ];
  it.each(nodes)('$label, small commands: no child_process, no fs/promises or stream modules', ({ path }) => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-lazy-'));
    const listing = join(cwd, 'loaded.cjs');
    writeFileSync(
      listing,
      'process.on("exit", () => require("node:fs").writeSync(2, "\\nLOADED " + JSON.stringify(process.moduleLoadList) + "\\n"));\n',
    );
    writeFileSync(join(cwd, 'empty.mjs'), '');
    writeFileSync(join(cwd, 'a.txt'), 'one\ntwo\n');
    writeFileSync(join(cwd, 'run.sh'), 'docker run -d --name web -p 8080:80 nginx:1.27\n');
    writeFileSync(join(cwd, 'feed.xml'), '<rss version="2.0"><channel><title>T</title></channel></rss>\n');
    const env = { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: signedInConfigHome() };
    const loadedBy = (args: string[]) => {
      const run = spawnSync(path!, ['-r', listing, ...args], { cwd, env, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const [, list = '[]'] = /^LOADED (.*)$/m.exec(run.stderr) ?? [];
      return (JSON.parse(list) as string[]).flatMap((entry) => /^NativeModule (.+)$/.exec(entry)?.[1] ?? []);
    };
    // What Node's ES module loader loads for itself (Node 20's reads modules with fs/promises) is not the command's.
    const byLoader = loadedBy([join(cwd, 'empty.mjs')]);
    for (const args of small) {
      const loaded = loadedBy([join(dist, 'toolbox.js'), ...args]);
      expect(loaded, args.join(' ')).toContain('fs');
      expect(
        loaded.filter(
          (name) => /child_process|fs\/promises|^stream$|^crypto$/.test(name) && !byLoader.includes(name),
        ),
        args.join(' '),
      ).toEqual([]);
    }
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
  it.each(['toolbox.js'])(
    '%s and its chunks: every large JSON text is ASCII, its values as they were',
    (file) => {
      const code = readFileSync(join(dist, file), 'utf8');
      const codes = [
        code,
        ...readdirSync(join(dist, 'chunks')).map((chunk) =>
          readFileSync(join(dist, 'chunks', chunk), 'utf8'),
        ),
      ];
      // The icon catalogue's entries (packed.ts): JSON lines (arrays), each parsed when a search returns its icon;
      // other `details:` keys (a Markdown callout's tone) are not the catalogue.
      const lines = codes.flatMap((text) => parsedLiterals(text, /details:(['"`])(?=\[)/g));
      const texts = [...codes.flatMap((text) => parsedLiterals(text)), ...lines].filter(
        (text) => text.length > 16_384,
      );
      expect(texts.length).toBeGreaterThan(1);
      for (const text of texts) expect(/[\x80-\uffff]/.test(text)).toBe(false);
      const entries = lines.flatMap((text) => text.split('\n').map((line) => JSON.parse(line)));
      expect(entries.find(([component]) => component === 'Ellipsis')?.[1]).toContain('…');
    },
  );
});
