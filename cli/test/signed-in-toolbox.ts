import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

const configHome = signedInConfigHome();
/**
 * A cache home (XDG_CACHE_HOME) outside `cwd`: HOME is the repository under test, where a cache in
 * ~/.cache would be an untracked file (`toolbox release` refuses a working tree that is not clean).
 */
const cacheHome = mkdtempSync(join(tmpdir(), 'toolbox-cache-'));
const homes = (cwd: string) => ({ HOME: cwd, XDG_CONFIG_HOME: configHome, XDG_CACHE_HOME: cacheHome });

export interface RunOptions {
  /** Bytes or text on stdin (none by default). */
  input?: string | Buffer;
  /** The Node binary (default: this one). */
  node?: string;
  /** Added to the clean environment (PATH, HOME = cwd, the signed-in config home, the compile cache's home). */
  env?: Record<string, string>;
  timeout?: number;
  /** Largest stdout or stderr accepted (default: spawnSync's 1 MiB). */
  maxBuffer?: number;
}

function spawnToolbox(cwd: string, args: string[], options: RunOptions) {
  const result = spawnSync(options.node ?? process.execPath, [toolboxJs, ...args], {
    cwd,
    input: options.input ?? '',
    env: { PATH: process.env.PATH ?? '', ...homes(cwd), ...options.env },
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

/** A process's exit code and whole output, without blocking this one (a loopback server here keeps answering). */
export function spawnOutput(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeout?: number },
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, {
      ...options,
      timeout: options.timeout ?? 30_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * The built toolbox in `cwd` without blocking: for tests whose server (a loopback API) runs in this process,
 * which a spawnSync would starve.
 */
export function toolboxInAsync(
  cwd: string,
  args: string[],
  options: Omit<RunOptions, 'input' | 'maxBuffer'> = {},
) {
  return spawnOutput(options.node ?? process.execPath, [toolboxJs, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...homes(cwd), ...options.env },
    timeout: options.timeout,
  });
}
