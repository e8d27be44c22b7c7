import { spawn, spawnSync } from 'node:child_process';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

const configHome = signedInConfigHome();

export interface RunOptions {
  /** Bytes or text on stdin (none by default). */
  input?: string | Buffer;
  /** The Node binary (default: this one). */
  node?: string;
  /** Added to the clean environment (PATH, HOME = cwd, the signed-in config home). */
  env?: Record<string, string>;
  timeout?: number;
  /** Largest stdout or stderr accepted (default: spawnSync's 1 MiB). */
  maxBuffer?: number;
}

function spawnToolbox(cwd: string, args: string[], options: RunOptions) {
  const result = spawnSync(options.node ?? process.execPath, [toolboxJs, ...args], {
    cwd,
    input: options.input ?? '',
    env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: configHome, ...options.env },
    timeout: options.timeout ?? 30_000,
    ...(options.maxBuffer ? { maxBuffer: options.maxBuffer } : {}),
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr.toString('utf8') };
}

/** Runs the built toolbox in `cwd` as a signed-in user would from a shell. */
export function toolboxIn(cwd: string, args: string[], options: RunOptions = {}) {
  const result = spawnToolbox(cwd, args, options);
  return { ...result, stdout: result.stdout.toString('utf8') };
}

/** The same, keeping stdout as bytes (a PDF or PNG written to a pipe). */
export const toolboxBytesIn = (cwd: string, args: string[], options: RunOptions = {}) =>
  spawnToolbox(cwd, args, options);

/**
 * The same, asynchronous: the child runs while this process keeps answering it (a PGlite server in the test
 * serving `--db`).
 */
export function toolboxAsyncIn(
  cwd: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [toolboxJs, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: configHome },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
