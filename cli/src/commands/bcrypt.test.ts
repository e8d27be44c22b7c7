import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toOptions } from './bcrypt';

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
