import { describe, expect, it } from 'vitest';
import { ExitCode, UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './json';

describe('toolbox json: flags to input', () => {
  it('reads the action, the file and the flags; the delimiter by character or name', () => {
    expect(toOptions({ flags: { indent: '4', sortKeys: true }, args: ['format', 'data.json'] })).toEqual({
      action: 'format',
      file: 'data.json',
      indent: '4',
      sortKeys: true,
      delimiter: 'comma',
      output: undefined,
      force: false,
    });
    expect(toOptions({ flags: { delimiter: ';' }, args: ['csv'] }).delimiter).toBe('semicolon');
    expect(toOptions({ flags: { delimiter: 'tab' }, args: ['csv'] }).delimiter).toBe('tab');
  });

  it('refuses an unknown action and delimiter', () => {
    expect(() => toOptions({ flags: {}, args: ['prettify'] })).toThrow(
      new UsageError('the action must be one of format, minify, validate, csv, not "prettify".'),
    );
    expect(() => toOptions({ flags: { delimiter: '|' }, args: ['csv'] })).toThrow(
      new UsageError(`--delimiter must be ',', ';' or tab, not "|".`),
    );
  });

  it('formats stdin with sorted keys', async () => {
    const ctx = testContext({ input: '{"b":1,"a":[1,2]}' });
    await run(toOptions({ flags: { sortKeys: true }, args: ['format', '-'] }), ctx);
    expect(ctx.captured.stdout).toBe('{\n  "a": [\n    1,\n    2\n  ],\n  "b": 1\n}\n');
  });

  it('validates as JSON: where it breaks, and exit 1', async () => {
    const ctx = testContext({ input: '{"b":', json: true });
    expect(await run(toOptions({ flags: {}, args: ['validate', '-'] }), ctx)).toBe(ExitCode.failed);
    expect(JSON.parse(ctx.captured.stdout)).toMatchObject({ valid: false, line: 1, column: 6 });
  });
});
