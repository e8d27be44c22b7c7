import { fireEvent, render, screen } from '@testing-library/react';
import { runTotp } from '@toolbox/core/tools/totp';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import TotpPage from './totp-page';

beforeEach(() => localStorage.clear());

const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const page = () =>
  render(
    <MemoryRouter>
      <TotpPage />
    </MemoryRouter>,
  );
const settings = { algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

describe('TOTP & HOTP page', () => {
  it('shows the current code, the URI and its QR code, and never stores the secret', () => {
    page();
    fireEvent.change(screen.getByLabelText(/Secret/), { target: { value: SECRET } });
    fireEvent.change(screen.getByLabelText('Issuer'), { target: { value: 'ACME' } });
    const expected = runTotp({ ...settings, secret: SECRET }, { now: () => new Date() }).current.code;
    expect(screen.getByLabelText('Current code').textContent).toBe(expected);
    expect(screen.getByText(/^otpauth:\/\/totp\/ACME\?secret=GEZDGNBV/)).toBeTruthy();
    expect(screen.getByAltText(/QR code of the otpauth/)).toBeTruthy();
    expect(JSON.stringify({ ...localStorage })).not.toContain(SECRET);
    expect(JSON.stringify({ ...localStorage })).toContain('ACME');
  });

  it('verifies a code', () => {
    page();
    fireEvent.change(screen.getByLabelText(/Secret/), { target: { value: SECRET } });
    const current = runTotp({ ...settings, secret: SECRET }, { now: () => new Date() }).current.code;
    fireEvent.change(screen.getByLabelText('Code to verify'), { target: { value: current } });
    expect(screen.getByText(/^Valid \(/)).toBeTruthy();
  });

  it('says what is wrong with the secret and keeps it', () => {
    page();
    const input = screen.getByLabelText(/Secret/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'JBSWY3DPEHPK3PX1' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Character 16, "1", is not a base32 character (A-Z and 2-7).',
    );
    expect(input.value).toBe('JBSWY3DPEHPK3PX1');
  });

  it('says an account with a colon cannot go in the URI’s label, beside the account', () => {
    page();
    fireEvent.change(screen.getByLabelText(/Secret/), { target: { value: SECRET } });
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'ops:ada' } });
    expect(
      screen.getByText('The account may not contain a colon: the URI’s label is issuer:account.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^otpauth:/)).toBeNull();
  });

  it('makes a new random secret', () => {
    page();
    fireEvent.click(screen.getByRole('button', { name: /New random secret/ }));
    expect((screen.getByLabelText(/Secret/) as HTMLInputElement).value).toMatch(/^[A-Z2-7]{32}$/);
    expect(screen.getByLabelText('Current code').textContent).toMatch(/^\d{6}$/);
  });
});
