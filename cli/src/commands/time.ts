import { TIME_FORMATS_READ } from '@toolbox/core/tools/time';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Convert a time: Unix s/ms/µs/ns, ISO 8601, RFC 2822 and HTTP dates, what date(1), git and JavaScript print, Postgres timestamptz, relative, and time zones side by side.';

export const examples: readonly Example[] = [
  { command: 'toolbox time', description: 'now, every way' },
  { command: 'toolbox time 1700000000 --tz Asia/Tokyo' },
  {
    command: 'toolbox time "2026-03-08 02:30" --tz America/New_York',
    description: 'a wall time in that zone',
  },
  { command: 'toolbox time "Sun, 06 Nov 1994 08:49:37 GMT" --json' },
  {
    command: 'toolbox time "$(git log -1 --format=%cd)"',
    description: 'what git, date(1) or a browser printed',
  },
];

const flags = defineFlags({
  tz: {
    flag: '--tz <zone>',
    description: 'IANA time zones to show (repeat or comma-separate); the first reads a time without offset',
    list: 'split',
  },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[value]', `${TIME_FORMATS_READ}, or - for stdin; default now`));
}

export interface TimeOptions {
  value: string;
  zones: string[];
}

export function toOptions(parsed: ParsedCommand): TimeOptions {
  return { value: readFlags(parsed).arg(0) ?? '', zones: flags.read(parsed).tz };
}

export async function run(options: TimeOptions, ctx: CliContext) {
  const { runTimeConvert } = await import('@toolbox/core/tools/time');
  const { labelledLines } = await import('../output/labelled');
  const { machineTimeZone } = await import('../platform/time-zone');
  const local = machineTimeZone(ctx.env.TZ);
  const zones = [...new Set([...options.zones, local, 'UTC'])];
  let value = options.value;
  if (value === '-') {
    const { readInput } = await import('../output/read-input');
    value = await readInput(ctx, '-', 'a time');
    if (value.trim() === '') {
      const { ToolInputError } = await import('@toolbox/core/errors');
      throw new ToolInputError('stdin is empty: give it a time, or leave out - for now.');
    }
  }
  const report = runTimeConvert({ value, zones }, ctx.clock);
  if (ctx.json) {
    ctx.print(JSON.stringify(report, null, 2));
    return;
  }
  const lines = labelledLines([
    ['Input', report.kind === 'now' ? 'now' : `${report.input} (${report.kind})`],
    ...(report.localTime
      ? [[report.localTime.status === 'ambiguous' ? 'Ambiguous' : 'Skipped', report.localTime.note] as const]
      : []),
    ['Unix seconds', report.unix.seconds],
    ['Milliseconds', report.unix.milliseconds],
    ['Microseconds', report.unix.microseconds],
    ['Nanoseconds', report.unix.nanoseconds],
    ['ISO 8601', report.iso],
    ['RFC 2822', report.rfc2822],
    ['HTTP date', report.http],
    ['Relative', report.relative],
    ['Postgres', report.postgres],
    ['ISO week', `${report.isoWeek} (day ${report.dayOfYear})`],
    ...report.zones.map((zone) => [zone.zone, `${zone.weekday} ${zone.wall} ${zone.offset}`] as const),
  ]);
  for (const line of lines) ctx.print(line);
}
