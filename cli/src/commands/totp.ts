// Not the front door, whose run functions import every HMAC hash for the page: a command uses one.
import { ToolInputError } from '@toolbox/core/errors';
import {
  generateOtpSecret,
  OTP_ALGORITHMS,
  OTP_DEFAULTS,
  OTP_LIMITS,
  OTP_MESSAGES,
} from '@toolbox/core/tools/totp/otp';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'TOTP codes (RFC 6238) from a base32 secret read from a file or stdin, never from the command line: the current and next code, --verify a code within a window, --counter for HOTP, --generate a secret, --uri and --qr for an authenticator app.';

export const examples: readonly Example[] = [
  { command: 'toolbox totp secret.txt', description: 'current code, seconds left, next code' },
  {
    command: 'toolbox totp --generate --issuer ACME --account ada@example.com --qr',
    description: 'a new secret',
  },
  {
    command: 'toolbox totp secret.txt --verify 123456 --window 2',
    description: 'exit 1 when it does not match',
  },
  { command: 'pass show acme/totp | toolbox totp - --counter 7 --json', description: 'HOTP' },
];

const flags = defineFlags({
  generate: {
    flag: '--generate',
    description: `make a new random secret (${OTP_DEFAULTS.secretBytes} bytes) instead of reading one`,
  },
  algorithm: {
    flag: '--algorithm <name>',
    description: 'the HMAC hash',
    choices: OTP_ALGORITHMS,
    default: OTP_DEFAULTS.algorithm,
  },
  digits: {
    flag: '--digits <n>',
    description: `code length (${OTP_LIMITS.digits.min}-${OTP_LIMITS.digits.max})`,
    number: { ...OTP_LIMITS.digits, integer: true },
    default: OTP_DEFAULTS.digits,
  },
  period: {
    flag: '--period <seconds>',
    description: 'TOTP step',
    number: { ...OTP_LIMITS.period, integer: true },
    default: OTP_DEFAULTS.period,
  },
  verify: { flag: '--verify <code>', description: 'check a code; exit 1 when it does not match' },
  window: {
    flag: '--window <steps>',
    description: 'steps before and after now a verified code may come from (with --counter: counters ahead)',
    number: { ...OTP_LIMITS.window, integer: true },
    default: OTP_DEFAULTS.window,
  },
  counter: { flag: '--counter <n>', description: 'an HOTP code (RFC 4226) for this counter instead' },
  at: { flag: '--at <iso>', description: 'the time to compute at (ISO 8601; default now)' },
  issuer: { flag: '--issuer <name>', description: 'for the otpauth:// URI' },
  account: {
    flag: '--account <name>',
    description: `for the otpauth:// URI (without it the label is the issuer, else "${OTP_DEFAULTS.account}")`,
  },
  uri: { flag: '--uri', description: 'print the otpauth:// URI' },
  qr: { flag: '--qr', description: 'print the otpauth:// URI as a QR code in the terminal' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument('[file]', 'file holding the base32 secret, or - for stdin (default: stdin when piped)'),
  );
}

export type TotpOptions = ReturnType<typeof flags.read> & { file: string | undefined };

export function toOptions(parsed: ParsedCommand): TotpOptions {
  const options = { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
  if (options.generate && options.file !== undefined)
    throw new UsageError('give a secret file or --generate, not both.');
  if (options.counter !== undefined && !/^\d+$/.test(options.counter)) {
    throw new UsageError(`--counter must be a whole number, not "${options.counter}".`);
  }
  if (options.counter !== undefined) {
    // What only TOTP reads would be ignored: a --generate'd secret never shown, no URI.
    const totpOnly = (['generate', 'uri', 'qr', 'at', 'issuer', 'account'] as const)
      .filter((name) => options[name] !== undefined && options[name] !== false)
      .map((name) => `--${name}`);
    if (totpOnly.length > 0)
      throw new UsageError(
        `--counter gives an HOTP code: ${totpOnly.join(', ')} ${totpOnly.length === 1 ? 'is' : 'are'} for TOTP.`,
      );
  }
  if (options.at !== undefined && Number.isNaN(Date.parse(options.at))) {
    throw new UsageError(`--at must be an ISO 8601 time, not "${options.at}".`);
  }
  return options;
}

/**
 * An HOTP code checked at the counter and up to `window` counters ahead (RFC 4226 section 7.4: a token pressed
 * without signing in runs ahead), as `oathtool --hotp -c N -w W CODE`; exit 1 when none matches.
 */
async function verifyHotp(
  given: string,
  { counter, window, digits }: { counter: number; window: number; digits: number },
  hotp: (counter: number) => Promise<string>,
  ctx: CliContext,
) {
  const code = given.replace(/\s/g, '');
  if (!/^\d+$/.test(code)) throw new ToolInputError(`${OTP_MESSAGES.code}, not "${code}".`);
  let delta: number | null = null;
  for (let d = 0; d <= window && delta === null; d++) {
    if ((await hotp(counter + d)) === code.padStart(digits, '0')) delta = d;
  }
  const verify = { valid: delta !== null, delta };
  if (ctx.json) ctx.print(JSON.stringify({ counter, verify }, null, 2));
  else ctx.print(delta === null ? 'invalid' : `valid (counter ${counter + delta})`);
  return delta === null ? ctx.exit.failed : ctx.exit.ok;
}

export async function run(options: TotpOptions, ctx: CliContext) {
  const { runHotpLoading, runTotpLoading } = await import('@toolbox/core/tools/totp/run-loading');
  let secret: string;
  if (options.generate) secret = generateOtpSecret(ctx.random);
  else {
    const { readInput } = await import('../output/read-input');
    secret = (await readInput(ctx, options.file, 'a file holding the secret')).trim();
  }
  const settings = { secret, algorithm: options.algorithm, digits: options.digits };
  if (options.counter !== undefined) {
    const counter = Number(options.counter);
    if (options.verify !== undefined) {
      const hotp = (at: number) => runHotpLoading({ ...settings, counter: at });
      return verifyHotp(
        options.verify,
        { counter, window: options.window, digits: options.digits },
        hotp,
        ctx,
      );
    }
    const code = await runHotpLoading({ ...settings, counter });
    ctx.print(ctx.json ? JSON.stringify({ counter, code }, null, 2) : code);
    return ctx.exit.ok;
  }
  const clock = options.at === undefined ? ctx.clock : { now: () => new Date(options.at ?? '') };
  const report = await runTotpLoading(
    {
      ...settings,
      period: options.period,
      window: options.window,
      ...(options.verify === undefined ? {} : { code: options.verify }),
      ...(options.issuer === undefined ? {} : { issuer: options.issuer }),
      ...(options.account === undefined ? {} : { account: options.account }),
    },
    clock,
  );
  const failed = report.verify !== undefined && !report.verify.valid;
  if (ctx.json) {
    ctx.print(JSON.stringify({ ...(options.generate ? { secret } : {}), ...report }, null, 2));
  } else {
    if (options.generate) ctx.print(`secret  ${secret}`);
    if (report.verify) {
      const { delta } = report.verify;
      ctx.print(
        delta === null
          ? 'invalid'
          : `valid (${delta === 0 ? 'current step' : `${delta > 0 ? '+' : ''}${delta} step${Math.abs(delta) === 1 ? '' : 's'}`})`,
      );
    } else if (!options.generate) {
      ctx.print(`${report.current.code}  (${report.current.secondsLeft} s left; next ${report.next.code})`);
    }
    if (options.uri || options.generate) ctx.print(report.uri);
  }
  if (options.qr) {
    const qr = await import('@toolbox/core/qr');
    ctx.print(qr.qrTerminal(qr.qrCodeOf({ ...qr.QR_DEFAULTS, text: report.uri }), ctx.color));
  }
  return failed ? ctx.exit.failed : ctx.exit.ok;
}
