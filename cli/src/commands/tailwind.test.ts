import { describe, expect, it } from 'vitest';
import type { ParsedCommand } from '../command-module';
import { UsageError } from '../errors';
import { subcommands } from './tailwind';

const { optimize, responsive, config } = subcommands;
const read = <T>(command: { toOptions?(parsed: ParsedCommand): T }, parsed: ParsedCommand) =>
  command.toOptions?.(parsed);

describe('toolbox tailwind: flags to input', () => {
  it('optimize and responsive read the classes; responsive its breakpoints', () => {
    expect(read(optimize, { flags: {}, args: ['p-4', 'p-2'] })).toEqual({ classes: ['p-4', 'p-2'] });
    expect(read(responsive, { flags: { at: 'md,lg' }, args: ['grid-cols-2'] })).toEqual({
      classes: ['grid-cols-2'],
      at: ['md', 'lg'],
    });
    expect(read(responsive, { flags: {}, args: [] })).toMatchObject({ at: ['sm', 'md', 'lg', 'xl'] });
  });

  it('config names its colour and keeps only the fonts given', () => {
    expect(
      read(config, {
        flags: { color: '#10b981', colorName: 'brand', fontMono: 'JetBrains Mono', format: 'v4' },
        args: [],
      }),
    ).toEqual({
      format: 'v4',
      colors: { brand: '#10b981' },
      fonts: { sans: 'Inter', mono: 'JetBrains Mono' },
    });
    expect(() => read(config, { flags: { format: 'v5' }, args: [] })).toThrow(UsageError);
  });
});
