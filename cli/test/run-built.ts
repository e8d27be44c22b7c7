import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { type NodeBinary, OTHER_NODES_OFF } from './global-setup';

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

/**
 * For a Node that global-setup could not provide: a skipped test naming the opt-out, or, when it could not be
 * fetched, a failing test with the reason, so a suite never passes quietly on fewer Node versions.
 */
export function reportMissingNode({ label, reason }: NodeBinary) {
  if (reason === OTHER_NODES_OFF) it.skip(`${label} skipped: ${reason}`, () => {});
  else it(`${label} is available`, () => expect.fail(`${label} could not be fetched: ${reason}`));
}

/**
 * The built toolbox run asynchronously, for tests whose server runs in this process (a blocking spawnSync would
 * starve it). `env` is the whole environment besides PATH; `cwd` the folder it runs in (default: this one's).
 */
export function runBuiltAsync(
  args: string[],
  env: Record<string, string>,
  options: { cwd?: string; timeout?: number } = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [toolboxJs, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: options.timeout ?? 30_000, cwd: options.cwd },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        if (error && code === null) reject(error);
        else resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Whether util-linux `script` is here, on Linux, to run the built toolbox in a pseudo-terminal. */
export const canRunInTerminal =
  process.platform === 'linux' &&
  (() => {
    try {
      execFileSync('script', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
