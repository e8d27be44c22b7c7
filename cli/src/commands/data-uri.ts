import type { Command } from 'commander';
import type { CommandModule, Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { parentFlags, readFlags } from '../flags';

export const description =
  'A file as a Base64 data: URI (MIME type sniffed, or --mime), its sizes on stderr; `decode` writes a data URI back to its bytes.';

export const examples: readonly Example[] = [
  { command: 'toolbox data-uri logo.png', description: 'data:image/png;base64,…' },
  { command: 'toolbox data-uri icon.svg --json', description: 'the URI, MIME type and sizes' },
  { command: 'pbpaste | toolbox data-uri decode - -o image.png' },
];

const flags = defineFlags({
  mime: { flag: '--mime <type>', description: 'the MIME type to write instead of the sniffed one' },
  output: outputFile,
  force: forceOutput,
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[file]', 'the file to encode, or - for stdin (default: stdin)'));
}

export interface DataUriOptions {
  file: string | undefined;
  mime: string | undefined;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): DataUriOptions {
  return { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

function kib(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KiB (${bytes} bytes)`;
}

export async function run(options: DataUriOptions, ctx: CliContext) {
  const core = await import('@toolbox/core/tools/basic-auth');
  const { readInputBytes } = await import('../output/read-input');
  const { writeOutput } = await import('../output/write-output');
  const bytes = new Uint8Array(await readInputBytes(ctx, options.file, 'a file'));
  const result = core.runDataUriEncode(bytes, options.mime);
  if (ctx.json) ctx.print(JSON.stringify(result, null, 2));
  else {
    await writeOutput(ctx, result.uri, options);
    ctx.warn(`${result.mime}, ${kib(result.bytes)} -> ${kib(result.length)} as a data URI`);
  }
}

const decodeFlags = defineFlags({ output: outputFile, force: forceOutput });
type DecodeOptions = { file: string | undefined } & ReturnType<typeof decodeFlags.read>;

const decode: CommandModule<DecodeOptions> = {
  description: 'Write a data: URI back to its bytes (-o FILE for binary), its MIME type and size on stderr.',
  examples: [
    { command: 'pbpaste | toolbox data-uri decode - -o image.png' },
    { command: "toolbox data-uri decode 'data:,Hello%2C%20World%21'", description: 'Hello, World!' },
  ],
  configure(cmd) {
    decodeFlags.configure(
      cmd.argument(
        '[file]',
        'a file holding the data URI, the data: URI itself, or - for stdin (default: stdin)',
      ),
    );
  },
  toOptions: (parsed) => ({
    file: readFlags(parsed).arg(0),
    ...decodeFlags.read({
      ...parsed,
      flags: { ...parentFlags(parsed, ['output', 'force']), ...parsed.flags },
    }),
  }),
  async run(options, ctx) {
    const core = await import('@toolbox/core/tools/basic-auth');
    const { readInput } = await import('../output/read-input');
    const { writeOutput } = await import('../output/write-output');
    // An argument that is a data: URI is decoded as given (a file named so is ./data:…), any other names a file.
    const given = options.file?.trimStart();
    const text = given && /^data:/i.test(given) ? given : await readInput(ctx, options.file, 'a data URI');
    const decoded = core.runDataUriDecode(text);
    if (ctx.json) {
      ctx.print(JSON.stringify({ mime: decoded.mime, size: decoded.size, base64: decoded.base64 }, null, 2));
      if (options.output !== undefined) await writeOutput(ctx, decoded.bytes, { ...options, binary: true });
      return;
    }
    await writeOutput(ctx, decoded.bytes, { ...options, binary: true });
    ctx.warn(`${decoded.mime}, ${kib(decoded.size)}`);
  },
};

export const subcommands = { decode };
