import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './password';

describe('toolbox password: flags to input', () => {
  it('reads the length, count and character sets', () => {
    expect(
      toOptions({ flags: { length: '24', count: '3', symbols: false, excludeAmbiguous: true }, args: [] }),
    ).toEqual({
      generator: {
        length: 24,
        classes: ['lowercase', 'uppercase', 'digits'],
        excludeAmbiguous: true,
        requireEachClass: true,
      },
      count: 3,
    });
    expect(toOptions({ flags: { requireEach: false }, args: [] }).generator.requireEachClass).toBe(false);
  });

  it('refuses a length out of range and no character set at all', () => {
    expect(() => toOptions({ flags: { length: '2' }, args: [] })).toThrow(UsageError);
    expect(() =>
      toOptions({ flags: { uppercase: false, lowercase: false, digits: false, symbols: false }, args: [] }),
    ).toThrow(new UsageError('leave at least one character set on.'));
  });

  it("prints --count passwords of --length from the context's randomness", async () => {
    const options = toOptions({ flags: { length: '12', count: '2' }, args: [] });
    const [first, again] = [testContext(), testContext()];
    await run(options, first);
    await run(options, again);
    const lines = first.captured.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.length === 12)).toBe(true);
    expect(again.captured.stdout).toBe(first.captured.stdout);
  });
});
