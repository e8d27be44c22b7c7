import { ToolInputError } from '@toolbox/core/errors';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './contrast';

describe('toolbox contrast', () => {
  it("reads the two colours, the page's defaults without them", () => {
    expect(toOptions({ flags: {}, args: ['777777', 'fff'] })).toEqual({
      foreground: '777777',
      background: 'fff',
    });
    expect(toOptions({ flags: {}, args: [] })).toEqual({ foreground: '#3b82f6', background: '#ffffff' });
  });

  it('prints the ratio and the grades', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: {}, args: [] }), ctx);
    expect(ctx.captured.stdout.split('\n')[0]).toMatch(/: 3\.68:1$/);
    expect(ctx.captured.stdout).toContain('Normal text: Fail\nLarge text: AA\n');
  });

  it('refuses a colour that is not hex', async () => {
    await expect(run(toOptions({ flags: {}, args: ['blue', 'fff'] }), testContext())).rejects.toThrow(
      ToolInputError,
    );
  });
});
