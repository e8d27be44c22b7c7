import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors';
import {
  configDir,
  credentialsPath,
  deleteCredential,
  readCredential,
  readTokenCheck,
  type StoredCredential,
  saveCredential,
  saveTokenCheck,
} from './credentials';

const freshEnv = () => ({ XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-cred-')) });
const mode = (path: string) => statSync(path).mode & 0o777;
const credential = (email: string): StoredCredential => ({
  token: `tbx_${'a'.repeat(43)}`,
  user: { id: 'u1', email },
  confirmed_at: '2026-03-01T12:00:00.000Z',
});

describe('where credentials live', () => {
  it.each([
    [{ XDG_CONFIG_HOME: '/x/cfg', HOME: '/home/a' }, 'linux', '/x/cfg/toolbox'],
    [{ HOME: '/home/a' }, 'linux', '/home/a/.config/toolbox'],
    [{ HOME: '/Users/a' }, 'darwin', '/Users/a/.config/toolbox'],
    [
      { APPDATA: 'C:/Users/a/AppData/Roaming', HOME: 'C:/Users/a' },
      'win32',
      join('C:/Users/a/AppData/Roaming', 'toolbox'),
    ],
  ] as const)('%j on %s -> %s', (env, platform, dir) => {
    expect(configDir(env, platform)).toBe(dir);
  });
});

describe('the credentials file', () => {
  it('is written with mode 0600 in a 0700 directory, leaving no temp file', () => {
    const env = freshEnv();
    saveCredential(env, 'http://127.0.0.1:54321', credential('a@x.dev'), () => {});
    const path = credentialsPath(env);
    expect(mode(path)).toBe(0o600);
    expect(mode(join(path, '..'))).toBe(0o700);
    expect(readdirSync(join(path, '..'))).toEqual(['credentials.json']);
    expect(readCredential(env, 'http://127.0.0.1:54321', () => {})?.user.email).toBe('a@x.dev');
  });

  it('keeps one entry per API URL and removes the file with the last one', () => {
    const env = freshEnv();
    saveCredential(env, 'http://127.0.0.1:54321', credential('local@x.dev'), () => {});
    saveCredential(env, 'https://ref.supabase.co', credential('hosted@x.dev'), () => {});
    expect(readCredential(env, 'https://ref.supabase.co', () => {})?.user.email).toBe('hosted@x.dev');
    expect(deleteCredential(env, 'https://ref.supabase.co', () => {})).toBe(true);
    expect(readCredential(env, 'https://ref.supabase.co', () => {})).toBeUndefined();
    expect(readCredential(env, 'http://127.0.0.1:54321', () => {})?.user.email).toBe('local@x.dev');
    deleteCredential(env, 'http://127.0.0.1:54321', () => {});
    expect(readdirSync(join(credentialsPath(env), '..'))).toEqual([]);
  });

  it('tightens a file others can read, and says so', () => {
    const env = freshEnv();
    saveCredential(env, 'http://a', credential('a@x.dev'), () => {});
    const path = credentialsPath(env);
    writeFileSync(path, readFileSync(path), { mode: 0o644 });
    chmodSync(path, 0o644);
    const warnings: string[] = [];
    expect(readCredential(env, 'http://a', (w) => warnings.push(w))?.user.email).toBe('a@x.dev');
    expect(mode(path)).toBe(0o600);
    expect(warnings.join()).toMatch(/readable by others/);
  });

  it('ignores a file that is not JSON, with a warning', () => {
    const env = freshEnv();
    saveCredential(env, 'http://a', credential('a@x.dev'), () => {});
    writeFileSync(credentialsPath(env), '{half', { mode: 0o600 });
    const warnings: string[] = [];
    expect(readCredential(env, 'http://a', (w) => warnings.push(w))).toBeUndefined();
    expect(warnings.join()).toMatch(/not valid JSON/);
  });
});

describe('TOOLBOX_TOKEN confirmations', () => {
  it('are keyed by a hash and never store the token', () => {
    const env = freshEnv();
    const token = `tbx_${'b'.repeat(43)}`;
    saveTokenCheck(
      env,
      'http://a',
      token,
      { user: { id: 'u', email: 'ci@x.dev' }, confirmed_at: '2026-01-01T00:00:00Z' },
      () => {},
    );
    expect(readTokenCheck(env, 'http://a', token, () => {})?.user.email).toBe('ci@x.dev');
    expect(readTokenCheck(env, 'http://b', token, () => {})).toBeUndefined();
    const file = readFileSync(join(configDir(env), 'token-checks.json'), 'utf8');
    expect(file).not.toContain(token);
    expect(mode(join(configDir(env), 'token-checks.json'))).toBe(0o600);
  });
});

describe('symbolic links in the store', () => {
  it('saving through a linked config folder is refused and the target folder keeps its mode', () => {
    const home = mkdtempSync(join(tmpdir(), 'toolbox-cred-'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'toolbox-elsewhere-'));
    chmodSync(elsewhere, 0o755);
    symlinkSync(elsewhere, join(home, 'toolbox'));
    const env = { XDG_CONFIG_HOME: home };
    expect(() => saveCredential(env, 'http://a', credential('a@x.dev'), () => {})).toThrow(AuthError);
    expect(mode(elsewhere)).toBe(0o755);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('saving over a linked credentials.json is refused, the link and its target left alone', () => {
    const env = freshEnv();
    mkdirSync(configDir(env), { mode: 0o700 });
    const target = join(mkdtempSync(join(tmpdir(), 'toolbox-elsewhere-')), 'x.json');
    writeFileSync(target, '{}');
    chmodSync(target, 0o644);
    symlinkSync(target, credentialsPath(env));
    expect(() => saveCredential(env, 'http://a', credential('a@x.dev'), () => {})).toThrow(/symbolic link/);
    expect(readFileSync(target, 'utf8')).toBe('{}');
    expect(mode(target)).toBe(0o644);
  });
});
