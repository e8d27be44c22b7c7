import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cacheDirectory,
  cacheFile,
  cacheToWrite,
  compileWithCache,
  hasBuiltInCompileCache,
  partialCacheFile,
  readCache,
} from './code-cache';

const scratch = () => mkdtempSync(join(tmpdir(), 'toolbox-code-cache-'));
const uid = process.getuid?.();

/** A CommonJS file like the launcher's bundles: exports, require, __dirname and a dynamic import(). */
function bundleIn(dir: string, marker = 'one') {
  const file = join(dir, 'bundle.cjs');
  writeFileSync(
    file,
    `exports.marker = ${JSON.stringify(marker)}; exports.dir = __dirname; exports.sep = require('node:path').sep;\n` +
      "exports.load = () => import('node:path').then((path) => path.sep);\n",
  );
  return file;
}

describe('cacheDirectory', () => {
  it('is toolbox/code-cache under XDG_CACHE_HOME, else ~/.cache, made 0700', () => {
    const root = scratch();
    const dir = cacheDirectory({ XDG_CACHE_HOME: join(root, 'xdg'), HOME: root }, uid);
    expect(dir).toBe(join(root, 'xdg', 'toolbox', 'code-cache'));
    expect(statSync(dir!).mode & 0o777).toBe(0o700);
    expect(cacheDirectory({ XDG_CACHE_HOME: 'relative', HOME: root }, uid)).toBe(
      join(root, '.cache', 'toolbox', 'code-cache'),
    );
  });

  it('is not used when turned off, without a home, or when it is a link', () => {
    const root = scratch();
    expect(cacheDirectory({ NODE_DISABLE_COMPILE_CACHE: '1', HOME: root }, uid)).toBeUndefined();
    expect(cacheDirectory({}, uid)).toBeUndefined();
    const elsewhere = scratch();
    mkdirSync(join(root, 'toolbox'));
    symlinkSync(elsewhere, join(root, 'toolbox', 'code-cache'));
    expect(cacheDirectory({ XDG_CACHE_HOME: root }, uid)).toBeUndefined();
  });
});

describe('cacheFile', () => {
  it('names the variant when it is a word of letters, digits, `_` and `-`, else `any`', () => {
    const name = (variant: string) => basename(cacheFile('/c', '/b/fast.cjs', 'h1', variant));
    const node = `node${process.version}-${process.arch}`;
    expect(name('jwt-decode')).toBe(`fast.cjs-h1-jwt-decode-${node}.v8cache`);
    expect(name('Api_Docs2')).toBe(`fast.cjs-h1-Api_Docs2-${node}.v8cache`);
    for (const variant of ['', '../x', 'a/b', 'a b', '\u017f', '\u212a', '\u00e9', '\u{1f600}', 'a.b'])
      expect(name(variant)).toBe(`fast.cjs-h1-any-${node}.v8cache`);
  });
});

describe('compileWithCache', () => {
  it('runs the file as CommonJS, writes the cache 0600, and V8 takes it at the next start', async () => {
    const dir = scratch();
    const bundle = bundleIn(dir);
    const file = cacheFile(dir, bundle, 'h1', 'jwt');
    const first = compileWithCache(bundle, 'h1', readCache(file), createRequire(bundle));
    expect(first.exports).toMatchObject({ marker: 'one', dir, sep: '/' });
    expect(await (first.exports as { load: () => Promise<string> }).load()).toBe('/');
    expect(first.accepted).toBe(false);
    first.save(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = compileWithCache(bundle, 'h1', readCache(file), createRequire(bundle));
    expect(second.exports).toMatchObject({ marker: 'one' });
    expect(second.accepted).toBe(true);
  });

  it('ignores a corrupt cache and writes a good one over it', () => {
    const dir = scratch();
    const bundle = bundleIn(dir);
    const file = cacheFile(dir, bundle, 'h1', 'hook');
    writeFileSync(file, 'not a V8 code cache');
    const run = compileWithCache(bundle, 'h1', readCache(file), createRequire(bundle));
    expect(run.exports).toMatchObject({ marker: 'one' });
    expect(run.accepted).toBe(false);
    run.save(file);
    expect(compileWithCache(bundle, 'h1', readCache(file), createRequire(bundle)).accepted).toBe(true);
  });

  it('never reads or writes through a link at the cache file', () => {
    const dir = scratch();
    const bundle = bundleIn(dir);
    const file = cacheFile(dir, bundle, 'h1', 'hook');
    const target = join(scratch(), 'victim');
    writeFileSync(target, 'keep me');
    symlinkSync(target, file);
    expect(readCache(file)).toBeUndefined();
    compileWithCache(bundle, 'h1', readCache(file), createRequire(bundle)).save(file);
    expect(readFileSync(target, 'utf8')).toBe('keep me');
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
  });

  it("removes the caches of the bundle's other builds when it writes one, not this build's partial one", () => {
    const dir = scratch();
    const bundle = bundleIn(dir);
    const old = cacheFile(dir, bundle, 'h0', 'jwt');
    const sibling = cacheFile(dir, bundle, 'h1', 'url');
    const partial = partialCacheFile(cacheFile(dir, bundle, 'h1', 'jwt'));
    writeFileSync(old, 'old build');
    writeFileSync(sibling, 'same build, another command');
    writeFileSync(partial, 'same build, a run that ended early');
    compileWithCache(bundle, 'h1', undefined, createRequire(bundle)).save(
      cacheFile(dir, bundle, 'h1', 'jwt'),
    );
    expect(existsSync(old)).toBe(false);
    expect(existsSync(sibling)).toBe(true);
    expect(existsSync(partial)).toBe(true);
  });
});

describe('cacheToWrite', () => {
  it('writes the full cache once a run went through, a partial one only where there was none', () => {
    expect(partialCacheFile('/c/api-docs.cjs-h1-api-docs-nodev20.20.2-x64.v8cache')).toBe(
      '/c/api-docs.cjs-h1-api-docs-nodev20.20.2-x64.partial.v8cache',
    );
    expect(cacheToWrite('none', true)).toBe('full');
    expect(cacheToWrite('partial', true)).toBe('full');
    expect(cacheToWrite('full', true)).toBeUndefined();
    expect(cacheToWrite('none', false)).toBe('partial');
    expect(cacheToWrite('partial', false)).toBeUndefined();
    expect(cacheToWrite('full', false)).toBeUndefined();
  });
});

describe('hasBuiltInCompileCache', () => {
  it('is true from Node 22.1, where module.enableCompileCache exists', () => {
    expect(
      ['20.19.0', '20.20.2', '21.7.3', '22.0.0'].map((version) => hasBuiltInCompileCache(version)),
    ).toEqual([false, false, false, false]);
    expect(
      ['22.1.0', '22.12.0', '24.0.0', '25.1.0'].map((version) => hasBuiltInCompileCache(version)),
    ).toEqual([true, true, true, true]);
    // On the Node running the tests, the version tells what the API's presence does.
    const api = (createRequire(import.meta.url)('node:module') as { enableCompileCache?: unknown })
      .enableCompileCache;
    expect(hasBuiltInCompileCache()).toBe(typeof api === 'function');
  });
});
