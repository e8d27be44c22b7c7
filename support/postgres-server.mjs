// A throwaway PostgreSQL 15 server (Debian's binaries, see ensure-postgres.mjs) in a temporary folder: initdb,
// pg_ctl start on a free port, and a stop that removes the folder. The data API's tests run their cases on one
// (supabase/test/postgres-server.ts); the schema tool's tests take a real pg_dump from one.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres } from './ensure-postgres.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a server binary as the `postgres` user when we are root (initdb refuses root), else as ourselves. */
function runAsOwner(file, args) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

const lastLine = (text) => text.trim().split('\n').at(-1);

/**
 * Starts a server; resolves to `{ url, port, bin, stop }` (superuser `postgres`, database `postgres`, trust
 * authentication on 127.0.0.1), or to `{ skipped }` with the reason when there are no binaries or it cannot start.
 */
export async function startPostgres() {
  const bin = ensurePostgres();
  if (!bin) return { skipped: 'install postgresql-15 (apt-get install postgresql-15) or set POSTGRES_BIN.' };
  const root = mkdtempSync(join(tmpdir(), 'toolbox-pg-'));
  const data = join(root, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  const init = runAsOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (init.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    return { skipped: `initdb failed: ${lastLine(init.output)}` };
  }
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = runAsOwner(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(root, 'log'),
    '-w',
    'start',
  ]);
  if (start.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    return { skipped: `pg_ctl start failed: ${lastLine(start.output)}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    bin,
    stop() {
      runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
