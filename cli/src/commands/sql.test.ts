import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandModule } from '../command-module';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { subcommands } from './sql';

const format = subcommands.format as unknown as CommandModule<Record<string, unknown>>;
const options = (flags: Record<string, unknown>, args: string[]) => format.toOptions?.({ flags, args }) ?? {};

describe('toolbox sql format', () => {
  it('reads flags: keyword case and indent are checked choices', () => {
    expect(options({ keywordCase: 'lower', indent: 'tab' }, ['q.sql'])).toEqual({
      file: 'q.sql',
      keywordCase: 'lower',
      indent: 'tab',
      check: false,
      output: undefined,
      force: false,
    });
    expect(() => options({ indent: '3' }, [])).toThrow(
      new UsageError('--indent must be one of 2, 4, tab, not "3".'),
    );
  });

  it('formats stdin with Postgres keywords in upper case', async () => {
    const ctx = testContext({ input: 'select id from todos where done = false' });
    expect(await format.run?.(options({}, ['-']), ctx)).toBe(0);
    expect(ctx.captured.stdout).toBe('SELECT\n  id\nFROM\n  todos\nWHERE\n  done = FALSE\n');
  });

  it('writes -o, and --check says 0 for a formatted file and 1 for another', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-sql-'));
    writeFileSync(join(cwd, 'q.sql'), 'create table t (id int);');
    await format.run?.(options({ keywordCase: 'lower', output: 'out.sql' }, ['q.sql']), testContext({ cwd }));
    expect(readFileSync(join(cwd, 'out.sql'), 'utf8')).toBe('create table t (id int);\n');
    expect(
      await format.run?.(options({ keywordCase: 'lower', check: true }, ['out.sql']), testContext({ cwd })),
    ).toBe(0);
    const ctx = testContext({ cwd });
    expect(await format.run?.(options({ check: true }, ['q.sql']), ctx)).toBe(1);
    expect(ctx.captured.stderr).toBe('q.sql is not formatted.\n');
  });

  it('points at a syntax error with one message', async () => {
    await expect(
      format.run?.(options({}, ['-']), testContext({ input: 'select *\nfrom users\nwher id = 1' })),
    ).rejects.toThrow('Invalid SQL at line 3, column 6: syntax error at or near "id"');
  });

  it('refuses text that is not UTF-8, which it would have rewritten as U+FFFD inside a string', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-sql-'));
    writeFileSync(
      join(cwd, 'latin1.sql'),
      Buffer.from("select 1;\ninsert into t values ('caf\u00e9');\n", 'latin1'),
    );
    const ctx = testContext({ cwd });
    await expect(format.run?.(options({ output: 'out.sql' }, ['latin1.sql']), ctx)).rejects.toThrow(
      'latin1.sql is not UTF-8 text (line 2), and Postgres reads SQL as UTF-8: save it as UTF-8 (iconv -t UTF-8).',
    );
    expect(existsSync(join(cwd, 'out.sql'))).toBe(false);
  });
});
