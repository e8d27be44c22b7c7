// The built `toolbox` binary as a subprocess of an e2e test, against the e2e run's stack.

import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../stack';

export const toolboxJs = join(repoRoot, 'cli', 'dist', 'toolbox.js');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `toolbox …args` with exactly `env` (and `cwd`), never through a shell. */
export function toolbox(args: string[], env: Record<string, string>, cwd?: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [toolboxJs, ...args],
      { env, cwd, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error.code as number | undefined) ?? null) : 0, stdout, stderr });
      },
    );
  });
}

/** A fresh home and config folder, pointed at the stack. */
export function cliEnv(
  apiUrl: string,
  anonKey: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: mkdtempSync(join(tmpdir(), 'toolbox-e2e-home-')),
    XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-e2e-config-')),
    TOOLBOX_API_URL: apiUrl,
    TOOLBOX_ANON_KEY: anonKey,
    ...extra,
  };
}

/** Builds the CLI when `npm test` has not (a spec run on its own). */
export function ensureBuiltCli() {
  if (existsSync(toolboxJs)) return;
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: join(repoRoot, 'cli'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Building the CLI failed.');
}
