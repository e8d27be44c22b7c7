import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  DEFAULT_DATA_DIR,
  dataPaths,
  lockDataDir,
  REPO_ROOT,
  resolveJwtSecret,
  SECRET_ENV,
} from './data-dir';
import { listMigrations } from './database';

const root = mkdtempSync(join(tmpdir(), 'toolbox-data-dir-'));
const saved = process.env[SECRET_ENV];

afterEach(() => {
  if (saved === undefined) delete process.env[SECRET_ENV];
  else process.env[SECRET_ENV] = saved;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const LONG = 'x'.repeat(32);

describe('the data directory', () => {
  it('defaults to .data at the repository root and lays out pgdata, jwt-secret and stack.json', () => {
    expect(DEFAULT_DATA_DIR).toBe(join(REPO_ROOT, '.data'));
    expect(readFileSync(join(REPO_ROOT, 'pnpm-workspace.yaml'), 'utf8')).toContain('emulator');
    expect(dataPaths('/tmp/x')).toEqual({
      pgdata: '/tmp/x/pgdata',
      secret: '/tmp/x/jwt-secret',
      stack: '/tmp/x/stack.json',
      lock: '/tmp/x/emulator.pid',
    });
    expect(dataPaths(':memory:')).toBeNull();
  });

  it('takes the secret from the option, then the environment, then the file, else makes and keeps one', () => {
    const paths = dataPaths(join(root, 'secret-order'));
    if (!paths) throw new Error('paths');
    delete process.env[SECRET_ENV];
    const made = resolveJwtSecret(undefined, paths);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(paths.secret, 'utf8').trim()).toBe(made);
    expect(statSync(paths.secret).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, paths)).toBe(made);
    process.env[SECRET_ENV] = `env-${LONG}`;
    expect(resolveJwtSecret(undefined, paths)).toBe(`env-${LONG}`);
    expect(resolveJwtSecret(`option-${LONG}`, paths)).toBe(`option-${LONG}`);
    // The kept secret is not overwritten by an override.
    expect(readFileSync(paths.secret, 'utf8').trim()).toBe(made);
  });

  it('never writes a secret for an in-memory stack and refuses short secrets', () => {
    delete process.env[SECRET_ENV];
    const a = resolveJwtSecret(undefined, null);
    expect(resolveJwtSecret(undefined, null)).not.toBe(a);
    expect(() => resolveJwtSecret('short', null)).toThrow('at least 32 characters');
    process.env[SECRET_ENV] = 'short';
    expect(() => resolveJwtSecret(undefined, null)).toThrow(SECRET_ENV);
  });
});

describe('lockDataDir', () => {
  it('lets one process hold a data directory and takes over a dead holder', () => {
    const paths = dataPaths(join(root, 'locked'));
    if (!paths) throw new Error('paths');
    const release = lockDataDir(paths);
    expect(readFileSync(paths.lock, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(paths)).toThrow(DataDirInUseError);
    release();
    // A pid that cannot be running: the lock is stale and taken over.
    writeFileSync(paths.lock, '2147483646\n');
    const again = lockDataDir(paths);
    expect(readFileSync(paths.lock, 'utf8').trim()).toBe(String(process.pid));
    again();
    expect(() => statSync(paths.lock)).toThrow();
  });
});

describe('listMigrations', () => {
  it('lists .sql files in file-name order with the Supabase CLI version prefix', () => {
    const dir = join(root, 'migrations');
    mkdirSync(dir);
    for (const file of ['20250102_b.sql', '20250101_a_table.sql', 'notes.txt', 'seed.sql']) {
      writeFileSync(join(dir, file), '');
    }
    expect(listMigrations(dir).map(({ version, name }) => ({ version, name }))).toEqual([
      { version: '20250101', name: 'a_table' },
      { version: '20250102', name: 'b' },
      { version: 'seed', name: 'seed' },
    ]);
    expect(listMigrations(join(root, 'missing'))).toEqual([]);
  });
});
