import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { ThemeProvider } from '../theme-provider';
import { AuthProvider } from './auth-provider';
import ResetPasswordPage from './reset-password-page';

function open(session: ReturnType<typeof fakeSession> | null, hash: string) {
  window.location.hash = hash;
  return render(
    <MemoryRouter initialEntries={['/reset-password']}>
      <ThemeProvider>
        <AuthProvider client={fakeAuthClient({ session }).client}>
          <ResetPasswordPage />
        </AuthProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  window.location.hash = '';
});

describe('the reset-password page', () => {
  it('offers the new password to the user the link signed in', async () => {
    open(fakeSession(), '');
    expect(await screen.findByRole('button', { name: 'Set New Password' })).toBeTruthy();
    expect(screen.getByText('For jane.doe@example.com')).toBeTruthy();
  });

  it('says a used or expired link did not work, also in a browser still signed in', async () => {
    const used =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    for (const session of [null, fakeSession()]) {
      const page = open(session, used);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'This reset link is invalid or has expired: Email link is invalid or has expired',
      );
      expect(screen.queryByRole('button', { name: 'Set New Password' })).toBeNull();
      page.unmount();
    }
  });
});
