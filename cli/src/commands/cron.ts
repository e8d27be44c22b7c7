import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Explain a cron expression in words and list its next runs in a time zone: 5-field, 6-field with seconds, @macros, pg_cron’s "30 seconds".';

export const examples: readonly Example[] = [
  {
    command: 'toolbox cron "30 9 * * 1-5" --tz Europe/Paris',
    description: 'At 09:30, on Monday through Friday',
  },
  { command: 'toolbox cron "*/10 * * * * *" --next 3 --json' },
  { command: "toolbox cron '30 seconds'", description: 'pg_cron interval job' },
  { command: 'toolbox cron "0 3 * * *" --from 2026-03-08T00:00:00Z --tz America/New_York' },
];

const flags = defineFlags({
  next: {
    flag: '-n, --next <n>',
    description: 'how many next runs (1-100)',
    number: { min: 1, max: 100, integer: true },
    default: 5,
  },
  from: {
    flag: '--from <iso>',
    description: 'list runs after this time (ISO 8601; without an offset, in --tz; default now)',
  },
  tz: {
    flag: '--tz <zone>',
    description: 'IANA time zone the schedule runs in (pg_cron: cron.timezone, default GMT)',
    default: 'UTC',
  },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('<expression>', 'the cron expression (quote it), or - for stdin'));
}

export interface CronOptions {
  expression: string;
  next: number;
  from: string | undefined;
  zone: string;
}

export function toOptions(parsed: ParsedCommand): CronOptions {
  const { next, from, tz } = flags.read(parsed);
  return { expression: readFlags(parsed).arg(0) ?? '', next, from, zone: tz };
}

export async function run(options: CronOptions, ctx: CliContext) {
  const { runCron } = await import('@toolbox/core/tools/cron');
  let expression = options.expression;
  if (expression === '-') {
    const { readInput } = await import('../output/read-input');
    expression = await readInput(ctx, '-', 'an expression');
  }
  const report = runCron(
    {
      expression,
      count: options.next,
      zone: options.zone,
      ...(options.from ? { from: options.from } : {}),
    },
    ctx.clock,
  );
  if (ctx.json) {
    ctx.print(JSON.stringify(report, null, 2));
    return;
  }
  ctx.print(report.description);
  if (report.expandsTo) ctx.print(`(${report.expression} is ${report.expandsTo})`);
  ctx.print(`Next ${report.runs.length} in ${report.zone}:`);
  for (const run of report.runs) ctx.print(`  ${run.weekday} ${run.local}`);
}
