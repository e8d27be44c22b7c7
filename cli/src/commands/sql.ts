import type { CommandModule, Example } from '../command-module';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  "Format PostgreSQL (keyword case, indent) after Postgres's own parser has checked it; syntax errors name their line and column.";

export const examples: readonly Example[] = [
  { command: 'toolbox sql format query.sql', description: 'keywords upper case, two-space indent' },
  { command: 'pbpaste | toolbox sql format - --keyword-case lower --indent 4' },
  {
    command: 'toolbox sql format supabase/migrations/0001_init.sql --check',
    description: 'exit 1 when not formatted',
  },
];

export function configure() {}

const KEYWORD_CASES = ['upper', 'lower', 'preserve'] as const;
const INDENTS = ['2', '4', 'tab'] as const;

interface FormatOptions {
  file: string | undefined;
  keywordCase: (typeof KEYWORD_CASES)[number];
  indent: (typeof INDENTS)[number];
  check: boolean;
  output: string | undefined;
  force: boolean;
}

const formatFlags = defineFlags({
  keywordCase: {
    flag: '--keyword-case <case>',
    description: 'keyword case',
    choices: KEYWORD_CASES,
    default: 'upper',
  },
  indent: { flag: '--indent <width>', description: 'indent width', choices: INDENTS, default: '2' },
  check: { flag: '--check', description: 'print nothing; exit 1 when the file is not formatted this way' },
  output: outputFile,
  force: forceOutput,
});

const format: CommandModule<FormatOptions> = {
  description:
    "Format a PostgreSQL file or stdin: Postgres's parser checks it first, and the result must parse to the same statements.",
  examples,
  configure(cmd) {
    formatFlags.configure(cmd.argument('[file]', 'a .sql file, or - for stdin (default: stdin when piped)'));
  },
  toOptions: (parsed) => ({ file: readFlags(parsed).arg(0), ...formatFlags.read(parsed) }),
  async run(options, ctx) {
    const { runSqlFormat } = await import('@toolbox/core/tools/sql-format');
    const { nodePgParser } = await import('../platform/pg-parser');
    const [{ readSql }, { writeOutput }] = await Promise.all([
      import('./sql-read'),
      import('../output/write-output'),
    ]);
    const sql = await readSql(ctx, options.file);
    const result = await runSqlFormat(
      { sql, keywordCase: options.keywordCase, indent: options.indent },
      await nodePgParser(),
    );
    if (options.check) {
      if (result.sql === sql) return 0;
      ctx.warn(`${options.file && options.file !== '-' ? options.file : 'stdin'} is not formatted.`);
      return ctx.exit.failed;
    }
    if (ctx.json) {
      ctx.print(JSON.stringify(result, null, 2));
      return 0;
    }
    await writeOutput(ctx, result.sql, options);
    return 0;
  },
};

export const subcommands = { format };
