import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const toolboxJs = join(import.meta.dirname, '..', 'dist', 'toolbox.js');

/** A clean environment: no credential, no colour forcing, a config home of its own. */
const env = {
  PATH: process.env.PATH ?? '',
  HOME: mkdtempSync(join(tmpdir(), 'toolbox-home-')),
  XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-config-')),
};

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built `toolbox` with the given Node binary, as a user would from a shell. */
export function runBuilt(
  node: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
) {
  const result = spawnSync(node, [toolboxJs, ...args], {
    encoding: 'utf8',
    input: options.input ?? '',
    env: { ...env, ...options.env },
    cwd: env.HOME,
    timeout: 20_000,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr } satisfies Result;
}
