import { spawnSync } from 'node:child_process';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

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
