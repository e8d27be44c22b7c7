import { ToolInputError } from '@toolbox/core/errors';
import {
  DEFAULT_REGEX_FLAGS,
  REGEX_PRESET_NAMES,
  REGEX_PRESETS,
  REGEX_TIMEOUT_MS,
  type RegexExplanation,
  type RegexMatch,
} from '@toolbox/core/tools/regex-json';
import type { Command } from 'commander';
import type { CommandModule, Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { printText } from '../output/print-text';

export const description = 'Run a JavaScript regular expression over text, with a time limit.';

export const examples: readonly Example[] = [
  { command: "toolbox regex '(?<user>\\w+)@example\\.com' users.txt", description: 'matches, one a line' },
  {
    command: "toolbox regex --preset email --text 'mail ada@example.com' --json",
    description: 'with groups and indices',
  },
  { command: "toolbox regex '(\\w+) (\\w+)' --text 'Ada Lovelace' --replace '$2, $1'" },
  { command: "cat log.txt | toolbox regex 'ERROR .*' --flags gm --count" },
  { command: "toolbox regex explain '(?<year>\\d{4})-(\\d{2})'", description: 'the pattern token by token' },
];

const flags = defineFlags({
  preset: {
    flag: '--preset <name>',
    description: `a built-in pattern (${REGEX_PRESET_NAMES.join(', ')}) or a preset saved in your account`,
  },
  flags: {
    flag: '--flags <flags>',
    description: `any of dgimsuvy (default: ${DEFAULT_REGEX_FLAGS}; presets choose their own)`,
  },
  text: { flag: '--text <text>', description: 'search this text instead of a file' },
  replace: {
    flag: '--replace <replacement>',
    description: 'print the text with matches replaced ($1, $<name>, $&)',
  },
  count: { flag: '--count', description: 'print only the number of matches' },
  timeout: {
    flag: '--timeout <ms>',
    description: 'stop a pattern that runs longer',
    number: { min: 1, max: 600_000, integer: true },
    default: REGEX_TIMEOUT_MS,
  },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd
      .argument('[pattern]', 'the pattern (without slashes); omit with --preset')
      .argument('[file]', 'text to search, or - for stdin (default: stdin when piped)'),
  );
}

export interface RegexOptions {
  pattern: string;
  flags: string;
  file: string | undefined;
  text: string | undefined;
  replacement: string | undefined;
  count: boolean;
  timeoutMs: number;
}

/** These `--preset` names are the pattern library's; any other is an account preset, which main.ts applies. */
export const builtInPresets = REGEX_PRESET_NAMES;

export function toOptions(parsed: ParsedCommand): RegexOptions {
  const f = readFlags(parsed);
  const { preset: name, text, replace, count, timeout, ...values } = flags.read(parsed);
  const preset = REGEX_PRESET_NAMES.find((builtIn) => builtIn === name);
  if (name !== undefined && preset === undefined) {
    throw new UsageError(
      `--preset ${name} is neither a built-in pattern (${REGEX_PRESET_NAMES.join(', ')}) nor a preset of yours.`,
    );
  }
  const pattern = preset ? REGEX_PRESETS[preset].pattern : f.arg(0);
  if (pattern === undefined) throw new UsageError('give a PATTERN or --preset NAME.');
  const file = preset ? f.arg(0) : f.arg(1);
  if (text !== undefined && file !== undefined) throw new UsageError('give a file or --text, not both.');
  return {
    pattern,
    flags: values.flags ?? (preset ? REGEX_PRESETS[preset].flags : DEFAULT_REGEX_FLAGS),
    file,
    text,
    replacement: replace,
    count,
    timeoutMs: timeout,
  };
}

function describeMatch(match: RegexMatch): string {
  const groups = match.groups.map(
    (g) => `${g.name ?? g.number}=${g.value === undefined ? '(none)' : JSON.stringify(g.value)}`,
  );
  return groups.length ? `${match.text}\t${groups.join(' ')}` : match.text;
}

export async function run(options: RegexOptions, ctx: CliContext) {
  const [{ runRegexWithTimeout }, { readInput }] = await Promise.all([
    import('../platform/regex-timeout'),
    import('../output/read-input'),
  ]);
  const text = options.text ?? (await readInput(ctx, options.file, 'a file, --text TEXT'));
  const result = runRegexWithTimeout(
    { pattern: options.pattern, flags: options.flags, text, replacement: options.replacement },
    options.timeoutMs,
  );
  if (!result.isValid) throw new ToolInputError(result.error);
  if (ctx.json)
    ctx.print(JSON.stringify({ pattern: options.pattern, flags: options.flags, ...result }, null, 2));
  else if (options.replacement !== undefined) printText(ctx, result.replaced ?? text);
  else if (options.count) ctx.print(String(result.count));
  else {
    for (const match of result.matches) ctx.print(describeMatch(match));
    if (result.truncated)
      ctx.warn(`… ${result.count - result.matches.length} more matches (use --count or --json).`);
  }
}

const explainFlags = defineFlags({
  flags: {
    flag: '--flags <flags>',
    description: `the flags it runs with, any of dgimsuvy (default: ${DEFAULT_REGEX_FLAGS}): i, m, s and u/v change what it matches`,
  },
});

interface ExplainOptions {
  pattern: string;
  flags: string;
}

/** A token's pattern text, indented by its depth, then what it matches; a long token gets the text on its own line. */
function explanationLines(pattern: string, flags: string, explanation: RegexExplanationShown): string[] {
  const lines = [`/${pattern}/${flags}`];
  for (const note of explanation.flagNotes) lines.push(`  ${note.flag}  ${note.text}`);
  lines.push('');
  const column = Math.min(32, Math.max(...explanation.tokens.map((t) => t.depth * 2 + t.raw.length), 0) + 2);
  for (const token of explanation.tokens) {
    const code = `${'  '.repeat(token.depth)}${token.raw === '' ? '(empty)' : token.raw}`;
    if (code.length + 2 <= column) lines.push(`${code.padEnd(column)}${token.text}`);
    else lines.push(code, `${' '.repeat(column)}${token.text}`);
  }
  return lines;
}

type RegexExplanationShown = Extract<RegexExplanation, { isValid: true }>;

const explain: CommandModule<ExplainOptions> = {
  description:
    'Explain a pattern token by token: what each part matches, nested as the parser reads it, with the flags honoured.',
  examples: [
    {
      command: "toolbox regex explain '(?<year>\\d{4})-(\\d{2})'",
      description: 'each group, class and quantifier',
    },
    {
      command: "toolbox regex explain '^v?\\d+$' --flags m --json",
      description: 'tokens with offsets and depth',
    },
  ],
  configure(cmd) {
    explainFlags.configure(cmd.argument('<pattern>', 'the pattern (without slashes)'));
  },
  toOptions(parsed) {
    const pattern = readFlags(parsed).arg(0);
    if (pattern === undefined) throw new UsageError('give a PATTERN to explain.');
    // Commander hands `regex explain P --flags m` to `regex`, which declares --flags too: read it there as well.
    const typed = explainFlags.read(parsed).flags ?? parsed.command?.parent?.getOptionValue('flags');
    return { pattern, flags: typeof typed === 'string' ? typed : DEFAULT_REGEX_FLAGS };
  },
  async run(options, ctx) {
    const { explainRegex } = await import('@toolbox/core/tools/regex-json/explain');
    const explanation = explainRegex(options.pattern, options.flags);
    if (!explanation.isValid) throw new ToolInputError(explanation.error);
    if (ctx.json)
      ctx.print(JSON.stringify({ pattern: options.pattern, flags: options.flags, ...explanation }, null, 2));
    else ctx.print(explanationLines(options.pattern, options.flags, explanation).join('\n'));
  },
};

export const subcommands = { explain };
