import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, subcommands, toOptions } from './commit';

const parse = (flags: Record<string, unknown>) =>
  toOptions({ flags: { format: 'conventional', ...flags }, args: [] });

describe('commit options', () => {
  it.each([
    [{}, { interactive: true, issues: [], breaking: false }],
    [{ message: 'x' }, { interactive: false, description: 'x' }],
    [{ describe: 'fix it' }, { interactive: false, describe: 'fix it' }],
    [
      { type: 'feat', issues: ' 1, ,2 ' },
      { interactive: false, type: 'feat', issues: ['1', '2'] },
    ],
  ])('%j', (flags, expected) => {
    expect(parse(flags)).toMatchObject(expected);
  });

  it('refuses --git with --format all', () => {
    expect(() => parse({ message: 'x', git: true, format: 'all' })).toThrow(
      '--git commits one message: choose one --format.',
    );
  });
});

describe('runCommit with a test context', () => {
  it('prints the message', async () => {
    const ctx = testContext();
    await run(parse({ type: 'perf', scope: 'ui', message: 'faster lists' }), ctx);
    expect(ctx.captured.stdout).toBe('perf(ui): faster lists\n');
  });

  it('lints stdin and reports problems on stderr', async () => {
    const ctx = testContext({ input: 'feat: Add X\n' });
    const code = await subcommands.lint.run?.({ file: '-', to: 'HEAD' }, ctx);
    expect(code).toBe(1);
    expect(ctx.captured.stderr).toBe(
      '✖ subject must not be sentence-case, start-case, pascal-case, upper-case [subject-case]\n',
    );
  });

  it.each(['', '\n', '  \r\n\t\n'])(
    'refuses an empty message on stdin (%j) as commitlint does, instead of passing it',
    async (input) => {
      const ctx = testContext({ input });
      await expect(subcommands.lint.run?.({ file: '-', to: 'HEAD' }, ctx)).rejects.toThrow(
        'no commit message on stdin: pipe one in, or give a message file.',
      );
    },
  );
});
