// The built `toolbox totp` as a user runs it, checked against Debian's oathtool: a secret file, stdin, --json,
// --verify's exit code, and a bad secret in one line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-totp-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const oathtool = (...args: string[]) =>
  spawnSync('oathtool', ['-b', ...args, SECRET], { encoding: 'utf8' }).stdout.trim();

describe('toolbox totp (built)', () => {
  it('gives the code oathtool gives at the same time, from a file', async () => {
    writeFileSync(join(cwd, 'secret.txt'), `${SECRET}\n`);
    const result = await toolbox([
      'totp',
      'secret.txt',
      '--algorithm',
      'SHA256',
      '--at',
      '2026-11-29T07:00:00Z',
      '--json',
    ]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const report = JSON.parse(result.stdout);
    expect([report.current.code, report.next.code]).toEqual(
      oathtool('--totp=sha256', '--now=2026-11-29 07:00:00 UTC', '--window=1').split('\n'),
    );
    expect(report.uri).toContain(`secret=${SECRET}`);
  });

  it('verifies the code oathtool makes now (exit 0) and refuses a wrong one (exit 1)', async () => {
    const now = oathtool('--totp');
    const ok = await toolbox(['totp', '-', '--verify', now], SECRET);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.stdout).toMatch(/^valid/);
    const wrong = String((Number(now) + 1) % 1_000_000).padStart(6, '0');
    const bad = await toolbox(['totp', '-', '--verify', wrong, '--window', '0'], SECRET);
    expect(bad).toMatchObject({ code: 1, stdout: 'invalid\n' });
  });

  it('gives the HOTP code oathtool gives for a counter', async () => {
    const result = await toolbox(['totp', '-', '--counter', '123456'], SECRET);
    expect(result.stdout.trim()).toBe(oathtool('--hotp', '--counter=123456'));
  });

  it('verifies an HOTP code at the counter and --window counters ahead, as oathtool --hotp -w, exit 1 otherwise', async () => {
    const at5 = oathtool('--hotp', '--counter=5');
    const ahead = await toolbox(['totp', '-', '--counter', '3', '--window', '2', '--verify', at5], SECRET);
    expect(ahead).toEqual({ code: 0, stdout: 'valid (counter 5)\n', stderr: '' });
    expect(spawnSync('oathtool', ['--hotp', '-b', '-c', '3', '-w', '2', SECRET, at5]).status).toBe(0);
    const short = await toolbox(['totp', '-', '--counter', '3', '--window', '1', '--verify', at5], SECRET);
    expect(short).toMatchObject({ code: 1, stdout: 'invalid\n' });
    const json = await toolbox(['totp', '-', '--counter', '5', '--verify', at5, '--json'], SECRET);
    expect(JSON.parse(json.stdout)).toEqual({ counter: 5, verify: { valid: true, delta: 0 } });
  });

  it.each([
    [['--generate'], '--generate is'],
    [['-', '--uri', '--issuer', 'ACME'], '--uri, --issuer are'],
    [['-', '--qr'], '--qr is'],
    [['-', '--at', '2020-01-01T00:00:00Z'], '--at is'],
  ])(
    'refuses --counter with %j, which it would ignore (a new secret never shown), exit 2',
    async (flags, named) => {
      expect(await toolbox(['totp', '--counter', '5', ...flags], SECRET)).toEqual({
        code: 2,
        stdout: '',
        stderr: `toolbox: --counter gives an HOTP code: ${named} for TOTP.\n`,
      });
    },
  );

  it('refuses a bad secret in one line, exit 1', async () => {
    const result = await toolbox(['totp', '-'], 'JBSWY3DPEHPK3PX1');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('Character 16, "1", is not a base32 character');
  });
});
