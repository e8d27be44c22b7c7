import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';

export const examples: readonly Example[] = [
  {
    command: "toolbox jsonpath '$.store.book[?@.price < 10].title' store.json",
    description: 'each match as its normalized path and value',
  },
  { command: "cat answer.json | toolbox jsonpath '$..id' --json" },
];

export function configure(cmd: Command) {
  cmd
    .argument('<query>', "a JSONPath query (RFC 9535), such as '$.items[*].name'")
    .argument('[file]', 'the JSON document, or - for stdin (default: stdin when piped)');
}

export interface JsonPathOptions {
  query: string;
  file: string | undefined;
}

export function toOptions(parsed: ParsedCommand): JsonPathOptions {
  const flags = readFlags(parsed);
  return { query: flags.arg(0) ?? '', file: flags.arg(1) };
}

export async function run(options: JsonPathOptions, ctx: CliContext) {
  const { runJsonQueryText, runJsonPath } = await import('@toolbox/core/tools/json-query');
  const { readInput } = await import('../output/read-input');
  const document = await readInput(ctx, options.file, 'a JSON document');
  const result = await runJsonPath({ filter: options.query, document });
  if (ctx.json) {
    // Each match as the document wrote it (its numbers' digits, its keys' order); DEL and C1 controls as \u escapes,
    // as every --json output writes them (jq escapes DEL).
    const [{ keepKeyOrder }, { terminalJson }] = await Promise.all([
      import('@toolbox/core/json/lossless'),
      import('../terminal-text'),
    ]);
    const matches = result.values.map((value, i) => {
      const text = result.texts?.[i];
      return { path: result.paths?.[i], value: text === undefined ? value : keepKeyOrder(text, value) };
    });
    ctx.print(terminalJson(matches));
  } else if (result.values.length === 0) ctx.warn('No value matches.');
  else ctx.print(runJsonQueryText(result).replace(/\n$/, ''));
}
