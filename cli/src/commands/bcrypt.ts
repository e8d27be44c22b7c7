// From the tool's info module: its front door loads bcryptjs, whose node:crypto `bcrypt info` and --help never need.

import { ToolInputError } from '@toolbox/core/errors';
import {
  BCRYPT_COST,
  BCRYPT_MESSAGES,
  BCRYPT_VERSIONS,
  runBcryptInfo,
} from '@toolbox/core/tools/bcrypt/info';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { checkSecretFlags, secretOf } from '../secret-file';

export const description =
  'bcrypt password hashes: hash a password at a cost, compare one with a $2a$/$2b$/$2y$ hash (exit 1 when it does not match), read a hash’s cost and salt. The password comes from stdin or a file, not the command line.';

export const examples: readonly Example[] = [
  { command: 'toolbox bcrypt hash --cost 12 < password.txt', description: 'a new $2b$ hash' },
  {
    command:
      "pass show db/admin | toolbox bcrypt compare '$2y$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi'",
    description: 'exit 0 when the password matches, 1 when not',
  },
  { command: "toolbox bcrypt info '$2a$10$dXJ3SW6G7P50lGmMkkmwe.20cQQubK3.HZWzG3YB1tlRy.fqvM/BG' --json" },
  { command: 'toolbox bcrypt hash --password-file pw.txt --prefix 2y', description: 'as htpasswd -B writes' },
];

const MODES = ['hash', 'compare', 'info'] as const;
type Mode = (typeof MODES)[number];

const flags = defineFlags({
  cost: {
    flag: '-c, --cost <n>',
    description: `work factor, ${BCRYPT_COST.min}-${BCRYPT_COST.max}: each step doubles the time`,
    number: { min: BCRYPT_COST.min, max: BCRYPT_COST.max, integer: true },
    default: BCRYPT_COST.fallback,
  },
  prefix: {
    flag: '--prefix <version>',
    description: 'the prefix of a new hash ($2b$ today; $2y$ as PHP and htpasswd write it)',
    choices: BCRYPT_VERSIONS,
    default: '2b',
  },
  password: {
    flag: '--password <password>',
    description: 'the password (shown by ps and kept in shell history: prefer stdin or --password-file)',
    effect: 'credential',
  },
  passwordFile: {
    flag: '--password-file <file>',
    description: 'the password in this file, or - for stdin (one trailing newline dropped); default: stdin',
    effect: 'credential',
  },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd
      .argument('<mode>', 'hash, compare or info')
      .argument('[hash]', 'the bcrypt hash to compare with or read (info: - or none for stdin)'),
  );
}

export interface BcryptOptions {
  mode: Mode;
  hash: string | undefined;
  cost: number;
  prefix: (typeof BCRYPT_VERSIONS)[number];
  password: string | undefined;
  passwordFile: string | undefined;
}

export function toOptions(parsed: ParsedCommand): BcryptOptions {
  const args = readFlags(parsed);
  const mode = MODES.find((m) => m === args.arg(0));
  if (!mode) throw new UsageError(`the mode must be hash, compare or info, not "${args.arg(0) ?? ''}".`);
  const options: BcryptOptions = { mode, hash: args.arg(1), ...flags.read(parsed) };
  checkSecretFlags({ text: options.password, file: options.passwordFile }, '--password');
  if (mode === 'hash' && options.hash !== undefined)
    throw new UsageError('bcrypt hash makes a new hash: give the password on stdin or with --password-file.');
  if (mode === 'compare' && (options.hash === undefined || options.hash === '-'))
    throw new UsageError(`bcrypt compare needs the hash as an argument: ${BCRYPT_MESSAGES.hashBlank}`);
  if (mode === 'info' && (options.password !== undefined || options.passwordFile !== undefined))
    throw new UsageError('bcrypt info reads a hash only: it needs no password.');
  return options;
}

/**
 * The password from --password, --password-file, or stdin (one trailing newline dropped). An empty file or stdin is
 * refused (most likely nothing was piped); the empty password is `--password ''`.
 */
async function passwordOf(options: BcryptOptions, ctx: CliContext): Promise<string> {
  const given = await secretOf(ctx, { text: options.password, file: options.passwordFile }, '--password');
  if (given !== undefined) return given;
  if (ctx.stdinIsTTY) throw new UsageError('pipe the password in, or give --password-file FILE.');
  const { readUtf8 } = await import('../output/read-input');
  const password = (await readUtf8(ctx, '-', 'the password')).replace(/\r?\n$/, '');
  if (password === '')
    throw new UsageError("stdin is empty: pipe the password in (--password '' for the empty password).");
  return password;
}

export async function run(options: BcryptOptions, ctx: CliContext) {
  if (options.mode === 'info') {
    const { readInput } = await import('../output/read-input');
    const hash =
      options.hash === undefined || options.hash === '-'
        ? await readInput(ctx, '-', 'a bcrypt hash')
        : options.hash;
    const info = runBcryptInfo(hash);
    ctx.print(
      ctx.json
        ? JSON.stringify(info, null, 2)
        : [
            `version  $${info.version}$`,
            `cost     ${info.cost} (2^${info.cost} = ${info.rounds} rounds)`,
            `salt     ${info.salt}`,
            `digest   ${info.digest}`,
          ].join('\n'),
    );
    return ctx.exit.ok;
  }
  const core = await import('@toolbox/core/tools/bcrypt');
  const password = await passwordOf(options, ctx);
  // An argument's bytes that are not UTF-8 (Latin-1, `"$(cat old.txt)"`) reach here as U+FFFD, as Node decodes
  // them: bcrypt would hash other bytes than the shell's, so a compare could only "not match" and a hash would not
  // be of that password. A file's or stdin's are refused as they are read, naming the byte.
  if (options.password?.includes('\uFFFD'))
    throw new ToolInputError(
      'The password is not valid UTF-8 (Latin-1?): bcrypt here hashes UTF-8 text, so convert it (iconv -f latin1 -t utf-8), or check a hash of these bytes with htpasswd -v.',
    );
  if (options.mode === 'hash') {
    const made = core.generateBcryptHash(
      { password, cost: options.cost, version: options.prefix },
      ctx.random,
    );
    if (made.truncated) ctx.warn(`toolbox: ${core.BCRYPT_MESSAGES.truncated}`);
    ctx.print(ctx.json ? JSON.stringify(made, null, 2) : made.hash);
    return ctx.exit.ok;
  }
  const compared = core.runBcryptCompare({ password, hash: options.hash ?? '' });
  if (compared.truncated) ctx.warn(`toolbox: ${core.BCRYPT_MESSAGES.truncated}`);
  ctx.print(
    ctx.json
      ? JSON.stringify(compared, null, 2)
      : compared.matches
        ? 'Password matches'
        : 'Password does not match',
  );
  return compared.matches ? ctx.exit.ok : ctx.exit.failed;
}
