import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { seededRandom } from '../../deterministic/seeded-random';
import { ToolInputError } from '../../errors';
import vectors from './corpus/rfc-vectors.json';
import { generateOtpSecret, OTP_ALGORITHMS, OTP_MESSAGES } from './otp';
import { runHotp, runTotp } from './run';

const at = (seconds: number) => fixedClock(new Date(seconds * 1000).toISOString());
const base = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

describe('RFC 4226 appendix D', () => {
  it.each(vectors.rfc4226.codes.map((code, counter) => [counter, code]))(
    'HOTP counter %i -> %s',
    (counter, code) => {
      expect(
        runHotp({ secret: vectors.rfc4226.secret, algorithm: 'SHA1', digits: 6, counter: Number(counter) }),
      ).toBe(code);
    },
  );
});

describe('RFC 6238 appendix B', () => {
  const cases = vectors.rfc6238.rows.flatMap((row) =>
    OTP_ALGORITHMS.map((algorithm) => [row.time, algorithm, row[algorithm]] as const),
  );
  it.each(cases)('T=%i %s -> %s', (time, algorithm, code) => {
    const secret = vectors.rfc6238.secrets[algorithm];
    expect(runTotp({ ...base, secret, algorithm, digits: 8 }, at(time)).current.code).toBe(code);
  });
});

describe('runTotp', () => {
  const secret = vectors.rfc4226.secret;

  it('gives the current and next step with their bounds and the seconds left', () => {
    const report = runTotp({ ...base, secret }, at(1111111109));
    expect(report.current).toMatchObject({
      counter: 37037036,
      secondsLeft: 1,
      from: '2005-03-18T01:58:00.000Z',
      until: '2005-03-18T01:58:30.000Z',
    });
    expect(report.next.counter).toBe(37037037);
    expect(report.next.code).toBe(runHotp({ secret, algorithm: 'SHA1', digits: 6, counter: 37037037 }));
  });

  it('verifies a code from the step before within the window, and not outside it', () => {
    const previous = runHotp({ secret, algorithm: 'SHA1', digits: 6, counter: 37037035 });
    expect(runTotp({ ...base, secret, code: previous }, at(1111111109)).verify).toEqual({
      valid: true,
      delta: -1,
    });
    expect(runTotp({ ...base, secret, code: previous, window: 0 }, at(1111111109)).verify).toEqual({
      valid: false,
      delta: null,
    });
  });

  it('writes the otpauth:// URI with the issuer in the label and as a parameter', () => {
    const { uri } = runTotp(
      { ...base, secret: 'jbsw y3dp ehpk 3pxp', issuer: 'ACME Co', account: 'ada@example.com' },
      at(0),
    );
    expect(uri).toBe(
      'otpauth://totp/ACME%20Co:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('never leaves the URI’s label empty (authenticator apps refuse it): the issuer alone, else pyotp’s "Secret"', () => {
    expect(runTotp({ ...base, secret }, at(0)).uri).toMatch(/^otpauth:\/\/totp\/Secret\?secret=/);
    expect(runTotp({ ...base, secret, issuer: ' ', account: ' ' }, at(0)).uri).toMatch(
      /^otpauth:\/\/totp\/Secret\?/,
    );
    expect(runTotp({ ...base, secret, issuer: 'ACME' }, at(0)).uri).toMatch(
      /^otpauth:\/\/totp\/ACME\?secret=/,
    );
  });

  it('refuses a time before T0 (1970), where the counter would be negative', () => {
    expect(() => runTotp({ ...base, secret }, { now: () => new Date(-1000) })).toThrow(
      new ToolInputError(OTP_MESSAGES.timeEarly, 'Invalid time', 'time'),
    );
    expect(runTotp({ ...base, secret }, at(0)).current.counter).toBe(0);
  });

  it('refuses a time whose next step a date cannot hold, instead of a RangeError', () => {
    const last = { now: () => new Date(8.64e15) };
    expect(() => runTotp({ ...base, secret }, last)).toThrow(
      new ToolInputError(OTP_MESSAGES.time, 'Invalid time', 'time'),
    );
  });

  it.each([
    [{ secret: '' }, OTP_MESSAGES.secretBlank, 'secret'],
    [{ secret: 'JBSWY3DPEHPK3PX1' }, 'Character 16, "1", is not a base32 character (A-Z and 2-7).', 'secret'],
    [{ secret: 'JBSWY3DP' }, OTP_MESSAGES.secretShort, 'secret'],
    // The long s and the dotless ı upper-case to S and I: still not base32 characters.
    [{ secret: 'JBSWY3DPEHPK3PXſ' }, 'Character 16, "ſ", is not a base32 character (A-Z and 2-7).', 'secret'],
    [{ secret: 'ıBSWY3DPEHPK3PXP' }, 'Character 1, "ı", is not a base32 character (A-Z and 2-7).', 'secret'],
    [
      { secret: 'otpauth://totp/ACME:ada?secret=JBSWY3DPEHPK3PXP&issuer=ACME' },
      OTP_MESSAGES.secretUri,
      'secret',
    ],
    [{ digits: 9 }, OTP_MESSAGES.digits, 'digits'],
    [{ period: 0 }, OTP_MESSAGES.period, 'period'],
    [{ window: 11 }, OTP_MESSAGES.window, 'window'],
    [{ code: '12a456' }, 'A code is digits only, not "12a456".', 'code'],
    [{ issuer: 'a:b' }, OTP_MESSAGES.label, 'issuer'],
    [{ account: 'ops:ada' }, OTP_MESSAGES.accountLabel, 'account'],
  ])('refuses %j with a field error', (change, message, field) => {
    expect(() => runTotp({ ...base, secret, ...change }, at(0))).toThrow(message);
    try {
      runTotp({ ...base, secret, ...change }, at(0));
    } catch (error) {
      expect(error).toBeInstanceOf(ToolInputError);
      expect((error as ToolInputError).field).toBe(field);
    }
  });

  it('refuses a negative HOTP counter', () => {
    expect(() => runHotp({ secret, algorithm: 'SHA1', digits: 6, counter: -1 })).toThrow(
      OTP_MESSAGES.counter,
    );
  });
});

describe('generateOtpSecret', () => {
  it('writes the random bytes in base32: 20 bytes are 32 characters', () => {
    const secret = generateOtpSecret(seededRandom(3));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(runTotp({ ...base, secret }, at(0)).current.code).toMatch(/^\d{6}$/);
  });
});

describe('run-loading.ts (one hash loaded, as toolbox totp runs) gives the same codes as run.ts', () => {
  it.each(OTP_ALGORITHMS)('%s, RFC 6238 appendix B and RFC 4226 counters', async (algorithm) => {
    const { runHotpLoading, runTotpLoading } = await import('./run-loading');
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const settings = { secret, algorithm, digits: 8 };
    for (const counter of [0, 1, 9, 1_234_567])
      expect(await runHotpLoading({ ...settings, counter })).toBe(runHotp({ ...settings, counter }));
    const input = { ...settings, period: 30, window: 1, code: '00000000' };
    for (const seconds of [59, 1111111109, 2000000000]) {
      const clock = at(seconds);
      expect(await runTotpLoading(input, clock)).toEqual(runTotp(input, clock));
    }
  });
});
