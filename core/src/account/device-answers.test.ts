import { describe, expect, it } from 'vitest';
import { readCliTokens, readWhoami } from '#core/account/device-answers';
import { AccountResponseError } from '#core/account/errors';

const who = {
  user: { id: 'u1', email: 'ada@example.dev' },
  token: { id: 't1', name: 'CI', created_at: '2026-11-24T10:00:00Z' },
};

describe('the device-auth answers, checked instead of cast', () => {
  it('reads /whoami and /tokens', () => {
    expect(readWhoami({ ...who, extra: 1 })).toEqual(who);
    const row = { id: 't1', name: 'CI', created_at: '2026-11-24T10:00:00Z', last_used_at: null };
    expect(readCliTokens([row, { ...row, id: 't2', last_used_at: '2026-11-24T11:00:00Z' }])).toHaveLength(2);
    expect(readCliTokens([])).toEqual([]);
  });

  it.each([
    [() => readWhoami(null), '/whoami answered an unexpected body: body must be a JSON object'],
    [() => readWhoami({ ...who, user: { id: 'u1' } }), '/whoami answered an unexpected body: user.email'],
    [() => readCliTokens({ tokens: [] }), '/tokens answered an unexpected body: body must be a JSON array'],
    [
      () => readCliTokens([{ id: 1, name: 'x', created_at: 'y' }]),
      '/tokens answered an unexpected body: [0].id',
    ],
  ])('refuses a body of another shape (%#)', (read, message) => {
    expect(read).toThrow(AccountResponseError);
    expect(read).toThrow(message);
  });
});
