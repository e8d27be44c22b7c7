// The built `toolbox hash` and `toolbox base64` as a user runs them, against published vectors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxInProcess } from './in-process';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-hash-'));

/** The built binary: one run per way a document reaches the command (--text, stdin, a file) and for -o bytes. */
const built = (args: string[], input?: string | Buffer) => toolboxIn(cwd, args, { input });
/** The vectors, options and errors: main() in this process, the same command code without a Node start each. */
const toolbox = (args: string[], input?: string) => toolboxInProcess(cwd, args, { input });

// FIPS 180-2 appendix examples: "abc" and the 448-bit two-block message.
const ABC = 'abc';
const TWO_BLOCK = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
const FIPS = [
  ['sha1', ABC, 'a9993e364706816aba3e25717850c26c9cd0d89d'],
  ['sha256', ABC, 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  [
    'sha512',
    ABC,
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  ],
  ['sha1', TWO_BLOCK, '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
  ['sha256', TWO_BLOCK, '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ['sha256', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
] as const;

describe('toolbox hash', () => {
  it.each(FIPS)('%s of %j from --text, stdin and a file', async (algorithm, text, digest) => {
    expect(await toolbox(['hash', '--text', text, '--algorithm', algorithm])).toMatchObject({
      code: 0,
      stdout: `${digest}\n`,
    });
    expect((await toolbox(['hash', '-a', algorithm], text)).stdout).toBe(`${digest}\n`);
    writeFileSync(join(cwd, 'msg.txt'), text);
    expect((await toolbox(['hash', 'msg.txt', '-a', algorithm])).stdout).toBe(`${digest}\n`);
  });

  it('the built binary takes the message from --text, stdin and a file', () => {
    const [, [algorithm, text, digest]] = FIPS;
    expect(built(['hash', '--text', text, '--algorithm', algorithm])).toEqual({
      code: 0,
      stdout: `${digest}\n`,
      stderr: '',
    });
    expect(built(['hash', '-a', algorithm], text).stdout).toBe(`${digest}\n`);
    writeFileSync(join(cwd, 'msg.txt'), text);
    expect(built(['hash', 'msg.txt', '-a', algorithm]).stdout).toBe(`${digest}\n`);
  });

  it('streams a file larger than its chunk size and lists several files like sha256sum', () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 'a');
    writeFileSync(join(cwd, 'big.bin'), big);
    writeFileSync(join(cwd, 'abc.txt'), ABC);
    const result = built(['hash', 'big.bin', 'abc.txt']);
    expect(result.code).toBe(0);
    const check = spawnSync('sha256sum', ['big.bin', 'abc.txt'], { cwd, encoding: 'utf8' });
    expect(result.stdout).toBe(check.stdout);
  });

  // The built binary on a file past the in-memory limit (streamed: OpenSSL, or JavaScript for CRC-32) and on one below
  // it (JavaScript), each algorithm against OpenSSL's `dgst`, coreutils' `b2sum` and Debian's `crc32`.
  it.each([
    ['md5', ['openssl', 'dgst', '-md5', '-r']],
    ['sha384', ['openssl', 'dgst', '-sha384', '-r']],
    ['sha3-256', ['openssl', 'dgst', '-sha3-256', '-r']],
    ['sha3-512', ['openssl', 'dgst', '-sha3-512', '-r']],
    ['blake2b', ['b2sum']],
    ['crc32', ['crc32']],
  ])('%s of a large and a small file, as %j prints it', (algorithm, [program = '', ...args]) => {
    const large = Buffer.alloc(2 * 1024 * 1024 + 13);
    for (let i = 0; i < large.length; i++) large[i] = (i * 31 + (i >> 9)) & 0xff;
    writeFileSync(join(cwd, 'large.bin'), large);
    writeFileSync(join(cwd, 'small.txt'), 'The quick brown fox jumps over the lazy dog');
    const result = built(['hash', '--algorithm', algorithm, 'large.bin', 'small.txt']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const theirs = spawnSync(program, [...args, 'large.bin', 'small.txt'], { cwd, encoding: 'utf8' }).stdout;
    const digests = (text: string) => text.split('\n').map((line) => line.split(/[ \t]/)[0]);
    expect(digests(result.stdout)).toEqual(digests(theirs));
  });

  it('--sums writes what sha256sum -c checks, and --check words it as sha256sum -c', () => {
    writeFileSync(join(cwd, 'one.txt'), 'one\n');
    writeFileSync(join(cwd, 'two.txt'), 'two\n');
    const sums = built(['hash', '--sums', 'one.txt']);
    expect(sums.stdout).toBe(spawnSync('sha256sum', ['one.txt'], { cwd, encoding: 'utf8' }).stdout);
    writeFileSync(join(cwd, 'SHA256SUMS'), spawnSync('sha256sum', ['one.txt', 'two.txt'], { cwd }).stdout);
    expect(built(['hash', '--check', 'SHA256SUMS'])).toEqual({
      code: 0,
      stdout: 'one.txt: OK\ntwo.txt: OK\n',
      stderr: '',
    });
    writeFileSync(join(cwd, 'two.txt'), 'changed\n');
    const theirs = spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd, encoding: 'utf8' });
    const ours = built(['hash', '-c', 'SHA256SUMS']);
    expect(ours).toMatchObject({ code: 1, stdout: theirs.stdout });
    expect(ours.stderr).toBe(theirs.stderr.replaceAll('sha256sum:', 'toolbox:'));
  });

  it('escapes a name holding a backslash, newline or CR as sha256sum does, and --check words it the same', () => {
    const names = ['back\\slash', 'new\nline', 'car\rriage', 'plain'];
    for (const name of names) writeFileSync(join(cwd, name), name);
    const theirs = spawnSync('sha256sum', names, { cwd, encoding: 'utf8' }).stdout;
    expect(built(['hash', ...names])).toEqual({ code: 0, stdout: theirs, stderr: '' });
    expect(built(['hash', '--sums', 'new\nline']).stdout).toBe(`${theirs.split('\n')[1]}\n`);
    writeFileSync(join(cwd, 'ESCAPED.SUMS'), theirs);
    writeFileSync(join(cwd, 'plain'), 'changed');
    const check = spawnSync('sha256sum', ['-c', 'ESCAPED.SUMS'], { cwd, encoding: 'utf8' });
    expect(built(['hash', '--check', 'ESCAPED.SUMS'])).toMatchObject({ code: 1, stdout: check.stdout });
  });

  it('hashes the files it can read when another is missing, and exits 1, as sha256sum does', () => {
    writeFileSync(join(cwd, 'one.txt'), 'one\n');
    writeFileSync(join(cwd, 'abc.txt'), ABC);
    const args = ['one.txt', 'no-such-file', 'abc.txt'];
    const theirs = spawnSync('sha256sum', args, { cwd, encoding: 'utf8' });
    expect(built(['hash', ...args])).toEqual({
      code: 1,
      stdout: theirs.stdout,
      stderr: 'toolbox: cannot read no-such-file: ENOENT.\n',
    });
  });

  it('reads stdin for a - among files, as sha256sum does (a second - finds it at its end)', () => {
    writeFileSync(join(cwd, 'one.txt'), 'one\n');
    const args = ['-', 'one.txt', '-'];
    const theirs = spawnSync('sha256sum', args, { cwd, encoding: 'utf8', input: 'piped\n' }).stdout;
    expect(built(['hash', ...args], 'piped\n')).toEqual({ code: 0, stdout: theirs, stderr: '' });
  });

  it('--check reads b2sum --tag lines from stdin, and refuses a file with no checksum line', () => {
    writeFileSync(join(cwd, 'one.txt'), 'one\n');
    const tagged = spawnSync('b2sum', ['--tag', 'one.txt'], { cwd, encoding: 'utf8' }).stdout;
    expect(built(['hash', '--check', '-'], tagged)).toMatchObject({ code: 0, stdout: 'one.txt: OK\n' });
    expect(built(['hash', '--check', '-'], 'hello\n')).toMatchObject({
      code: 1,
      stderr: 'toolbox: no properly formatted checksum lines found\n',
    });
  });

  it('prints Base64 with --encoding base64', async () => {
    expect((await toolbox(['hash', '--text', ABC, '--encoding', 'base64'])).stdout).toBe(
      'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=\n',
    );
  });

  // RFC 4231 test cases 1 and 2.
  it.each([
    [
      `${'\u000b'.repeat(20)}`,
      'Hi There',
      'sha256',
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      'Jefe',
      'what do ya want for nothing?',
      'sha256',
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      'Jefe',
      'what do ya want for nothing?',
      'sha512',
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    ],
  ])('HMAC with key %j of %j (%s)', async (key, data, algorithm, mac) => {
    expect((await toolbox(['hash', '--text', data, '--hmac', key, '-a', algorithm])).stdout).toBe(`${mac}\n`);
  });

  it('verifies a GitHub X-Hub-Signature-256 and exits 1 on a mismatch', async () => {
    writeFileSync(join(cwd, 'payload.json'), 'what do ya want for nothing?');
    const good = 'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    expect(await toolbox(['hash', 'payload.json', '--hmac', 'Jefe', '--verify', good])).toMatchObject({
      code: 0,
      stdout: 'Signature matches\n',
    });
    expect(await toolbox(['hash', 'payload.json', '--hmac', 'wrong', '--verify', good])).toMatchObject({
      code: 1,
      stdout: 'Signature does not match\n',
    });
  });

  it('verifies a base64url signature, as a JWT’s HS256 one is written', async () => {
    // jwt.io's example token: header.payload, its secret and its signature.
    const signed =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ';
    const args = ['hash', '--text', signed, '--hmac', 'your-256-bit-secret'];
    const signature = 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    expect(await toolbox([...args, '--verify', signature])).toMatchObject({
      code: 0,
      stdout: 'Signature matches\n',
    });
    expect(await toolbox([...args, '--verify', signature.replace('Sfl', 'Sfm')])).toMatchObject({ code: 1 });
  });

  it('says to hash in SHA-1 for a GitHub X-Hub-Signature sha1= instead of a false "does not match"', async () => {
    writeFileSync(join(cwd, 'payload.json'), 'what do ya want for nothing?');
    // RFC 2202 section 3, test case 2.
    const sha1 = 'sha1=effcdf6ae5eb2fa2d27416d5f184df9c259a7c79';
    expect(await toolbox(['hash', 'payload.json', '--hmac', 'Jefe', '--verify', sha1])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'toolbox: --verify’s signature says sha1=: add --algorithm sha1 (the MAC is sha256 now).\n',
    });
    const args = ['hash', 'payload.json', '--hmac', 'Jefe', '--verify', sha1, '-a', 'sha1'];
    expect(await toolbox(args)).toMatchObject({ code: 0, stdout: 'Signature matches\n' });
  });

  it.each([
    [['hash', 'missing.bin'], 1, 'toolbox: cannot read missing.bin: ENOENT.'],
    [['hash', '--verify', 'x', '--text', 'a'], 2, 'toolbox: --verify needs --hmac KEY or --hmac-file FILE.'],
    [['hash', '-a', 'whirlpool', '--text', 'a'], 2, 'whirlpool'],
  ])('%j exits %d', async (args, code, message) => {
    const result = await toolbox(args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
  });
});

describe('toolbox base64', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foobar', 'Zm9vYmFy'],
    ['héllo ✓', 'aMOpbGxvIOKckw=='],
  ])('%j <-> %j (RFC 4648)', async (text, encoded) => {
    expect((await toolbox(['base64', 'encode', text])).stdout).toBe(`${encoded}\n`);
    expect((await toolbox(['base64', 'decode', encoded])).stdout).toBe(text);
  });

  it('encodes a binary file URL-safe and decodes it back to the same bytes with -o', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0x00, 0x10, 0x80]);
    writeFileSync(join(cwd, 'bin.dat'), bytes);
    const encoded = built(['base64', 'encode', '--file', 'bin.dat', '--url-safe']);
    expect(encoded.stdout).toBe('-_8AEIA\n');
    expect(built(['base64', 'decode', '-', '-o', 'out.dat'], encoded.stdout).code).toBe(0);
    expect(readFileSync(join(cwd, 'out.dat'))).toEqual(bytes);
  });

  it('strips a data: prefix', async () => {
    expect((await toolbox(['base64', 'decode', 'data:text/plain;base64,aGk='])).stdout).toBe('hi');
  });

  it('refuses bad input with the spec’s message, exit 1', async () => {
    expect(await toolbox(['base64', 'decode', 'abc$'])).toMatchObject({
      code: 1,
      stderr: 'toolbox: Invalid Base64 string\n',
    });
    expect((await toolbox(['base64', 'twist', 'a'])).code).toBe(2);
  });
});
