import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toOptions } from './palette';

describe('toolbox palette: flags to input', () => {
  it('reads the base colour, the type, the format, the kept colours and --scale', () => {
    expect(
      toOptions({
        flags: {
          type: 'triadic',
          format: 'tailwind',
          lock: ['primary=#ff0000', 'dark:text=#eee'],
          scale: true,
        },
        args: ['10b981'],
      }),
    ).toEqual({
      base: '10b981',
      type: 'triadic',
      format: 'tailwind',
      lock: ['primary=#ff0000', 'dark:text=#eee'],
      scale: true,
    });
    expect(toOptions({ flags: {}, args: [] })).toMatchObject({ format: 'list', lock: [], scale: false });
  });

  it('refuses an unknown palette type', () => {
    expect(() => toOptions({ flags: { type: 'rainbow' }, args: ['#3b82f6'] })).toThrow(UsageError);
  });
});
