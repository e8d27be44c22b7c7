import { ToolInputError } from '@toolbox/core/errors';
import {
  type CsvDelimiter,
  formatJson,
  JSON_INDENTS,
  type JsonIndent,
  jsonErrorMessage,
  jsonToCsv,
  minifyJson,
  validateJson,
} from '@toolbox/core/json';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';

export const description = 'Format, minify, validate JSON, or convert an array of objects to CSV.';

export const examples: readonly Example[] = [
  { command: 'toolbox json format data.json --indent 4 --sort-keys' },
  { command: 'curl -s https://api.example.com/users | toolbox json csv --delimiter semicolon -o users.csv' },
  {
    command: 'toolbox json validate package.json',
    description: 'Valid JSON, or exit 1 with line and column',
  },
];

const ACTIONS = ['format', 'minify', 'validate', 'csv'] as const;
type Action = (typeof ACTIONS)[number];

/** The contract spells the delimiter as a character or a name. */
const DELIMITER_NAMES: Record<string, CsvDelimiter> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  comma: 'comma',
  semicolon: 'semicolon',
  tab: 'tab',
};

const flags = defineFlags({
  indent: {
    flag: '--indent <indent>',
    description: 'format: the indent',
    choices: JSON_INDENTS,
    default: '2',
  },
  sortKeys: { flag: '--sort-keys', description: 'format: sort object keys at every depth' },
  delimiter: {
    flag: '--delimiter <delimiter>',
    description: "csv: ',' ';' or tab (also comma, semicolon)",
    default: ',',
  },
  output: outputFile,
  force: forceOutput,
});

export function configure(cmd: Command) {
  flags.configure(
    cmd
      .argument(
        '<action>',
        'format, minify, validate or csv (nested objects become dot-path columns, a.b.c; array items indexed ones, tags.0, as json2csv --flatten-arrays)',
      )
      .argument('[file]', 'JSON file, or - for stdin (default: stdin when piped)'),
  );
}

export interface JsonOptions {
  action: Action;
  file: string | undefined;
  indent: JsonIndent;
  sortKeys: boolean;
  delimiter: CsvDelimiter;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): JsonOptions {
  const f = readFlags(parsed);
  const action = ACTIONS.find((a) => a === f.arg(0));
  if (!action)
    throw new UsageError(`the action must be one of ${ACTIONS.join(', ')}, not "${f.arg(0) ?? ''}".`);
  const { delimiter: delimiterText, ...values } = flags.read(parsed);
  const delimiter = Object.hasOwn(DELIMITER_NAMES, delimiterText)
    ? DELIMITER_NAMES[delimiterText]
    : undefined;
  if (!delimiter) throw new UsageError(`--delimiter must be ',', ';' or tab, not "${delimiterText}".`);
  return { action, file: f.arg(1), ...values, delimiter };
}

export async function run(options: JsonOptions, ctx: CliContext) {
  const [{ readDocument }, { writeOutput }] = await Promise.all([
    import('../output/read-input'),
    import('../output/write-output'),
  ]);
  const text = await readDocument(ctx, options.file, 'a JSON file');
  if (options.action === 'validate') {
    const result = validateJson(text);
    if (ctx.json) {
      ctx.print(JSON.stringify(result.valid ? { valid: true } : result, null, 2));
      return result.valid ? ctx.exit.ok : ctx.exit.failed;
    }
    if (!result.valid) throw new ToolInputError(jsonErrorMessage(result));
    ctx.print('Valid JSON');
    return;
  }
  const output =
    options.action === 'format'
      ? formatJson(text, { indent: options.indent, sortKeys: options.sortKeys })
      : options.action === 'minify'
        ? minifyJson(text)
        : `${jsonToCsv(text, options.delimiter)}\r\n`;
  await writeOutput(ctx, output, options);
}
