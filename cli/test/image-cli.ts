import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolboxJs } from './run-built';

/** A config home with a freshly confirmed credential, so the gated image commands run offline. */
function signedInConfigHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'toolbox-config-'));
  mkdirSync(join(home, 'toolbox'), { recursive: true, mode: 0o700 });
  const credential = {
    token: 'tbx_test',
    user: { id: 'u1', email: 'dev@example.com' },
    confirmed_at: new Date().toISOString(),
  };
  writeFileSync(
    join(home, 'toolbox', 'credentials.json'),
    JSON.stringify({ version: 1, hosts: { 'http://127.0.0.1:54321': credential } }),
    { mode: 0o600 },
  );
  return home;
}

const configHome = signedInConfigHome();

/** Runs the built toolbox in `cwd` with the given Node binary (default: this one). */
export function imageCli(cwd: string, args: string[], node = process.execPath) {
  const result = spawnSync(node, [toolboxJs, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: configHome },
    timeout: 30_000,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
