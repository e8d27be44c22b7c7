import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { JsonNumber } from '../../json';
import { SUPABASE_SAMPLE_CLAIMS } from './claims';
import { runJwtDecode } from './jwt';
import { JwtSignError, parseLifetime, runJwtSign, runJwtSignCheck } from './sign';

const clock = fixedClock('2026-01-15T12:00:00Z');
const NOW = 1768478400;

describe('runJwtSign', () => {
  it('signs HS256 with iat and exp from the clock; jose verifies it with the same secret', async () => {
    const token = await runJwtSign(
      { secret: 'local-dev-secret', claims: SUPABASE_SAMPLE_CLAIMS, expiresIn: 3600 },
      clock,
    );
    const { payload, protectedHeader } = await jwtVerify(
      token,
      new TextEncoder().encode('local-dev-secret'),
      {
        currentDate: clock.now(),
      },
    );
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ ...SUPABASE_SAMPLE_CLAIMS, iat: NOW, exp: NOW + 3600 });
  });

  it('keeps a claim past 2^53 as written, and decode shows it so; jose verifies the token', async () => {
    // A tweet id (core/src/json/fixtures/SOURCES.md): JSON.parse reads it as 540897316908331000.
    const token = await runJwtSign({ secret: 's', claims: '{"tweet": 540897316908331009}' }, clock);
    const base64 = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const payload = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    expect(payload).toBe(`{"tweet":540897316908331009,"iat":${NOW}}`);
    expect(runJwtDecode(token, clock).payload.tweet).toEqual(new JsonNumber('540897316908331009'));
    await expect(
      jwtVerify(token, new TextEncoder().encode('s'), { currentDate: clock.now() }),
    ).resolves.toBeTruthy();
  });

  it('is deterministic: the same claims, secret and clock give the same token', async () => {
    const input = { secret: 's', claims: '{"sub":"1"}' };
    expect(await runJwtSign(input, clock)).toBe(await runJwtSign(input, clock));
    expect(runJwtDecode(await runJwtSign(input, clock), clock).payload).toEqual({ sub: '1', iat: NOW });
  });

  it('keeps iat and exp the claims set', async () => {
    const token = await runJwtSign({ secret: 's', claims: { iat: 1, exp: 2 }, expiresIn: 60 }, clock);
    expect(runJwtDecode(token, clock).payload).toEqual({ iat: 1, exp: 2 });
  });

  it.each([
    [{ secret: '', claims: '{}' }, 'Please enter a secret to sign with.'],
    [{ secret: 's', claims: '[1]' }, 'the claims must be a JSON object, e.g. {"sub":"123"}.'],
    [{ secret: 's', claims: '{}', expiresIn: -5 }, 'the lifetime must be a positive number of seconds.'],
  ])('refuses %j', async (input, message) => {
    await expect(runJwtSign(input, clock)).rejects.toThrow(new ToolInputError(message, 'Cannot sign'));
  });

  it('names bad claims JSON', async () => {
    await expect(runJwtSign({ secret: 's', claims: '{sub}' }, clock)).rejects.toThrow(
      /^the claims are not JSON: /,
    );
  });
});

describe('parseLifetime', () => {
  it.each([
    ['3600', 3600],
    ['90s', 90],
    ['15m', 900],
    ['1h', 3600],
    ['7d', 604800],
    ['soon', undefined],
  ])('%j -> %s', (text, seconds) => {
    expect(parseLifetime(text)).toBe(seconds);
  });
});

describe('the lifetime as text', () => {
  it.each(['soon', '', '0', '-5m'])('%j is refused, naming the field', async (text) => {
    expect(() => runJwtSignCheck({ expiresIn: text })).toThrow(JwtSignError);
    await expect(runJwtSign({ secret: 's', claims: '{}', expiresIn: text }, clock)).rejects.toMatchObject({
      field: 'expiresIn',
      title: 'Cannot sign',
    });
  });

  it('"15m" signs as 900 seconds do', async () => {
    expect(runJwtSignCheck({ expiresIn: '15m' })).toEqual({ expiresIn: 900 });
    expect(await runJwtSign({ secret: 's', claims: '{}', expiresIn: '15m' }, clock)).toBe(
      await runJwtSign({ secret: 's', claims: '{}', expiresIn: 900 }, clock),
    );
  });
});
