import { runBase64DecodeBytes, runBase64Encode } from '@toolbox/core/tools/dev-utilities';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';

export const description = 'Base64 encode or decode text, stdin or a file (UTF-8 safe, URL-safe variant).';

export const examples: readonly Example[] = [
  { command: 'toolbox base64 encode "héllo"', description: 'aMOpbGxv' },
  { command: 'toolbox base64 decode aMOpbGxv' },
  { command: 'toolbox base64 encode --file logo.png --url-safe' },
  {
    command: 'pbpaste | toolbox base64 decode - -o image.png',
    description: 'binary output needs -o or a pipe',
  },
];

const MODES = ['encode', 'decode'] as const;
type Mode = (typeof MODES)[number];

const flags = defineFlags({
  file: { flag: '--file <file>', description: 'read the input from this file (any bytes)' },
  urlSafe: { flag: '--url-safe', description: 'encode with the URL-safe alphabet (- and _, no padding)' },
  output: outputFile,
  force: forceOutput,
});

export function configure(cmd: Command) {
  flags.configure(
    cmd
      .argument('<mode>', 'encode or decode')
      .argument('[text]', 'the text, or - for stdin (default: stdin when piped)'),
  );
}

export interface Base64Options {
  mode: Mode;
  text: string | undefined;
  file: string | undefined;
  urlSafe: boolean;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): Base64Options {
  const f = readFlags(parsed);
  const mode = MODES.find((m) => m === f.arg(0));
  if (!mode) throw new UsageError(`the mode must be encode or decode, not "${f.arg(0) ?? ''}".`);
  const options = { mode, text: f.arg(1), ...flags.read(parsed) };
  if (options.text !== undefined && options.text !== '-' && options.file !== undefined) {
    throw new UsageError('give a text or --file, not both.');
  }
  return options;
}

async function inputBytes(options: Base64Options, ctx: CliContext): Promise<Uint8Array> {
  const { readInputBytes } = await import('../output/read-input');
  if (options.file !== undefined) return new Uint8Array(await readInputBytes(ctx, options.file));
  if (options.text !== undefined && options.text !== '-') return new TextEncoder().encode(options.text);
  if (options.text === undefined && ctx.stdinIsTTY)
    throw new UsageError('give a text, --file FILE, or - to read stdin.');
  return new Uint8Array(await readInputBytes(ctx, '-'));
}

export async function run(options: Base64Options, ctx: CliContext) {
  const { printsJson, writeOutput } = await import('../output/write-output');
  const bytes = await inputBytes(options, ctx);
  if (options.mode === 'encode') {
    const encoded = runBase64Encode(bytes, options.urlSafe);
    if (printsJson(ctx, options))
      ctx.print(JSON.stringify({ base64: encoded, urlSafe: options.urlSafe, bytes: bytes.length }, null, 2));
    else await writeOutput(ctx, encoded, options);
    return;
  }
  const decoded = runBase64DecodeBytes(new TextDecoder().decode(bytes));
  if (printsJson(ctx, options)) {
    // JSON holds text, not bytes: binary data is named by its size, and `-o FILE` without --json writes it.
    ctx.print(JSON.stringify({ text: decoded.text, bytes: decoded.bytes.length }, null, 2));
    return;
  }
  // A terminal shows the text on its own line; a pipe or a file gets exactly the bytes, as base64 -d writes them
  // (a newline added there is a byte the data never had: encode | decode did not give the file back).
  const toTerminal = ctx.isTTY && (options.output === undefined || options.output === '-');
  const data = toTerminal && decoded.text !== null ? decoded.text : decoded.bytes;
  await writeOutput(ctx, data, { ...options, binary: decoded.text === null });
}
