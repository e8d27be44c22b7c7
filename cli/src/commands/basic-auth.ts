import type { Command } from 'commander';
import type { CommandModule, Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'A Basic Authorization header (RFC 7617, UTF-8) from user:password read from a file or stdin, never the command line; `decode` reads one back.';

export const examples: readonly Example[] = [
  {
    command: "printf 'Aladdin:open sesame' | toolbox basic-auth",
    description: 'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
  },
  { command: 'toolbox basic-auth creds.txt --json' },
  { command: 'toolbox basic-auth decode "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="' },
];

const flags = defineFlags({
  valueOnly: { flag: '--value-only', description: 'print only the value (Basic …), not the header name' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[file]', 'the file holding user:password, or - for stdin (default: stdin)'));
}

export interface BasicAuthOptions {
  file: string | undefined;
  valueOnly: boolean;
}

export function toOptions(parsed: ParsedCommand): BasicAuthOptions {
  return { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

export async function run(options: BasicAuthOptions, ctx: CliContext) {
  const core = await import('@toolbox/core/tools/basic-auth');
  const { readUtf8 } = await import('../output/read-input');
  // UTF-8, as RFC 7617 sends them: other bytes are refused, since a password decoded to U+FFFD would never match.
  // One trailing line break is the file's end, not part of the password.
  const text = (await readUtf8(ctx, options.file, 'a file holding user:password')).replace(/\r?\n$/, '');
  const colon = text.indexOf(':');
  if (colon < 0) throw new UsageError('the input is user:password; it has no colon.');
  const result = core.runBasicAuth({ user: text.slice(0, colon), password: text.slice(colon + 1) });
  ctx.print(ctx.json ? JSON.stringify(result, null, 2) : options.valueOnly ? result.value : result.header);
}

const decode: CommandModule<{ header: string | undefined }> = {
  description: 'Read a Basic Authorization header (or its value) back to user:password.',
  examples: [
    {
      command: 'toolbox basic-auth decode "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="',
      description: 'Aladdin:open sesame',
    },
  ],
  configure(cmd) {
    cmd.argument('[header]', 'the header or its value, or - for stdin (default: stdin)');
  },
  toOptions: (parsed) => ({ header: readFlags(parsed).arg(0) }),
  async run(options, ctx) {
    const core = await import('@toolbox/core/tools/basic-auth');
    const { readInput } = await import('../output/read-input');
    const text =
      options.header === undefined || options.header === '-'
        ? await readInput(ctx, options.header, 'a header')
        : options.header;
    const credentials = core.runBasicAuthDecode(text);
    ctx.print(
      ctx.json ? JSON.stringify(credentials, null, 2) : `${credentials.user}:${credentials.password}`,
    );
  },
};

export const subcommands = { decode };
