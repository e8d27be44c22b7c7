import { describe, expect, it } from 'vitest';
import type { ParsedCommand } from '../../command-module';
import { UsageError } from '../../errors';
import { subcommands } from './check';

const read = <T>(
  command: { toOptions?(parsed: ParsedCommand): T },
  flags: Record<string, unknown>,
  args: string[] = [],
) => command.toOptions?.({ flags, args });

describe('toolbox check: flags to input', () => {
  it('rls reads the folder (supabase/migrations by default), --fail-on and --sarif', () => {
    expect(read(subcommands.rls, {})).toEqual({
      folder: 'supabase/migrations',
      failOn: 'error',
      sarif: undefined,
    });
    expect(read(subcommands.rls, { failOn: 'warn', sarif: 'rls.sarif' }, ['db/migrations'])).toEqual({
      folder: 'db/migrations',
      failOn: 'warn',
      sarif: 'rls.sarif',
    });
    expect(() => read(subcommands.rls, { failOn: 'fatal' })).toThrow(UsageError);
  });

  it('pr reads the refs, the title and the files it checks', () => {
    expect(
      read(subcommands.pr, { base: 'origin/main', head: 'HEAD', title: 'feat: add todos', summary: 'pr.md' }),
    ).toMatchObject({
      base: 'origin/main',
      head: 'HEAD',
      title: 'feat: add todos',
      migrations: 'supabase/migrations',
      failOn: 'error',
      summary: 'pr.md',
    });
  });
});
