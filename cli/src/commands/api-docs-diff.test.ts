import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { diff } from './api-docs-diff';

const toOptions = (flags: Record<string, unknown>, args: string[]) => diff.toOptions?.({ flags, args });

describe('toolbox api-docs diff: flags to input', () => {
  it('reads the two documents and --fail-on; text unless the parent asked for md', () => {
    expect(toOptions({ failOn: 'warn' }, ['main.json', 'openapi.yaml'])).toEqual({
      base: 'main.json',
      revision: 'openapi.yaml',
      format: 'text',
      failOn: 'warn',
      output: undefined,
      force: false,
    });
  });

  it('refuses one document, two stdins and an unknown level', () => {
    expect(() => toOptions({}, ['openapi.yaml'])).toThrow(
      new UsageError('give two documents to compare: toolbox api-docs diff OLD NEW.'),
    );
    expect(() => toOptions({}, ['-', '-'])).toThrow(
      new UsageError('only one of the two documents can be - (stdin).'),
    );
    expect(() => toOptions({ failOn: 'info' }, ['a.json', 'b.json'])).toThrow(UsageError);
  });
});
