import type { JsonQueryResult } from '@toolbox/core/tools/json-query';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const examples: readonly Example[] = [
  {
    command: "toolbox jq -r '.items[] | select(.price > 10) | .name' answer.json",
    description: 'one output a line, strings as their text',
  },
  {
    command: "toolbox jq -s 'map(.ms) | add / length' requests.jsonl",
    description: 'JSON Lines as one array',
  },
  { command: "curl -s https://api.example.com/users | toolbox jq 'map(.id)' --json" },
];

// jq's own spellings, so a jq command line works as it is (its default output is -c's: one output a line).
const flags = defineFlags({
  rawOutput: {
    flag: '-r, --raw-output',
    description: 'write a string output as its text, not a JSON string',
  },
  compactOutput: {
    flag: '-c, --compact-output',
    description: 'one output a line (always so; for jq scripts)',
  },
  slurp: { flag: '-s, --slurp', description: 'read every JSON value of the input into one array' },
  nullInput: {
    flag: '-n, --null-input',
    description: 'run the filter once on null; input/inputs read the document',
  },
  arg: {
    flag: '--arg <name value>',
    description: 'set $name to the string value (repeatable)',
    list: 'repeat',
  },
  argjson: {
    flag: '--argjson <name json>',
    description: 'set $name to the JSON value (repeatable)',
    list: 'repeat',
  },
  exitStatus: {
    flag: '-e, --exit-status',
    description: 'exit 1 when the last output is false or null, 4 when there is none',
  },
});

/** Between the two words of a --arg or --argjson pair once joined: no command-line word can hold a NUL. */
const PAIR = '\u0000';

/**
 * jq's `--arg NAME VALUE` and `--argjson NAME TEXT` take two words and commander's options one: each pair is joined
 * into one word before commander reads the command line (up to `--`, as commander stops there too).
 */
function joinPairs(argv: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    if (word === '--') return [...joined, ...argv.slice(i)];
    const [name, value] = [argv[i + 1], argv[i + 2]];
    if ((word === '--arg' || word === '--argjson') && name !== undefined && value !== undefined) {
      joined.push(word, `${name}${PAIR}${value}`);
      i += 2;
    } else joined.push(word);
  }
  return joined;
}

export function configure(cmd: Command) {
  const parseOptions = cmd.parseOptions.bind(cmd);
  cmd.parseOptions = (argv) => parseOptions(joinPairs(argv));
  flags.configure(
    cmd
      .argument('<filter>', "a jq filter, as jq reads it ('.a[] | .b')")
      .argument(
        '[file]',
        'the JSON value, or several (JSON Lines), or - for stdin (default: stdin when piped)',
      ),
  );
}

export interface JqOptions {
  filter: string;
  file: string | undefined;
  rawOutput: boolean;
  slurp: boolean;
  nullInput: boolean;
  exitStatus: boolean;
  /** --arg's names and strings, --argjson's names and JSON texts. */
  args: [string, string][];
  jsonArgs: [string, string][];
}

function pairs(words: readonly string[] | undefined, flag: string): [string, string][] {
  return (words ?? []).map((word) => {
    const at = word.indexOf(PAIR);
    if (at < 0) throw new UsageError(`${flag} takes a name and a value: ${flag} NAME VALUE.`);
    return [word.slice(0, at), word.slice(at + 1)];
  });
}

export function toOptions(parsed: ParsedCommand): JqOptions {
  const args = readFlags(parsed);
  const { rawOutput, slurp, nullInput, exitStatus, arg, argjson } = flags.read(parsed);
  return {
    filter: args.arg(0) ?? '',
    file: args.arg(1),
    rawOutput,
    slurp,
    nullInput,
    exitStatus,
    args: pairs(arg, '--arg'),
    jsonArgs: pairs(argjson, '--argjson'),
  };
}

/** TOOLBOX_JQ_TIMEOUT (seconds) when it is a positive number, else the tool's limit. */
function seconds(env: CliContext['env'], fallback: number): number {
  const given = Number(env.TOOLBOX_JQ_TIMEOUT);
  return Number.isFinite(given) && given > 0 ? given : fallback;
}

/** What runs a filter within a time limit: a worker thread in the CLI (platform/jq-thread.ts). */
export type RunJq = (
  input: Pick<JqOptions, 'filter' | 'slurp' | 'nullInput' | 'args' | 'jsonArgs'> & { document: string },
  seconds: number,
) => Promise<JsonQueryResult>;

// Imported when the command runs, not when `toolbox --help` lists it: the CLI's start stays small.
export async function run(options: JqOptions, ctx: CliContext) {
  const { runJqInThread } = await import('../platform/jq-thread');
  return runWith(options, ctx, runJqInThread);
}

/** jq -e's exit status: 1 when the last output is false or null, 4 when there is no output. */
function exitStatus(values: readonly unknown[], ctx: CliContext) {
  if (values.length === 0) return 4;
  const last = values[values.length - 1];
  return last === false || last === null ? ctx.exit.failed : ctx.exit.ok;
}

/** run() with the filter runner handed in (the tests run jq in-process). */
export async function runWith(options: JqOptions, ctx: CliContext, runJq: RunJq) {
  const { JqAfterOutputsError, JSON_QUERY_LIMITS } = await import('@toolbox/core/tools/json-query');
  const { readInput } = await import('../output/read-input');
  // jq -n reads no input unless the filter asks for it (input, inputs): a terminal on stdin is not waited on.
  const noInput = options.nullInput && options.file === undefined && ctx.stdinIsTTY;
  const document = noInput ? '' : await readInput(ctx, options.file, 'a JSON document');
  const { filter, slurp, nullInput, args, jsonArgs } = options;
  let result: JsonQueryResult;
  try {
    result = await runJq(
      { filter, document, slurp, nullInput, args, jsonArgs },
      seconds(ctx.env, JSON_QUERY_LIMITS.seconds),
    );
  } catch (error) {
    // As jq: the outputs it wrote before the error (a JSON Lines file's good lines), then its message.
    if (error instanceof JqAfterOutputsError) {
      const { texts } = error;
      await print(
        { language: 'jq', values: texts.map((text) => JSON.parse(text)), texts: [...texts] },
        options,
        ctx,
      );
    }
    throw error;
  }
  // debug's and stderr's messages, on stderr as jq writes them.
  if (result.messages) ctx.warn(result.messages.replace(/\n$/, ''));
  await print(result, options, ctx);
  return options.exitStatus ? exitStatus(result.values, ctx) : ctx.exit.ok;
}

/** Each output a line (-r: a string as its text), or --json's array. */
async function print(result: JsonQueryResult, options: JqOptions, ctx: CliContext) {
  const { runJsonQueryText } = await import('@toolbox/core/tools/json-query');
  if (ctx.json) {
    // Each output as jq wrote it: its numbers' digits and its keys' order kept, DEL and C1 controls as \u escapes.
    const [{ keepKeyOrder }, { terminalJson }] = await Promise.all([
      import('@toolbox/core/json/lossless'),
      import('../terminal-text'),
    ]);
    const values = result.values.map((value, i) => {
      const text = result.texts?.[i];
      return text === undefined ? value : keepKeyOrder(text, value);
    });
    ctx.print(terminalJson(values));
  } else if (result.values.length > 0)
    ctx.print(runJsonQueryText(result, options.rawOutput).replace(/\n$/, ''));
}
