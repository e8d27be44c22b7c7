import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toOptions } from './json';

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
});
