// Vitest global setup: one real PostgreSQL 15 server (Debian's, in a temporary folder) for the whole run. The data
// API's case table runs on it through postgres.js, the hosted driver, as well as on PGlite. Without the binaries
// (and no way to install them) the run says so loudly and only those cases are skipped.

import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's superuser URL (database `postgres`), or '' when there is none. */
    postgresUrl: string;
  }
}

function freePort(): Promise<number> {
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
function runAsOwner(file: string, args: string[]): { status: number | null; output: string } {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function skip(project: TestProject, why: string): void {
  console.warn(
    `\n*** No PostgreSQL server for the data API tests: ${why}\n*** Their real-PostgreSQL cases are SKIPPED.\n`,
  );
  project.provide('postgresUrl', '');
}

export default async function setup(project: TestProject) {
  const bin = ensurePostgres();
  if (!bin)
    return skip(project, 'install postgresql-15 (apt-get install postgresql-15) or set POSTGRES_BIN.');
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
    return skip(project, `initdb failed: ${init.output.trim().split('\n').at(-1)}`);
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
    return skip(project, `pg_ctl start failed: ${start.output.trim().split('\n').at(-1)}`);
  }
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    runAsOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(root, { recursive: true, force: true });
  };
}
