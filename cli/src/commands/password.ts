import {
  generatePassword,
  PASSWORD_COUNT,
  PASSWORD_DEFAULTS,
  PASSWORD_LENGTH,
  type PasswordClass,
  type PasswordOptions,
  passwordStrength,
} from '@toolbox/core/tools/dev-utilities';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';

export const description =
  'Passwords from secure random bytes (letters, digits, !@#$%^&*), without modulo bias.';

export const examples: readonly Example[] = [
  { command: 'toolbox password', description: '16 characters, one of each class' },
  { command: 'toolbox password --length 32 --count 5 --exclude-ambiguous' },
  { command: 'toolbox password --no-symbols --json', description: 'with the strength estimate' },
];

export function configure(cmd: Command) {
  cmd
    .option(
      '-l, --length <n>',
      `${PASSWORD_LENGTH.min}-${PASSWORD_LENGTH.max}`,
      String(PASSWORD_LENGTH.fallback),
    )
    .option('-n, --count <n>', `how many (${PASSWORD_COUNT.min}-${PASSWORD_COUNT.max})`, '1')
    .option('--no-uppercase', 'leave out A-Z')
    .option('--no-lowercase', 'leave out a-z')
    .option('--no-digits', 'leave out 0-9')
    .option('--no-symbols', 'leave out !@#$%^&*')
    .option('--exclude-ambiguous', 'leave out I l 1 O 0 o')
    .option('--no-require-each', 'do not insist on one character of every chosen set');
}

export interface PasswordCommandOptions {
  generator: PasswordOptions;
  count: number;
}

export function toOptions(parsed: ParsedCommand): PasswordCommandOptions {
  const f = readFlags(parsed);
  const classes = PASSWORD_DEFAULTS.classes.filter((name: PasswordClass) => f.boolean(name));
  if (classes.length === 0) throw new UsageError('leave at least one character set on.');
  return {
    generator: {
      length: f.number('length', { ...PASSWORD_LENGTH, integer: true }),
      classes,
      excludeAmbiguous: f.boolean('excludeAmbiguous'),
      requireEachClass: f.boolean('requireEach'),
    },
    count: f.number('count', { ...PASSWORD_COUNT, integer: true, fallback: 1 }),
  };
}

export async function run(options: PasswordCommandOptions, ctx: CliContext) {
  const passwords = Array.from({ length: options.count }, () =>
    generatePassword(options.generator, ctx.random),
  );
  if (ctx.json)
    ctx.print(JSON.stringify({ passwords, strength: passwordStrength(options.generator) }, null, 2));
  else ctx.print(passwords.join('\n'));
}
