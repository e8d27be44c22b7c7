import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './count';

describe('toolbox count', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { text: 'hi' }, args: [] })).toEqual({ file: undefined, text: 'hi' });
  });

  it('counts stdin, graphemes apart from code points', async () => {
    const ctx = testContext({ input: '👍🏽 ok\n', json: true });
    await run(toOptions({ flags: {}, args: ['-'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toEqual({
      characters: 6,
      graphemes: 5,
      words: 2,
      newlines: 1,
      lines: 1,
      bytes: 12,
    });
  });

  it('counts --text', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: { text: 'a b' }, args: [] }), ctx);
    expect(ctx.captured.stdout).toContain('words: 2\n');
  });
});
