// Child processes for start/test scripts: start, wait for a line that says "ready", stop the whole group.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/**
 * The folder of a workspace package's binaries (`.` for the root's): pnpm links a dependency's binaries only into
 * the package that depends on it.
 */
export function packageBinDir(pkg) {
  return join(root, pkg, 'node_modules', '.bin');
}

/** A workspace package's binary `name`, run directly rather than through `pnpm exec` (~2.5 s of start each). */
export function packageBin(pkg, name) {
  return join(packageBinDir(pkg), name);
}

/**
 * Starts `command` in its own process group and resolves once `ready` matches its combined output.
 * `echo(line)` decides which output lines are passed through (secrets must not be).
 */
export function startProcess({
  name,
  command,
  args,
  cwd,
  env = {},
  ready,
  echo = () => true,
  timeoutMs = 120_000,
}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let settled = false;
    const stop = () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    };
    const timer = setTimeout(
      () => fail(new Error(`${name} did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    function fail(error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop();
      reject(new Error(`${error.message}\n--- ${name} output ---\n${output.slice(-4000)}`));
    }
    const onData = (chunk) => {
      const text = chunk.toString();
      output = (output + text).slice(-65_536);
      for (const line of text.split('\n')) if (line.trim() && echo(line)) console.log(`[${name}] ${line}`);
      const match = output.match(ready);
      if (match && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ name, process: child, output, match, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', fail);
    child.on('exit', (code) => fail(new Error(`${name} exited with code ${code} before it was ready`)));
  });
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
