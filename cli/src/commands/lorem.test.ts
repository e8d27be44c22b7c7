import { seededRandom } from '@toolbox/core/deterministic/seeded-random';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './lorem';

describe('toolbox lorem', () => {
  it('reads the count and flags', () => {
    expect(toOptions({ flags: {}, args: [] })).toEqual({ count: 1, unit: 'paragraphs', classic: true });
    expect(toOptions({ flags: { unit: 'words', seed: '7', classic: false }, args: ['12'] })).toEqual({
      count: 12,
      unit: 'words',
      seed: 7,
      classic: false,
    });
  });

  it('refuses a unit it does not know', () => {
    expect(() => toOptions({ flags: { unit: 'lines' }, args: [] })).toThrow(/unit/);
  });

  it('starts with the classic opening', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: { unit: 'words' }, args: ['5'] }), ctx);
    expect(ctx.captured.stdout).toBe('lorem ipsum dolor sit amet\n');
  });

  it('gives the same text for the same --seed, whatever the context randomness', async () => {
    const flags = { unit: 'sentences', seed: '1', classic: false };
    const first = testContext();
    await run(toOptions({ flags, args: ['2'] }), first);
    expect(first.captured.stdout).toBe(
      'Lorem consequat est est aliqua reprehenderit, nulla laboris laborum aliquip ea. Do ea amet exercitation sint aliqua tempor dolor.\n',
    );
    const again = testContext({ random: seededRandom(99) });
    await run(toOptions({ flags, args: ['2'] }), again);
    expect(again.captured.stdout).toBe(first.captured.stdout);
    const other = testContext();
    await run(toOptions({ flags: { ...flags, seed: '2' }, args: ['2'] }), other);
    expect(other.captured.stdout).not.toBe(first.captured.stdout);
  });
});
