import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './escape';
import * as unescapeCommand from './unescape';

describe('toolbox escape / unescape', () => {
  it('reads flags, json and double quotes by default', () => {
    expect(toOptions({ flags: {}, args: ['x'] })).toEqual({
      text: 'x',
      file: undefined,
      as: 'json',
      quote: 'double',
    });
    expect(unescapeCommand.toOptions({ flags: { as: 'sql' }, args: [] })).toMatchObject({
      as: 'sql',
      text: undefined,
    });
  });

  it('escapes the argument, and stdin less the newline echo adds', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: { as: 'js', quote: 'single' }, args: ["it's"] }), ctx);
    expect(ctx.captured.stdout).toBe("'it\\'s'\n");
    const piped = testContext({ input: 'a\tb\n' });
    await run(toOptions({ flags: {}, args: ['-'] }), piped);
    expect(piped.captured.stdout).toBe('"a\\tb"\n');
  });

  it('unescapes a file, and prints JSON with --json', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-unescape-'));
    writeFileSync(join(cwd, 'word.txt'), "'it'\\''s'\n");
    const ctx = testContext({ cwd, json: true });
    await unescapeCommand.run(
      unescapeCommand.toOptions({ flags: { as: 'shell', file: 'word.txt' }, args: [] }),
      ctx,
    );
    expect(JSON.parse(ctx.captured.stdout)).toEqual({ as: 'shell', direction: 'unescape', text: "it's" });
  });

  it('refuses what the language cannot read with the core message', async () => {
    await expect(
      unescapeCommand.run(
        unescapeCommand.toOptions({ flags: { as: 'sql' }, args: ["'it's'"] }),
        testContext(),
      ),
    ).rejects.toThrow(/^A SQL string literal is text between single quotes/);
  });
});
