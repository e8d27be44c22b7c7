import {
  generatePassword,
  PASSWORD_COUNT,
  PASSWORD_DEFAULTS,
  PASSWORD_LENGTH,
  type PasswordClass,
  type PasswordOptions,
  runPasswordStrength,
} from '@toolbox/core/tools/dev-utilities';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';

export const description =
  'Passwords from secure random bytes (letters, digits, !@#$%^&*), without modulo bias.';

export const examples: readonly Example[] = [
  { command: 'toolbox password', description: `${PASSWORD_DEFAULTS.length} characters, one of each class` },
  { command: 'toolbox password --length 32 --count 5 --exclude-ambiguous' },
  { command: 'toolbox password --no-symbols --json', description: 'with the strength estimate' },
];

const flags = defineFlags({
  length: {
    flag: '-l, --length <n>',
    description: `${PASSWORD_LENGTH.min}-${PASSWORD_LENGTH.max}`,
    number: { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max, integer: true },
    default: PASSWORD_LENGTH.fallback,
  },
  count: {
    flag: '-n, --count <n>',
    description: `how many (${PASSWORD_COUNT.min}-${PASSWORD_COUNT.max})`,
    number: { ...PASSWORD_COUNT, integer: true },
    default: 1,
  },
  uppercase: { flag: '--no-uppercase', description: 'leave out A-Z' },
  lowercase: { flag: '--no-lowercase', description: 'leave out a-z' },
  digits: { flag: '--no-digits', description: 'leave out 0-9' },
  symbols: { flag: '--no-symbols', description: 'leave out !@#$%^&*' },
  excludeAmbiguous: { flag: '--exclude-ambiguous', description: 'leave out I l 1 O 0 o' },
  requireEach: {
    flag: '--no-require-each',
    description: 'do not insist on one character of every chosen set',
  },
});

export const configure = flags.configure;

export interface PasswordCommandOptions {
  generator: PasswordOptions;
  count: number;
}

export function toOptions(parsed: ParsedCommand): PasswordCommandOptions {
  const values = flags.read(parsed);
  const classes = PASSWORD_DEFAULTS.classes.filter((name: PasswordClass) => values[name]);
  if (classes.length === 0) throw new UsageError('leave at least one character set on.');
  return {
    generator: {
      length: values.length,
      classes,
      excludeAmbiguous: values.excludeAmbiguous,
      requireEachClass: values.requireEach,
    },
    count: values.count,
  };
}

export async function run(options: PasswordCommandOptions, ctx: CliContext) {
  const passwords = Array.from({ length: options.count }, () =>
    generatePassword(options.generator, ctx.random),
  );
  if (ctx.json)
    ctx.print(JSON.stringify({ passwords, strength: runPasswordStrength(options.generator) }, null, 2));
  else ctx.print(passwords.join('\n'));
}
