import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Read a user-agent string, or a log column of them (one a line), as browser, engine, OS, device and whether it is a bot.';

export const examples: readonly Example[] = [
  {
    command: "toolbox ua 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'",
    description: 'Googlebot 2.1, bot: yes',
  },
  { command: 'toolbox ua --file agents.txt --json', description: 'one user agent a line' },
  {
    command: `awk -F'"' '{print $6}' access.log | toolbox ua - --summary`,
    description: 'counts of browsers, OS, devices and bots in a combined-format log',
  },
];

const flags = defineFlags({
  file: { flag: '--file <path>', description: 'read user agents from this file, one a line (- for stdin)' },
  summary: { flag: '--summary', description: 'print only the counts of browsers, OS, devices and bots' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument(
      '[user-agent]',
      'the user-agent string, or - for stdin (one a line; default: stdin when piped)',
    ),
  );
}

export interface UserAgentOptions {
  userAgent: string | undefined;
  file: string | undefined;
  summary: boolean;
}

export function toOptions(parsed: ParsedCommand): UserAgentOptions {
  return { userAgent: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

// Imported when the command runs, not when `toolbox --help` lists it: the CLI's start stays small.
export async function run(options: UserAgentOptions, ctx: CliContext) {
  const { runUserAgent, runUserAgentSummaryText, runUserAgentText } = await import(
    '@toolbox/core/tools/user-agent'
  );
  const single = options.userAgent !== undefined && options.userAgent !== '-' && options.file === undefined;
  let text: string;
  if (single) text = options.userAgent as string;
  else {
    const { readInput } = await import('../output/read-input');
    text = await readInput(ctx, options.file ?? options.userAgent, 'user agents, one a line');
  }
  const report = runUserAgent({ text });
  if (!ctx.json) for (const skipped of report.skipped) ctx.warn(`skipped: ${skipped.reason}`);
  if (options.summary) {
    ctx.print(
      ctx.json
        ? JSON.stringify({ ...report.summary, skipped: report.skipped }, null, 2)
        : runUserAgentSummaryText(report),
    );
  } else if (ctx.json) {
    // A string given as the argument is one agent; lines from stdin or a file are a report, however many.
    ctx.print(JSON.stringify(single ? report.agents[0] : report, null, 2));
  } else {
    ctx.print(report.agents.map(runUserAgentText).join('\n\n'));
  }
}
