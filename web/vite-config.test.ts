import { execFileSync } from 'node:child_process';
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
