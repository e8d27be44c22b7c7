// `redocly build-docs` (bench's dev dependency @redocly/cli) as the peer the API docs are measured against.
// It builds offline: checked with `unshare -n` (no network at all), it writes the same file. At run time it would
// otherwise ask registry.npmjs.org for a newer version and send telemetry (each with a timeout); both are turned
// off here, and where `unshare -n` works (root on Linux) it runs with no network, so its times never include a
// network wait. Its file loads Redoc's script (redoc.standalone.js) from cdn.redocly.com when opened: the
// prerendered text shows offline, search and navigation need that script (`--inlineBundle` embeds it instead).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInConfigHome } from '../../cli/test/signed-in-config-home.mjs';

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const bin = join(benchDir, 'node_modules', '.bin', 'redocly');

/**
 * The environment both sides run with in `dir`: toolbox signed in offline (a fresh confirmed credential), Redoc
 * with no update check and no telemetry.
 */
export function sideBySideEnv(dir) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    XDG_CONFIG_HOME: signedInConfigHome(),
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  };
}

let isolated;
/** Whether `unshare -n` can take the network away here. */
function canIsolate() {
  isolated ??= spawnSync('unshare', ['-n', 'true']).status === 0;
  return isolated;
}

/**
 * `redocly build-docs SPEC -o OUT` as { command, args, offline }, or undefined when @redocly/cli is not installed
 * in bench/. `offline` says whether it runs without network (under `unshare -n`).
 */
export function redoclyBuildDocs(spec, out) {
  if (!existsSync(bin)) return undefined;
  const args = ['build-docs', spec, '-o', out];
  return canIsolate()
    ? { command: 'unshare', args: ['-n', bin, ...args], offline: true }
    : { command: bin, args, offline: false };
}

/** @redocly/cli's version and the size of the Redoc script its files load from the CDN, in MB. */
export function redoclyInfo() {
  const require = createRequire(join(benchDir, 'package.json'));
  const cli = require.resolve('@redocly/cli/package.json');
  const { version } = require(cli);
  const script = join(cli, '..', 'lib', 'chunks', 'redoc.standalone.js');
  return { version, scriptMb: existsSync(script) ? statSync(script).size / 1_048_576 : undefined };
}
