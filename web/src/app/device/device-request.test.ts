import { describe, expect, it } from 'vitest';
import { askedAgo, lookupOutcome, normalizeCode, problems } from './device-request';

describe('normalizeCode', () => {
  it.each([
    ['bcdf-ghjk', 'BCDF-GHJK'],
    ['BCDFGHJK', 'BCDF-GHJK'],
    [' bcdf ghjk ', 'BCDF-GHJK'],
    ['ABCD-EFGH', null],
    ['BCDF-GHJ', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });
});

describe('lookupOutcome', () => {
  const pending = {
    client_name: 'toolbox on laptop',
    created_at: '2026-03-01T12:00:00.000Z',
    expires_at: '2026-03-01T12:15:00.000Z',
    status: 'pending',
    client_ip: '203.0.113.9',
    user_agent: null,
  };

  it('shows a pending request', () => {
    expect(lookupOutcome({ status: 200, body: pending })).toEqual({
      kind: 'request',
      request: {
        clientName: 'toolbox on laptop',
        createdAt: pending.created_at,
        expiresAt: pending.expires_at,
        status: 'pending',
        clientIp: '203.0.113.9',
        userAgent: null,
      },
    });
  });

  it.each([
    [{ status: 200, body: { ...pending, status: 'approved' } }, problems.decided],
    [{ status: 200, body: { ...pending, status: 'consumed' } }, problems.decided],
    [{ status: 404, body: { error: 'unknown_code' } }, problems.unknown],
    [{ status: 404, body: { error: 'expired_code' } }, problems.expired],
    [{ status: 409, body: { error: 'already_decided' } }, problems.decided],
    [{ status: 401, body: null }, problems.signedOut],
    [{ status: 429, body: null }, problems.tooMany],
    [{ status: 413, body: { error: 'too_many_tokens' } }, problems.tooManyTokens],
    [{ status: 500, body: null }, problems.server],
  ])('%j -> a clear message', (answer, expected) => {
    expect(lookupOutcome(answer)).toEqual({ kind: 'problem', ...expected });
  });
});

describe('askedAgo', () => {
  const at = new Date('2026-03-01T12:00:00Z');
  it.each([
    ['2026-03-01T11:59:50Z', 'just now'],
    ['2026-03-01T11:59:00Z', '1 minute ago'],
    ['2026-03-01T11:46:00Z', '14 minutes ago'],
    ['2026-03-01T10:00:00Z', '2 hours ago'],
  ])('%s -> %s', (iso, expected) => {
    expect(askedAgo(iso, at)).toBe(expected);
  });
});
