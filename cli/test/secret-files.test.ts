// The built `toolbox jwt`, `hash --hmac` and `qr --password` taking their secret from a file or stdin, so it never
// sits in the command line (ps, shell history).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng } from '@toolbox/core/image/png-decode';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-secret-files-'));
const run = (args: string[], input?: string) => toolboxIn(cwd, args, { input });
// As `echo "$SECRET" > .jwt-secret` writes it: the trailing newline is not part of the secret.
writeFileSync(join(cwd, '.jwt-secret'), 'super-secret-jwt-token-with-at-least-32-characters-long\n');
const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

describe('secrets from a file or stdin', () => {
  it('jwt sign --secret-file and verify --secret-file (file and stdin) agree with --secret', () => {
    const signed = run(['jwt', 'sign', '--secret-file', '.jwt-secret', '--claims', '{"sub":"42"}']);
    expect(signed).toMatchObject({ code: 0, stderr: '' });
    const token = signed.stdout.trim();
    expect(run(['jwt', 'verify', token, '--secret', SECRET])).toMatchObject({ code: 0, stderr: '' });
    expect(run(['jwt', 'verify', token, '--secret-file', '-'], `${SECRET}\n`)).toMatchObject({ code: 0 });
    const piped = run(['jwt', 'sign', '--secret-file', '-'], SECRET).stdout.trim();
    expect(run(['jwt', 'verify', piped, '--secret-file', '.jwt-secret']).code).toBe(0);
    const wrong = run(['jwt', 'verify', token, '--secret-file', '-'], 'not-the-secret');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('invalid token');
  });

  it('hash --hmac-file gives RFC 4231’s HMAC, from a file and from stdin', () => {
    writeFileSync(join(cwd, 'key.txt'), 'Jefe\n');
    writeFileSync(join(cwd, 'payload.txt'), 'what do ya want for nothing?');
    const mac = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    expect(run(['hash', 'payload.txt', '--hmac-file', 'key.txt'])).toEqual({
      code: 0,
      stdout: `${mac}\n`,
      stderr: '',
    });
    expect(
      run(
        ['hash', '--text', 'what do ya want for nothing?', '--hmac-file', '-', '--verify', `sha256=${mac}`],
        'Jefe',
      ),
    ).toMatchObject({ code: 0, stdout: 'Signature matches\n' });
  });

  it('qr --password-file puts the file’s password in the Wi-Fi code', () => {
    writeFileSync(join(cwd, 'wifi.txt'), 'correct horse\n');
    expect(run(['qr', '--ssid', 'Home', '--password-file', 'wifi.txt', '-o', 'wifi.png']).code).toBe(0);
    const png = decodePng(new Uint8Array(readFileSync(join(cwd, 'wifi.png'))));
    const found = jsQR(new Uint8ClampedArray(png.rgba), png.width, png.height);
    expect(found && new TextDecoder().decode(new Uint8Array(found.binaryData))).toBe(
      'WIFI:T:WPA;S:Home;P:correct horse;;',
    );
  });

  it.each([
    [
      ['jwt', 'sign', '--secret', 'a', '--secret-file', '.jwt-secret'],
      'give --secret or --secret-file, not both.',
    ],
    [['jwt', 'sign'], 'give --secret TEXT or --secret-file FILE (- for stdin).'],
    [['jwt', 'verify', '--secret-file', '-'], '--secret-file - and the token cannot both read stdin.'],
    [['hash', '--hmac-file', '-'], '--hmac-file - and the input cannot both read stdin.'],
    [
      ['qr', '--ssid', 'x', '--password', 'a', '--password-file', 'wifi.txt'],
      'give --password or --password-file, not both.',
    ],
  ])('%j is a usage error (exit 2)', (args, message) => {
    expect(run(args, 'x')).toMatchObject({ code: 2, stderr: expect.stringContaining(message) });
  });

  it('an empty or missing secret file is one line, exit 1 or 2', () => {
    writeFileSync(join(cwd, 'empty.txt'), '\n');
    expect(run(['hash', '--text', 'a', '--hmac-file', 'empty.txt'])).toMatchObject({
      code: 2,
      stderr: 'toolbox: --hmac-file empty.txt is empty.\n',
    });
    expect(run(['jwt', 'sign', '--secret-file', 'missing.txt'])).toMatchObject({
      code: 1,
      stderr: 'toolbox: cannot read missing.txt: ENOENT.\n',
    });
  });

  it('refuses a secret file or stdin that is not UTF-8, naming it and the byte, rather than reading U+FFFD', () => {
    // Latin-1's é: read as U+FFFD, the Wi-Fi code held a password no phone would join with, the HMAC another key's.
    writeFileSync(join(cwd, 'latin1.txt'), Buffer.from('caf\xe9 au lait\n', 'latin1'));
    const message = (name: string) =>
      `toolbox: ${name} is not UTF-8 text (byte 0xE9 at offset 3): save it as UTF-8 (iconv -f latin1 -t utf-8 converts Latin-1).\n`;
    for (const args of [
      ['qr', '--ssid', 'Home', '--password-file', 'latin1.txt', '-o', 'latin1.png'],
      ['hash', '--text', 'a', '--hmac-file', 'latin1.txt'],
      ['jwt', 'sign', '--secret-file', 'latin1.txt', '--claims', '{}'],
    ])
      expect(run(args)).toEqual({ code: 1, stdout: '', stderr: message('latin1.txt') });
    expect(
      toolboxIn(cwd, ['hash', '--text', 'a', '--hmac-file', '-'], { input: Buffer.from([0x6b, 0xc3, 0x28]) }),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'toolbox: stdin is not UTF-8 text (byte 0xC3 at offset 1): save it as UTF-8 (iconv -f latin1 -t utf-8 converts Latin-1).\n',
    });
  });

  it('--help names the file flags', () => {
    expect(run(['jwt', 'sign', '--help']).stdout).toContain('--secret-file <file>');
    expect(run(['hash', '--help']).stdout).toContain('--hmac-file <file>');
    expect(run(['qr', '--help']).stdout).toContain('--password-file <file>');
  });
});
