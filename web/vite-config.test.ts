import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

// Issue 81 (30): `vite build` printed a warning about the config loader (imports without a file extension, JSON
// imports without attributes, in the code the config reads): the config loads without one. Loaded in a Node of its
// own, as `vite build` loads it (this project's workers carry a browser-like setup).
const LOAD = `
import { createLogger, loadConfigFromFile } from 'vite';
const warnings = [];
const logger = createLogger('warn');
logger.warn = (message) => void warnings.push(message);
logger.warnOnce = (message) => void warnings.push(message);
const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'warn', logger, 'bundle');
process.stdout.write(JSON.stringify({ loaded: Boolean(loaded?.config), warnings }));
`;

it('loads the build config without a warning', () => {
  const cwd = __dirname;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LOAD], { cwd, encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual({ loaded: true, warnings: [] });
}, 60_000);

// The build takes react-router's production build (web/vite.config.ts): it is the development build, which the
// package exports, with its developer warnings off, and nothing else.
const ALIASES = `
import { createLogger, loadConfigFromFile } from 'vite';
const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'silent', createLogger('silent'), 'bundle');
process.stdout.write(JSON.stringify(loaded.config.resolve.alias.map(({ find, replacement }) => [String(find), replacement])));
`;

it("builds with react-router's production build, its development build without the developer warnings", () => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', ALIASES], {
    cwd: __dirname,
    encoding: 'utf8',
  });
  const aliases = new Map<string, string>(JSON.parse(out));
  const index = aliases.get('/^react-router$/');
  const dom = aliases.get('/^react-router\\/dom$/');
  expect(index).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
  expect(dom).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
  // Each production file and its development twin, chunk names aside, differ in the warnings' switch alone.
  const production = dirname(index ?? '');
  const development = join(production, '..', 'development');
  const unnamed = (dir: string) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(dir, file), 'utf8').replace(/chunk-[A-Z0-9]+\.mjs/g, 'chunk.mjs'))
      .sort();
  const switched = unnamed(development).map((code) =>
    code.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;'),
  );
  expect(switched).toEqual(unnamed(production));
  expect(
    unnamed(development).filter((code) => code.includes('var ENABLE_DEV_WARNINGS = true;')),
  ).toHaveLength(1);
}, 60_000);
