import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { AuthProvider } from '../auth/auth-provider';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

function renderCard(revokeStatus: number) {
  const requests: { method: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      requests.push({ method: init?.method ?? 'GET', path: new URL(input).pathname });
      return new Response(JSON.stringify({ revoked: 2 }), { status: revokeStatus });
    }),
  );
  const fake = fakeAuthClient({ session: fakeSession('jane@example.com') });
  render(
    <AuthProvider client={fake.client}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<SignOutEverywhereCard />} />
          <Route path="/auth" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </AuthProvider>,
  );
  return { fake, requests };
}

afterEach(() => vi.unstubAllGlobals());

describe('Sign out everywhere', () => {
  it('revokes every CLI token, then ends every session', async () => {
    const { fake, requests } = renderCard(200);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(requests).toEqual([{ method: 'DELETE', path: '/functions/v1/device-auth/tokens' }]);
    expect(fake.calls.signOutScopes).toEqual(['global']);
  });

  it('signs nothing out when the tokens could not be revoked', async () => {
    const { fake } = renderCard(500);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
    expect(await screen.findByText('Could not revoke the CLI tokens. Nothing was signed out.')).toBeTruthy();
    expect(fake.calls.signOut).toBe(0);
  });
});
