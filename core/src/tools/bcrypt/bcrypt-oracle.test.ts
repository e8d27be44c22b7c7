import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../deterministic/seeded-random';
import { generateBcryptHash, runBcryptCompare } from './bcrypt';
import { BCRYPT_VERSIONS } from './info';

// The oracles: Apache's `htpasswd` (apache2-utils, installed by support/test-programs.mjs) and libxcrypt's
// crypt(3), the system's bcrypt, through Python's crypt module. Neither shares code with bcryptjs.
const dir = mkdtempSync(join(tmpdir(), 'bcrypt-oracle-'));

function htpasswdVerifies(hash: string, password: string): boolean {
  const file = join(dir, 'htpasswd');
  writeFileSync(file, `user:${hash}\n`);
  const result = spawnSync('htpasswd', ['-vb', file, 'user', password], { encoding: 'utf8' });
  if (result.error) throw new Error(`htpasswd: ${result.error.message}`);
  return result.status === 0;
}

function htpasswdHash(password: string, cost: number): string {
  const result = spawnSync('htpasswd', ['-nbB', '-C', String(cost), 'user', password], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`htpasswd: ${result.stderr || result.error}`);
  return result.stdout.trim().replace(/^user:/, '');
}

/** libxcrypt's hash of each password with the given full hash as its setting (so the same salt and cost). */
function libxcrypt(pairs: readonly { password: string; hash: string }[]): string[] {
  const script =
    'import crypt, json, sys, warnings\nwarnings.simplefilter("ignore")\n' +
    'print(json.dumps([crypt.crypt(p, h) for p, h in json.load(sys.stdin)]))';
  const input = JSON.stringify(pairs.map(({ password, hash }) => [password, hash]));
  const result = spawnSync('python3', ['-c', script], { input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`python3 crypt: ${result.stderr || result.error}`);
  return JSON.parse(result.stdout);
}

const tsv = (name: string) =>
  readFileSync(join(import.meta.dirname, 'corpus', name), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [password = '', hash = ''] = line.split('\t');
      return { password, hash };
    });

describe('pyca/bcrypt test vectors', () => {
  const vectors = tsv('pyca-vectors.tsv');
  it.each(vectors)('$password', ({ password, hash }) => {
    expect(runBcryptCompare({ password, hash }).matches).toBe(true);
    expect(runBcryptCompare({ password: `${password}!`, hash }).matches).toBe(password.length >= 72);
  });

  it('libxcrypt agrees with every vector', () => {
    expect(libxcrypt(vectors)).toEqual(vectors.map(({ hash }) => hash));
  });
});

describe('claims read in public seed data, judged by htpasswd and by us alike', () => {
  it.each(tsv('seed-hashes.tsv'))('$password for $hash', ({ password, hash }) => {
    expect(runBcryptCompare({ password, hash }).matches).toBe(htpasswdVerifies(hash, password));
  });
});

describe('both ways against htpasswd and libxcrypt', () => {
  const passwords = ['correct horse battery staple', 'p@ss:word', 'héllo wörld ✓', '', ' ', 'x'.repeat(80)];
  const random = seededRandom(79);

  it.each(passwords)('our hash of %j is verified by htpasswd and remade by libxcrypt', (password) => {
    const ours = BCRYPT_VERSIONS.map(
      (version) => generateBcryptHash({ password, cost: 5, version }, random).hash,
    );
    for (const hash of ours) {
      expect(htpasswdVerifies(hash, password)).toBe(true);
      expect(htpasswdVerifies(hash, `${password}?`)).toBe(password.length >= 72);
    }
    expect(libxcrypt(ours.map((hash) => ({ password, hash })))).toEqual(ours);
  });

  it.each(passwords.filter((password) => password !== ''))(
    'htpasswd -B hash of %j is verified by us',
    (password) => {
      const theirs = htpasswdHash(password, 5);
      expect(theirs).toMatch(/^\$2y\$05\$/);
      expect(runBcryptCompare({ password, hash: theirs }).matches).toBe(true);
      expect(runBcryptCompare({ password: `${password}?`, hash: theirs }).matches).toBe(
        password.length >= 72,
      );
    },
  );
});
