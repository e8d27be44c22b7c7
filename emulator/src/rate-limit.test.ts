import { describe, expect, it } from 'vitest';
import { allowedOrigins, corsHeaders, DEFAULT_WEB_ORIGINS, preflightHeaders } from './cors';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('counts per bucket and IP in five-minute windows', () => {
    let now = 0;
    const limiter = new RateLimiter(
      { tokenPer5Min: 2, signupPer5Min: 1, verifyPer5Min: 1, recoverPer5Min: 1, emailFrequencySeconds: 60 },
      () => now,
    );
    expect([limiter.take('token', 'a'), limiter.take('token', 'a'), limiter.take('token', 'a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.take('token', 'b')).toBe(true);
    expect(limiter.take('signup', 'a')).toBe(true);
    expect(limiter.take('signup', 'a')).toBe(false);
    now += 5 * 60 * 1000 - 1;
    expect(limiter.take('token', 'a')).toBe(false);
    now += 1;
    expect(limiter.take('token', 'a')).toBe(true);
  });

  it('defaults to the Supabase limits', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      tokenPer5Min: 150,
      signupPer5Min: 30,
      verifyPer5Min: 30,
      recoverPer5Min: 30,
      emailFrequencySeconds: 60,
    });
  });

  it('spaces mails to one address by emailFrequencySeconds', () => {
    let now = 0;
    const limiter = new RateLimiter({ ...DEFAULT_RATE_LIMITS, emailFrequencySeconds: 60 }, () => now);
    expect(limiter.mailWait('a@x.dev')).toBe(0);
    now = 15_500;
    expect(limiter.mailWait('a@x.dev')).toBe(45);
    expect(limiter.mailWait('b@x.dev')).toBe(0);
    now = 60_000;
    expect(limiter.mailWait('a@x.dev')).toBe(0);
  });
});

describe('CORS', () => {
  it('reflects configured origins only, never *', () => {
    expect(DEFAULT_WEB_ORIGINS).toContain('http://localhost:5173');
    expect(corsHeaders('http://localhost:4173', DEFAULT_WEB_ORIGINS)).toMatchObject({
      'access-control-allow-origin': 'http://localhost:4173',
      'access-control-expose-headers': 'X-Supabase-Api-Version',
      vary: 'Origin',
    });
    expect(corsHeaders('http://localhost:9999', DEFAULT_WEB_ORIGINS)).toEqual({ vary: 'Origin' });
    expect(corsHeaders(undefined, DEFAULT_WEB_ORIGINS)).toEqual({ vary: 'Origin' });
    expect(preflightHeaders('null', DEFAULT_WEB_ORIGINS)['access-control-allow-headers']).toBeUndefined();
  });
});

describe('allowed origins', () => {
  it('always include the site URL origin, once', () => {
    expect(allowedOrigins('http://127.0.0.1:4180/app', ['http://localhost:5173'])).toEqual([
      'http://127.0.0.1:4180',
      'http://localhost:5173',
    ]);
    expect(allowedOrigins('http://localhost:5173', DEFAULT_WEB_ORIGINS)).toEqual([...DEFAULT_WEB_ORIGINS]);
  });
});
