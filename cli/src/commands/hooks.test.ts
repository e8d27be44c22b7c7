import { describe, expect, it } from 'vitest';
import { subcommands } from './hooks';

describe('toolbox hooks install: flags to input', () => {
  it('reads --prepare and --chain', () => {
    const toOptions = (flags: Record<string, unknown>) =>
      subcommands.install.toOptions?.({ flags, args: [] });
    expect(toOptions({})).toEqual({ prepare: false, chain: false });
    expect(toOptions({ prepare: true, chain: true })).toEqual({ prepare: true, chain: true });
  });
});
