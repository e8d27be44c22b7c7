import { describe, expect, it } from 'vitest';
import { formatSize, inputLimitFor, inputTooLarge, parseSize } from './input-limits';

describe('input limits', () => {
  it.each([
    ['200MB', 200_000_000],
    ['1.5 GB', 1_500_000_000],
    ['512KiB', 524_288],
    ['1048576', 1_048_576],
    ['3kb', 3000],
    ['lots', undefined],
    ['-1MB', undefined],
    ['5 parsecs', undefined],
  ])('parseSize(%j) = %j', (text, bytes) => {
    expect(parseSize(text)).toBe(bytes);
  });

  it('formats decimal sizes as a user reads them', () => {
    expect(formatSize(104_857_600)).toBe('104.9 MB');
    expect(formatSize(20_000_000)).toBe('20 MB');
    expect(formatSize(2_500)).toBe('2.5 kB');
    expect(formatSize(12)).toBe('12 bytes');
  });

  it('knows each command, subcommands by their command, and a raised limit', () => {
    expect(inputLimitFor('pdf', undefined)).toEqual({ bytes: 5_000_000, command: 'toolbox pdf' });
    expect(inputLimitFor('commit lint', undefined)).toEqual({
      bytes: 1_000_000,
      command: 'toolbox commit lint',
    });
    expect(inputLimitFor('json', 3000).bytes).toBe(3000);
  });

  it('says the most it can read when even the largest limit is too small', () => {
    expect(inputTooLarge('huge.json', 620_000_000, inputLimitFor('json', undefined)).message).toBe(
      'huge.json is 620 MB; the limit for toolbox json is 100 MB (toolbox reads at most 500 MB as text).',
    );
  });
});
