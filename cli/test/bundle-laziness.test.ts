import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Packages that must load only inside a command's run(), never for --help or parsing (commands/index.ts). */
const heavy = ['ink', 'react', 'react-reconciler', 'yoga-layout', '@napi-rs/canvas'];

interface Output {
  entryPoint?: string;
  imports: { path: string; kind: string; external?: boolean }[];
  inputs: Record<string, unknown>;
}
const dist = join(import.meta.dirname, '..', 'dist');
const meta = JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8')) as {
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
  it('the launcher, dist/toolbox.js, loads one bundle (the hook path or the CLI), and nothing for --version', () => {
    const launcher = readFileSync(join(dist, 'toolbox.js'), 'utf8');
    // node:module is built in (for the compile cache); the only file it loads is one of the bundles.
    expect(launcher.match(/\bimport\s*\(/g)).toEqual(['import(']);
    expect(launcher.match(/\brequire\s*\([^)]*\)/g)).toEqual(['require("node:module")']);
    expect(launcher).toContain('"./hook/commit-lint.mjs"');
    expect(launcher).toContain('"./toolbox.mjs"');
    expect(launcher).not.toMatch(/^import\b/m);
  });

  it('the hook path, dist/hook/commit-lint.mjs, loads the lint and its config reading, not commander or the CLI', () => {
    const loaded = loadedEagerly('dist/hook/commit-lint.mjs');
    expect(loaded).toContain('src/commands/commit-lint.ts');
    expect(loaded).toContain('src/platform/commitlint-config.ts');
    for (const unwanted of [
      'commander',
      'yaml',
      'src/main.ts',
      'src/platform/git.ts',
      'src/platform/sign-in.ts',
    ])
      expect(loaded.filter((file) => file.includes(unwanted))).toEqual([]);
    expect(loaded.filter((file) => /^node:(crypto|child_process|os)$/.test(file))).toEqual([]);
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
    // the context's two one-line ports, the clock and Web Crypto's randomness, are there from the start.
    const ports = ['src/platform/clock.ts', 'src/platform/random.ts'];
    expect(loaded.filter((file) => /^src\/platform\//.test(file) && !ports.includes(file))).toEqual([]);
    expect(heavyIn(loaded)).toEqual([]);
  });

  it.each(commandOutputs)('%s: parsing and --help load nothing heavy', (path) => {
    expect(heavyIn(loadedEagerly(path))).toEqual([]);
  });
});
