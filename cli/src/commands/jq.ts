import type { JsonQueryResult } from '@toolbox/core/tools/json-query';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';

export const examples: readonly Example[] = [
  {
    command: "toolbox jq '.items[] | select(.price > 10) | .name' answer.json",
    description: 'one output a line',
  },
  { command: "curl -s https://api.example.com/users | toolbox jq 'map(.id)' --json" },
];

export function configure(cmd: Command) {
  cmd
    .argument('<filter>', "a jq filter, as jq reads it ('.a[] | .b')")
    .argument('[file]', 'the JSON document, or - for stdin (default: stdin when piped)');
}

export interface JqOptions {
  filter: string;
  file: string | undefined;
}

export function toOptions(parsed: ParsedCommand): JqOptions {
  const flags = readFlags(parsed);
  return { filter: flags.arg(0) ?? '', file: flags.arg(1) };
}

/** TOOLBOX_JQ_TIMEOUT (seconds) when it is a positive number, else the tool's limit. */
function seconds(env: CliContext['env'], fallback: number): number {
  const given = Number(env.TOOLBOX_JQ_TIMEOUT);
  return Number.isFinite(given) && given > 0 ? given : fallback;
}

/** What runs a filter within a time limit: a worker thread in the CLI (platform/jq-thread.ts). */
export type RunJq = (
  input: { filter: string; document: string },
  seconds: number,
) => Promise<JsonQueryResult>;

// Imported when the command runs, not when `toolbox --help` lists it: the CLI's start stays small.
export async function run(options: JqOptions, ctx: CliContext) {
  const { runJqInThread } = await import('../platform/jq-thread');
  return runWith(options, ctx, runJqInThread);
}

/** run() with the filter runner handed in (the tests run jq in-process). */
export async function runWith(options: JqOptions, ctx: CliContext, runJq: RunJq) {
  const { runJsonQueryText, JSON_QUERY_LIMITS } = await import('@toolbox/core/tools/json-query');
  const { readInput } = await import('../output/read-input');
  const document = await readInput(ctx, options.file, 'a JSON document');
  const result = await runJq(
    { filter: options.filter, document },
    seconds(ctx.env, JSON_QUERY_LIMITS.seconds),
  );
  if (ctx.json) ctx.print(JSON.stringify(result.values, null, 2));
  else ctx.print(runJsonQueryText(result).replace(/\n$/, ''));
}
