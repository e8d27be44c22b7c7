import { describe, expect, it } from 'vitest';
import { AuthError, apiVersionOf, errorReply, OAuthError, weakPassword } from './errors';
import { mergeMetadata, normalizeEmail, type UserRow, userJson } from './users';

describe('mergeMetadata', () => {
  it('merges keys and deletes those set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
  });
});

describe('normalizeEmail', () => {
  it.each([
    [' Ada@Example.DEV ', 'ada@example.dev'],
    ['a.b+tag@sub.example.org', 'a.b+tag@sub.example.org'],
  ])('accepts %j', (input, output) => {
    expect(normalizeEmail(input, 'missing')).toBe(output);
  });

  it.each(['no-at', 'a@', '@b.dev', 'a b@c.dev', `${'a'.repeat(250)}@b.dev`])('rejects %j', (input) => {
    expect(() => normalizeEmail(input, 'missing')).toThrow(
      'Unable to validate email address: invalid format',
    );
  });

  it('uses the caller message for a missing email', () => {
    expect(() => normalizeEmail(undefined, 'To signup, please provide your email')).toThrow(
      'To signup, please provide your email',
    );
  });
});

describe('userJson', () => {
  it('leaves out unset optional fields instead of sending null', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const row: UserRow = {
      id: 'u',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'a@b.dev',
      encrypted_password: '$2a$10$secret',
      email_confirmed_at: null,
      confirmation_sent_at: at,
      email_change: null,
      email_change_sent_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
      raw_user_meta_data: {},
      is_anonymous: false,
      created_at: at,
      updated_at: at,
    };
    const json = JSON.parse(JSON.stringify(userJson(row, [])));
    expect(json).not.toHaveProperty('email_confirmed_at');
    expect(json).not.toHaveProperty('last_sign_in_at');
    expect(json).not.toHaveProperty('encrypted_password');
    expect(json.confirmation_sent_at).toBe('2026-01-01T00:00:00.000Z');
    expect(json.phone).toBe('');
  });
});

describe('error shapes', () => {
  it('picks the 2024 shape only for a valid date on or after 2024-01-01', () => {
    expect(apiVersionOf('2024-01-01')).toBe('2024-01-01');
    expect(apiVersionOf('2025-06-30')).toBe('2024-01-01');
    expect(apiVersionOf('2023-12-31')).toBeNull();
    expect(apiVersionOf('yesterday')).toBeNull();
    expect(apiVersionOf(undefined)).toBeNull();
  });

  it('renders both shapes with the weak_password payload and the x-sb-error-code header', () => {
    const weak = weakPassword('Password should be at least 6 characters.', ['length']);
    const modern = errorReply(weak, '2024-01-01');
    expect(modern.status).toBe(422);
    expect(modern.headers['x-sb-error-code']).toBe('weak_password');
    expect(JSON.parse(String(modern.body))).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    const legacy = errorReply(new AuthError(403, 'bad_jwt', 'nope'), null);
    expect(JSON.parse(String(legacy.body))).toEqual({ code: 403, error_code: 'bad_jwt', msg: 'nope' });
    const oauth = errorReply(new OAuthError('invalid_request', 'refresh_token required'), '2024-01-01');
    expect(oauth.status).toBe(400);
    expect(JSON.parse(String(oauth.body))).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });
});
