import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { initdbImage } from '@toolbox/core/testing/initdb-image';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, PortInUseError, startEmulator } from './index';
import { supabaseClient, uniqueEmail } from './test-clients';

const root = mkdtempSync(join(tmpdir(), 'toolbox-emulator-'));
const dataDir = join(root, 'data');
const migrationsDir = join(root, 'migrations');

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/**
 * `pgdata` as the stack's own initdb leaves it, made from the cached initdb image (1.2 CPU-s, initdb on disk 4.9):
 * what the stack does with a data directory from there on is what these cases test.
 */
async function initdbCluster(pgdata: string): Promise<void> {
  mkdirSync(pgdata, { recursive: true });
  const db = await PGlite.create({ dataDir: pgdata, loadDataDir: await initdbImage() });
  await db.close();
}

async function appliedVersions(db: { query: <T>(sql: string) => Promise<{ rows: T[] }> }): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return rows.map((row) => row.version);
}

describe('a data directory', () => {
  it('keeps users, keys and applied migrations across restarts, and applies new migrations once', async () => {
    mkdirSync(migrationsDir, { recursive: true });
    writeFileSync(
      join(migrationsDir, '20250101000000_notes.sql'),
      'create table public.notes (id serial primary key, owner uuid references auth.users(id), body text);\n' +
        'alter table public.notes enable row level security;\n',
    );
    writeFileSync(
      join(migrationsDir, '20250102000000_seed.sql'),
      "insert into public.notes (body) values ('first');\n",
    );
    writeFileSync(join(migrationsDir, 'README.md'), 'not a migration');

    await initdbCluster(join(dataDir, 'pgdata'));
    const email = uniqueEmail('persist');
    const first = await startEmulator({ port: 0, dataDir, migrationsDir });
    try {
      expect(await appliedVersions(first.db)).toEqual(['20250101000000', '20250102000000']);
      const { error } = await supabaseClient(first.url, first.anonKey).auth.signUp({
        email,
        password: 'persisted-pw',
      });
      expect(error).toBeNull();
      expect(JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8'))).toEqual({
        url: first.url,
        anonKey: first.anonKey,
      });
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);

      // A second stack on the same port fails fast with a clear message.
      const port = Number(new URL(first.url).port);
      await expect(startEmulator({ port, dataDir: ':memory:' })).rejects.toBeInstanceOf(PortInUseError);
      await expect(startEmulator({ port, dataDir: ':memory:' })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use`,
      );
      // And a second stack on the same data directory is refused before it touches PGlite's files.
      await expect(startEmulator({ port: 0, dataDir, migrationsDir })).rejects.toBeInstanceOf(
        DataDirInUseError,
      );
    } finally {
      await first.close();
    }

    writeFileSync(
      join(migrationsDir, '20250103000000_more.sql'),
      "insert into public.notes (body) values ('third');\n",
    );
    const second = await startEmulator({ port: 0, dataDir, migrationsDir });
    try {
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(second.anonKey).toBe(first.anonKey);
      expect(second.serviceRoleKey).toBe(first.serviceRoleKey);
      expect(await appliedVersions(second.db)).toEqual([
        '20250101000000',
        '20250102000000',
        '20250103000000',
      ]);
      const { rows } = await second.db.query<{ body: string }>('select body from public.notes order by id');
      expect(rows.map((row) => row.body)).toEqual(['first', 'third']);
      const { data, error } = await supabaseClient(second.url, second.anonKey).auth.signInWithPassword({
        email,
        password: 'persisted-pw',
      });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('keeps its files 0600 and folders 0700 when --data names a folder that already exists', async () => {
    const existing = join(root, 'existing');
    // An empty pgdata: the one case here where the stack makes its cluster on disk, as `npm start`'s first run does.
    mkdirSync(join(existing, 'pgdata'), { recursive: true });
    chmodSync(existing, 0o755);
    chmodSync(join(existing, 'pgdata'), 0o755);
    writeFileSync(join(existing, 'notes.txt'), 'the user kept this here\n', { mode: 0o644 });
    const stack = await startEmulator({ port: 0, dataDir: existing });
    await stack.close();
    const loose: string[] = [];
    const walk = (path: string) => {
      const stat = lstatSync(path);
      const mode = stat.mode & 0o777;
      if (stat.isDirectory()) {
        if (mode !== 0o700) loose.push(`${path} ${mode.toString(8)}`);
        for (const entry of readdirSync(path)) walk(join(path, entry));
      } else if (stat.isFile() && mode !== 0o600) loose.push(`${path} ${mode.toString(8)}`);
    };
    walk(join(existing, 'pgdata'));
    walk(join(existing, 'jwt-secret'));
    walk(join(existing, 'stack.json'));
    expect(loose).toEqual([]);
    expect(statSync(existing).mode & 0o777).toBe(0o700);
    // What else the user keeps there is theirs.
    expect(statSync(join(existing, 'notes.txt')).mode & 0o777).toBe(0o644);
  }, 120_000);

  it('reports a failing migration by its file name', async () => {
    const broken = join(root, 'broken-migrations');
    mkdirSync(broken, { recursive: true });
    writeFileSync(join(broken, '20250101000000_bad.sql'), 'create tabel nope;\n');
    await expect(
      startEmulator({
        port: 0,
        dataDir: ':memory:',
        migrationsDir: broken,
        initialData: await initdbImage(),
      }),
    ).rejects.toThrow(/20250101000000_bad\.sql failed/);
  }, 60_000);
});
