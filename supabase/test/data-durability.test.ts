// kill -9 of the local stack during a burst of 200 saves: every save that was answered 2xx is there after a
// restart on the same data directory (PGlite on disk, each request one committed transaction). The data directory
// starts as the cached initdb image's cluster (what the stack's own initdb would leave there, 1.2 CPU-s instead of
// 4.9): the kill and the restart's recovery are what is tested.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { initdbImage } from '@toolbox/core/testing/initdb-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const emulatorDir = fileURLToPath(new URL('../../emulator/', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'toolbox-kill9-'));
const running: ChildProcess[] = [];

beforeAll(async () => {
  // The stack's pgdata (emulator/src/data-dir.ts), made here from the image rather than by initdb in the stack.
  const pgdata = join(root, 'data', 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const db = await PGlite.create({ dataDir: pgdata, loadDataDir: await initdbImage() });
  await db.close();
}, 60_000);

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** The stack as `pnpm start` runs it, in its own process on `root`; resolves once it prints its URL and key. */
function startStack(): Promise<{ child: ChildProcess; url: string; anonKey: string }> {
  // One process (node with tsx's loader), so SIGKILL ends the server itself: the tsx command would run it in a child.
  const args = [
    '--import',
    'tsx',
    'src/main.ts',
    '--port',
    '0',
    '--data',
    join(root, 'data'),
    '--no-rate-limits',
  ];
  const child = spawn(process.execPath, args, {
    cwd: emulatorDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const url = /API URL: (\S+)/.exec(out)?.[1];
      const anonKey = /anon key: (\S+)/.exec(out)?.[1];
      if (url && anonKey) resolve({ child, url, anonKey });
    });
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.on('exit', (code) => reject(new Error(`the stack exited (${code}): ${err}`)));
  });
}

/** Resolves once `child` has ended, also when it ended before the call (a killed child has a signalCode, no exitCode). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('the data API through a kill -9', () => {
  it('keeps every save it acknowledged', async () => {
    const first = await startStack();
    const signUp = await fetch(`${first.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: first.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kill9@example.dev', password: 'correct horse 1' }),
    });
    const { access_token: token } = JSON.parse(await signUp.text());
    const save = (url: string, anonKey: string, i: number) =>
      fetch(`${url}/functions/v1/data/presets`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tool_id: 'og-generator', name: `save ${i}`, inputs: { i } }),
      });

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    // Eight saves in flight at a time; the stack is killed once about half of the 200 have answered.
    const worker = async () => {
      while (next < 200 && !killed) {
        const i = next++;
        try {
          const res = await save(first.url, first.anonKey, i);
          if (res.status === 201) acknowledged.push(JSON.parse(await res.text()).preset.id);
        } catch {
          // In flight when the process died: not acknowledged.
        }
        if (acknowledged.length >= 100 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killed).toBe(true);
    await exited(first.child);
    const second = await startStack();
    const listed = await fetch(`${second.url}/functions/v1/data/presets`, {
      headers: { apikey: second.anonKey, authorization: `Bearer ${token}` },
    });
    expect(listed.status).toBe(200);
    const ids = new Set(JSON.parse(await listed.text()).presets.map((p: { id: string }) => p.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    second.child.kill('SIGTERM');
  }, 180_000);
});
