import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
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
  flags.configure(
    cmd
      .argument('[mode-or-file]', 'decode, or the file holding user:password (- for stdin)')
      .argument('[header]', 'with decode: the header, or - for stdin'),
  );
}

export type BasicAuthOptions =
  | { mode: 'encode'; file: string | undefined; valueOnly: boolean }
  | { mode: 'decode'; header: string | undefined };

export function toOptions(parsed: ParsedCommand): BasicAuthOptions {
  const f = readFlags(parsed);
  const { valueOnly } = flags.read(parsed);
  if (f.arg(0) === 'decode') return { mode: 'decode', header: f.arg(1) };
  if (f.arg(1) !== undefined) throw new UsageError('give one file holding user:password, or - for stdin.');
  return { mode: 'encode', file: f.arg(0), valueOnly };
}

export async function run(options: BasicAuthOptions, ctx: CliContext) {
  const core = await import('@toolbox/core/tools/basic-auth');
  const { readInput } = await import('../output/read-input');
  if (options.mode === 'decode') {
    const text =
      options.header === undefined || options.header === '-'
        ? await readInput(ctx, options.header, 'a header')
        : options.header;
    const credentials = core.runBasicAuthDecode(text);
    ctx.print(
      ctx.json ? JSON.stringify(credentials, null, 2) : `${credentials.user}:${credentials.password}`,
    );
    return;
  }
  // One trailing line break is the file's end, not part of the password.
  const text = (await readInput(ctx, options.file, 'a file holding user:password')).replace(/\r?\n$/, '');
  const colon = text.indexOf(':');
  if (colon < 0) throw new UsageError('the input is user:password; it has no colon.');
  const result = core.runBasicAuth({ user: text.slice(0, colon), password: text.slice(colon + 1) });
  ctx.print(ctx.json ? JSON.stringify(result, null, 2) : options.valueOnly ? result.value : result.header);
}
