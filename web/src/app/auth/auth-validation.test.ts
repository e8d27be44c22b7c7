import { describe, expect, it } from 'vitest';
import { validateAuthForm } from './auth-validation';

describe('validateAuthForm', () => {
  it.each([
    ['sign-in', '', '', { email: 'Email is required.', password: 'Password is required.' }],
    ['sign-in', 'not-an-email', 'x', { email: 'Enter a valid email address.' }],
    ['sign-in', 'a@b.co', '1', {}],
    ['sign-up', 'a@b.co', '12345', { password: 'Password must be at least 6 characters.' }],
    ['sign-up', 'a@b.co', '123456', {}],
    ['sign-up', '  a@b.co  ', '123456', {}],
  ] as const)('%s with %j / %j', (mode, email, password, errors) => {
    expect(validateAuthForm(mode, { email, password })).toEqual(errors);
  });
});
