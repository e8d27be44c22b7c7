import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Compare two files as a unified diff (patch and git apply take it), or two JSON files as an RFC 6902 patch with --json.';

export const examples: readonly Example[] = [
  { command: 'toolbox diff old.txt new.txt', description: 'a unified diff, as diff -u writes it' },
  { command: 'toolbox diff a.sql b.sql -U 10 > change.patch' },
  {
    command: 'toolbox diff before.json after.json --json',
    description: 'the RFC 6902 patch that turns before.json into after.json, key order ignored',
  },
  { command: 'curl -s https://example.com/config.json | toolbox diff - config.json --json' },
  { command: 'toolbox diff expected.txt actual.txt --exit-code', description: 'exit 1 when they differ' },
];

const flags = defineFlags({
  context: {
    flag: '-U, --context <lines>',
    description: 'unchanged lines around each change',
    number: { min: 0, max: 1_000_000, integer: true },
    default: 3,
  },
  exitCode: { flag: '--exit-code', description: 'exit 1 when the files differ, as git diff --exit-code' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument('<a>', 'the old file, or - for stdin').argument('<b>', 'the new file, or - for stdin'),
  );
}

export interface DiffOptions {
  a: string;
  b: string;
  context: number;
  exitCode: boolean;
}

export function toOptions(parsed: ParsedCommand): DiffOptions {
  const f = readFlags(parsed);
  const [a, b] = [f.arg(0), f.arg(1)];
  if (a === undefined || b === undefined)
    throw new UsageError('give two files to compare: toolbox diff A B.');
  if (a === '-' && b === '-') throw new UsageError('only one of the two files can be - (stdin).');
  return { a, b, ...flags.read(parsed) };
}

/**
 * The two files' texts. Text that is not UTF-8 (Latin-1, a binary file) is read as diff and git read it, byte for
 * byte: each byte one character, written back as the same byte (`latin1`), so a changed byte is a change and the patch
 * gives the new file exactly. Read as UTF-8, every such byte was U+FFFD.
 */
async function readTexts(ctx: CliContext, options: DiffOptions) {
  // As read-input.ts takes node:fs/promises: a built-in's import() goes through the module loader.
  const { isUtf8 } = process.getBuiltinModule('node:buffer');
  const { readInputBytes } = await import('../output/read-input');
  const a = await readInputBytes(ctx, options.a);
  const b = await readInputBytes(ctx, options.b);
  const encoding: BufferEncoding = isUtf8(a) && isUtf8(b) ? 'utf8' : 'latin1';
  // The names need no care: the --- and +++ lines write any name outside ASCII in quotes, its bytes in octal.
  return { a: a.toString(encoding), b: b.toString(encoding), aName: options.a, bName: options.b, encoding };
}

export async function run(options: DiffOptions, ctx: CliContext) {
  const { runJsonDiff, runTextDiff } = await import('@toolbox/core/tools/diff');
  if (ctx.json) {
    const { stringifyJson } = await import('@toolbox/core/json/lossless');
    const { readInput } = await import('../output/read-input');
    const a = await readInput(ctx, options.a);
    const b = await readInput(ctx, options.b);
    const { patch, identical } = runJsonDiff({
      a,
      b,
      aName: options.a,
      bName: options.b,
      context: options.context,
    });
    ctx.print(stringifyJson(patch, 2));
    return identical || !options.exitCode ? 0 : ctx.exit.failed;
  }
  const { encoding, ...texts } = await readTexts(ctx, options);
  const result = runTextDiff({ ...texts, context: options.context });
  if (result.coarse) {
    ctx.warn(
      'More than 1,000 lines both files hold have moved: the changed middle is shown as one block, not line by line.',
    );
  }
  if (!result.identical) {
    const { createStyle } = await import('../output/style');
    const style = createStyle(ctx.color);
    const lines = result.unified
      .replace(/\n$/, '')
      .split('\n')
      .map((line, index) =>
        index < 2
          ? style.bold(line)
          : line.startsWith('@@')
            ? style.dim(line)
            : line.startsWith('+')
              ? style.green(line)
              : line.startsWith('-')
                ? style.red(line)
                : line,
      );
    if (encoding === 'utf8') for (const line of lines) ctx.print(line);
    else ctx.stdout.write(Buffer.from(`${lines.join('\n')}\n`, 'latin1'));
  }
  return result.identical || !options.exitCode ? 0 : ctx.exit.failed;
}
