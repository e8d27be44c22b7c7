import { fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { AuthProvider } from '../auth/auth-provider';
import { CliTokensCard } from './cli-tokens-card';

interface Row {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** An in-memory device-auth function: GET/POST /tokens, DELETE /tokens/:id. */
function stubTokens(initial: Row[], { full = false } = {}) {
  let rows = [...initial];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input).pathname.replace('/functions/v1/device-auth', '');
      const method = init?.method ?? 'GET';
      if (method === 'GET' && path === '/tokens') return new Response(JSON.stringify(rows), { status: 200 });
      if (method === 'POST' && path === '/tokens' && full)
        return new Response(
          JSON.stringify({ error: 'too_many_tokens', message: 'You have 100 live CLI tokens' }),
          {
            status: 413,
          },
        );
      if (method === 'POST' && path === '/tokens') {
        const { name } = JSON.parse(String(init?.body));
        const row = {
          id: `id-${rows.length + 1}`,
          name,
          created_at: '2026-03-01T12:00:00Z',
          last_used_at: null,
        };
        rows = [row, ...rows];
        return new Response(JSON.stringify({ id: row.id, name, token: `tbx_${'s'.repeat(43)}` }), {
          status: 201,
        });
      }
      if (method === 'DELETE') {
        rows = rows.filter((r) => `/tokens/${r.id}` !== path);
        return new Response(null, { status: 204 });
      }
      return new Response('{}', { status: 404 });
    }),
  );
}

function renderCard() {
  const fake = fakeAuthClient({ session: fakeSession('jane@example.com') });
  render(
    <AuthProvider client={fake.client}>
      <CliTokensCard />
      <Toaster />
    </AuthProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CLI tokens card', () => {
  it('lists tokens with name, created and last used', async () => {
    stubTokens([
      { id: 'a', name: 'toolbox on laptop', created_at: '2026-02-01T09:30:00Z', last_used_at: null },
    ]);
    renderCard();
    const row = await screen.findByRole('row', { name: /toolbox on laptop/ });
    expect(within(row).getByRole('cell', { name: 'Never' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: /^Feb 1, 2026/ })).toBeTruthy();
    // On a phone the dates go under the name (the date columns are hidden there).
    expect(within(row).getByText(/^Created Feb 1, 2026.* · last used Never$/)).toBeTruthy();
  });

  it('creates a token and shows the secret once, with a copy button', async () => {
    stubTokens([]);
    renderCard();
    expect(await screen.findByText('No CLI tokens yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'GitHub Actions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByTestId('new-cli-token')).textContent).toBe(`tbx_${'s'.repeat(43)}`);
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeTruthy();
    expect(await screen.findByText('GitHub Actions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-cli-token')).toBeNull();
  });

  it('says to revoke a token when the account holds as many as it may, the name kept', async () => {
    stubTokens([], { full: true });
    renderCard();
    await screen.findByText('No CLI tokens yet.');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'GitHub Actions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Too many tokens')).toBeTruthy();
    expect(screen.getByText(/revoke one you no longer use below/)).toBeTruthy();
    expect((screen.getByLabelText('Token name') as HTMLInputElement).value).toBe('GitHub Actions');
    expect(screen.queryByTestId('new-cli-token')).toBeNull();
  });

  it('revokes only after confirmation', async () => {
    stubTokens([
      { id: 'a', name: 'CI', created_at: '2026-02-01T09:30:00Z', last_used_at: '2026-02-02T10:00:00Z' },
    ]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke CI' }));
    expect(await screen.findByText('Revoke "CI"?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('CI')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke CI' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('No CLI tokens yet.')).toBeTruthy();
  });
});
