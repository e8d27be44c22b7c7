import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { seededNumbers, seededRandom } from '../../deterministic/seeded-random';
import { generateOtpSecret, OTP_ALGORITHMS } from './otp';
import { runHotp, runTotp } from './run';

// Debian's oathtool (OATH Toolkit), installed by support/test-programs.mjs before the tests.
function oathtool(args: string[]): string {
  const result = spawnSync('oathtool', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`oathtool ${args.join(' ')}: ${result.stderr || result.error}`);
  return result.stdout.trim();
}

describe('TOTP and HOTP against oathtool', () => {
  const random = seededRandom(79);
  const next = seededNumbers(6238);
  const cases = Array.from({ length: 30 }, (_, i) => ({
    secret: generateOtpSecret(random, 10 + (i % 5) * 6),
    algorithm: OTP_ALGORITHMS[i % 3] ?? 'SHA1',
    digits: 6 + (i % 3),
    period: [30, 60, 15][i % 3] ?? 30,
    time: Math.floor(next() * 4_000_000_000),
    counter: Math.floor(next() * 2 ** 40),
  }));

  it.each(cases)('$algorithm $digits digits, $period s, T=$time, counter $counter', (c) => {
    const totp = runTotp({ ...c, window: 0 }, fixedClock(new Date(c.time * 1000).toISOString()));
    const expected = oathtool([
      '-b',
      `--totp=${c.algorithm.toLowerCase()}`,
      `--digits=${c.digits}`,
      `--time-step-size=${c.period}s`,
      `--now=@${c.time}`,
      '--window=1',
      c.secret,
    ]).split('\n');
    expect([totp.current.code, totp.next.code]).toEqual(expected);
    if (c.algorithm === 'SHA1') {
      expect(runHotp({ ...c })).toBe(
        oathtool(['-b', '--hotp', `--digits=${c.digits}`, `--counter=${c.counter}`, c.secret]),
      );
    }
  });
});
