import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './bcrypt';

const HASH = '$2y$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi';

describe('toolbox bcrypt: flags to input', () => {
  it('reads the mode, the hash, the cost and the prefix', () => {
    expect(toOptions({ flags: {}, args: ['hash'] })).toEqual({
      mode: 'hash',
      hash: undefined,
      cost: 10,
      prefix: '2b',
      password: undefined,
      passwordFile: undefined,
    });
    expect(toOptions({ flags: { cost: '12', prefix: '2y' }, args: ['hash'] })).toMatchObject({
      cost: 12,
      prefix: '2y',
    });
    expect(toOptions({ flags: { passwordFile: 'pw.txt' }, args: ['compare', HASH] })).toMatchObject({
      mode: 'compare',
      hash: HASH,
      passwordFile: 'pw.txt',
    });
  });

  it.each([
    [['sha256'], {}, 'the mode must be hash, compare or info, not "sha256".'],
    [['compare'], {}, /bcrypt compare needs the hash/],
    [['hash', HASH], {}, /makes a new hash/],
    [['info', HASH], { password: 'x' }, 'bcrypt info reads a hash only: it needs no password.'],
    [['hash'], { password: 'x', passwordFile: 'f' }, 'give --password or --password-file, not both.'],
  ])('refuses %j with %j', (args, given, message) => {
    expect(() => toOptions({ flags: given, args })).toThrow(message);
    expect(() => toOptions({ flags: given, args })).toThrow(UsageError);
  });

  it('refuses a cost out of range, naming the flag', () => {
    expect(() => toOptions({ flags: { cost: '3' }, args: ['hash'] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { cost: '16' }, args: ['hash'] })).toThrow(UsageError);
  });

  it('never takes a password from a preset, while the cost comes from one', () => {
    const preset = { name: 'team', inputs: { password: 'hunter2', passwordFile: 'pw.txt', cost: 12 } };
    expect(toOptions({ flags: {}, args: ['hash'], preset })).toMatchObject({
      cost: 12,
      password: undefined,
      passwordFile: undefined,
    });
  });
});

describe('toolbox bcrypt: run', () => {
  it('info prints the version, cost and salt of a hash', async () => {
    const ctx = testContext();
    expect(await run(toOptions({ flags: {}, args: ['info', HASH] }), ctx)).toBe(ctx.exit.ok);
    expect(ctx.captured.stdout).toBe(
      [
        'version  $2y$',
        'cost     10 (2^10 = 1024 rounds)',
        'salt     92IXUNpkjO0rOQ5byMi.Ye',
        'digest   4oKoEa3Ro9llC/.og/at2.uheWG/igi',
        '',
      ].join('\n'),
    );
  });

  it('compare exits 0 for the password of the hash, 1 for another, reading it from stdin', async () => {
    const matching = testContext({ input: 'password\n' });
    expect(await run(toOptions({ flags: {}, args: ['compare', HASH] }), matching)).toBe(matching.exit.ok);
    expect(matching.captured.stdout).toBe('Password matches\n');
    const other = testContext({ input: 'hunter2\n' });
    expect(await run(toOptions({ flags: {}, args: ['compare', HASH] }), other)).toBe(other.exit.failed);
    expect(other.captured.stdout).toBe('Password does not match\n');
  });

  it('hash makes a hash at the cost and prefix asked for, which compare then accepts', async () => {
    const made = testContext({ input: 's3cret\n' });
    await run(toOptions({ flags: { cost: '4', prefix: '2y' }, args: ['hash'] }), made);
    const hash = made.captured.stdout.trim();
    expect(hash).toMatch(/^\$2y\$04\$[./A-Za-z0-9]{53}$/);
    const check = testContext({ input: 's3cret' });
    expect(await run(toOptions({ flags: {}, args: ['compare', hash] }), check)).toBe(check.exit.ok);
  });

  it('info refuses a string that is not a bcrypt hash', async () => {
    await expect(run(toOptions({ flags: {}, args: ['info', 'not-a-hash'] }), testContext())).rejects.toThrow(
      'A bcrypt hash is $2a$, $2b$ or $2y$',
    );
  });
});
