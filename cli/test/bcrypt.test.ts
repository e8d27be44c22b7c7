// The built `toolbox bcrypt` as a user runs it, against Apache's htpasswd both ways.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-bcrypt-'));
const built = (args: string[], input?: string | Buffer) => toolboxIn(cwd, args, { input });

const LARAVEL = '$2y$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi';

function htpasswdVerifies(hash: string, password: string): boolean {
  writeFileSync(join(cwd, 'htpasswd'), `user:${hash}\n`);
  return spawnSync('htpasswd', ['-vb', join(cwd, 'htpasswd'), 'user', password]).status === 0;
}

describe('toolbox bcrypt', () => {
  it('hashes the password from stdin at the cost asked, and htpasswd -v accepts it', () => {
    const made = built(['bcrypt', 'hash', '--cost', '5'], 'correct horse\n');
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toMatch(/^\$2b\$05\$[./A-Za-z0-9]{53}\n$/);
    expect(htpasswdVerifies(made.stdout.trim(), 'correct horse')).toBe(true);
    expect(htpasswdVerifies(made.stdout.trim(), 'correct horse\n')).toBe(false);
  });

  it('compares a password from a file with an htpasswd -B hash: exit 0 on a match, 1 otherwise', () => {
    const theirs = spawnSync('htpasswd', ['-nbB', '-C', '5', 'user', 'p@ss wörd'], { encoding: 'utf8' });
    const hash = theirs.stdout.trim().replace(/^user:/, '');
    writeFileSync(join(cwd, 'pw.txt'), 'p@ss wörd\n');
    expect(built(['bcrypt', 'compare', hash, '--password-file', 'pw.txt'])).toEqual({
      code: 0,
      stdout: 'Password matches\n',
      stderr: '',
    });
    expect(built(['bcrypt', 'compare', hash], 'p@ss word')).toMatchObject({
      code: 1,
      stdout: 'Password does not match\n',
    });
  });

  it('reads the cost and salt of a hash, as text and --json', () => {
    expect(built(['bcrypt', 'info', LARAVEL]).stdout).toBe(
      [
        'version  $2y$',
        'cost     10 (2^10 = 1024 rounds)',
        'salt     92IXUNpkjO0rOQ5byMi.Ye',
        'digest   4oKoEa3Ro9llC/.og/at2.uheWG/igi',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(built(['bcrypt', 'info', '--json'], `${LARAVEL}\n`).stdout)).toEqual({
      version: '2y',
      cost: 10,
      rounds: 1024,
      salt: '92IXUNpkjO0rOQ5byMi.Ye',
      digest: '4oKoEa3Ro9llC/.og/at2.uheWG/igi',
    });
  });

  it('refuses a password that is not UTF-8 instead of a false "does not match" or a hash of other bytes', () => {
    const latin1 = Buffer.from('p\xe4ss', 'latin1');
    writeFileSync(join(cwd, 'latin1.txt'), latin1);
    // The shell passes the file's bytes as they are (Node's arguments would be UTF-8).
    const script = 'htpasswd -nbB -C 4 user "$(cat latin1.txt)"';
    const theirs = spawnSync('sh', ['-c', script], { cwd, encoding: 'utf8' });
    const hash = theirs.stdout.trim().replace(/^user:/, '');
    // A file's or stdin's bytes are refused as they are read, at the byte (cli/src/output/read-input.ts).
    const read = (name: string) =>
      `toolbox: ${name} is not UTF-8 text (byte 0xE4 at offset 1): save it as UTF-8 (iconv -f latin1 -t utf-8 converts Latin-1).\n`;
    expect(built(['bcrypt', 'compare', hash, '--password-file', 'latin1.txt'])).toEqual({
      code: 1,
      stdout: '',
      stderr: read('latin1.txt'),
    });
    expect(built(['bcrypt', 'hash', '-c', '4'], latin1)).toEqual({
      code: 1,
      stdout: '',
      stderr: read('stdin'),
    });
    // An argument's, which Node hands over as U+FFFD already.
    const argument = spawnSync(
      'sh',
      [
        '-c',
        `"$0" "$1" bcrypt compare '${hash}' --password "$(cat latin1.txt)"`,
        process.execPath,
        toolboxJs,
      ],
      {
        cwd,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: cwd, XDG_CONFIG_HOME: signedInConfigHome() },
      },
    );
    expect(argument).toMatchObject({
      status: 1,
      stdout: '',
      stderr:
        'toolbox: The password is not valid UTF-8 (Latin-1?): bcrypt here hashes UTF-8 text, so convert it (iconv -f latin1 -t utf-8), or check a hash of these bytes with htpasswd -v.\n',
    });
  });

  it('takes a password holding U+FFFD itself (valid UTF-8) as htpasswd -B hashed it', () => {
    const password = 'p\ufffdss';
    const theirs = spawnSync('htpasswd', ['-nbB', '-C', '4', 'user', password], { encoding: 'utf8' });
    const hash = theirs.stdout.trim().replace(/^user:/, '');
    writeFileSync(join(cwd, 'replacement.txt'), `${password}\n`);
    expect(built(['bcrypt', 'compare', hash, '--password-file', 'replacement.txt'])).toEqual({
      code: 0,
      stdout: 'Password matches\n',
      stderr: '',
    });
    expect(built(['bcrypt', 'compare', hash], password)).toMatchObject({
      code: 0,
      stdout: 'Password matches\n',
    });
  });

  it('says how to give the empty password when stdin is empty, and takes it from --password', () => {
    expect(built(['bcrypt', 'compare', LARAVEL], '')).toEqual({
      code: 2,
      stdout: '',
      stderr: "toolbox: stdin is empty: pipe the password in (--password '' for the empty password).\n",
    });
    const empty = spawnSync('htpasswd', ['-nbB', '-C', '4', 'user', ''], { encoding: 'utf8' });
    const hash = empty.stdout.trim().replace(/^user:/, '');
    expect(built(['bcrypt', 'compare', hash, '--password', ''])).toMatchObject({ code: 0 });
  });

  it.each([
    [['bcrypt', 'info', '$2a$10$short'], 1, /^toolbox: A bcrypt hash is \$2a\$/],
    [['bcrypt', 'hash', '--cost', '40'], 2, /--cost/],
    [['bcrypt', 'compare', LARAVEL.replace('$10$', '$20$')], 1, /cost is above 15/],
  ])('%j exits %d with one line', (args, code, message) => {
    const result = built(args, 'password\n');
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
