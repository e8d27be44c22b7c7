// The real Deno binary from the `deno` npm package, run in supabase/ with no update check and no colour.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** supabase/: Deno's working folder; its package.json and node_modules answer the `npm:` imports offline. */
export const here = fileURLToPath(new URL('..', import.meta.url));
/**
 * The executable itself, as the package's installer placed it (`install_api.cjs`), not `node_modules/.bin/deno`:
 * that is a Node script running Deno as its child, and stopping it left each server running after the tests (six
 * orphaned `deno run` processes after one `npm test`).
 */
const deno: string = createRequire(import.meta.url)('deno/install_api.cjs').runInstall();
/**
 * Deno fetches a copy's `npm:` packages itself. Behind a proxy with its own CA it needs that CA as DENO_CERT: the
 * bundle Node was given (`npm test` moves NODE_EXTRA_CA_CERTS to npm's `cafile`, scripts/test.mjs).
 */
const extraCa = process.env.DENO_CERT ?? process.env.NODE_EXTRA_CA_CERTS ?? process.env.npm_config_cafile;
const denoEnv = {
  ...process.env,
  DENO_NO_UPDATE_CHECK: '1',
  NO_COLOR: '1',
  ...(extraCa ? { DENO_CERT: extraCa } : {}),
};

const started: ChildProcess[] = [];

/** `deno check` of files relative to supabase/; resolves with what it printed on stderr. */
export async function denoCheck(files: string[]): Promise<string> {
  const { stderr } = await promisify(execFile)(deno, ['check', ...files], { cwd: here, env: denoEnv });
  return stderr;
}

/** `deno <args>` in another folder with more environment; resolves with its exit code and output, never rejects. */
export function denoIn(
  cwd: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(deno, args, { cwd, env: { ...denoEnv, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * `deno run <args>` of a server that prints "listening on <port>": resolves with its base URL (plus `path`),
 * rejects with Deno's stderr if it exits first.
 */
export function serveWithDeno(
  args: string[],
  env: Record<string, string>,
  path = '',
  cwd = here,
): Promise<string> {
  const child = spawn(deno, ['run', ...args], {
    cwd,
    env: { ...denoEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr?.on('data', (d) => {
      err += d;
    });
    child.stdout?.on('data', (d) => {
      const port = /listening on (\d+)/.exec(String(d))?.[1];
      if (port) resolve(`http://127.0.0.1:${port}${path}`);
    });
    child.on('exit', (code) => reject(new Error(`deno exited ${code}: ${err}`)));
  });
}

/** Stops every server serveWithDeno started (for afterAll). */
export function stopDenoServers(): void {
  for (const child of started.splice(0)) child.kill();
}
