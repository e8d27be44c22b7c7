import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './palette';

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

  it('prints the roles, their contrast and the harmony of the base colour', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: {}, args: ['#3b82f6'] }), ctx);
    const text = ctx.captured.stdout;
    expect(text).toMatch(/^role +light +dark\ntext +#[0-9a-f]{6} +#[0-9a-f]{6}\n/);
    expect(text).toContain('\ncontrast ');
    expect(text).toMatch(/\nharmony +#3b82f6 /);
  });
});
