import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { AuthProvider } from '../auth/auth-provider';
import DevicePage from './device-page';

type Route = (init: RequestInit | undefined) => { status: number; body?: unknown };

function stubFunction(routes: Record<string, Route>) {
  const calls: { key: string; headers: Headers; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/functions/v1/device-auth', '')}`;
      calls.push({
        key,
        headers: new Headers(init?.headers),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      const answer = routes[key]?.(init) ?? { status: 404, body: { error: 'not_found' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }),
  );
  return calls;
}

const pending = () => ({
  status: 200,
  body: {
    client_name: 'toolbox on laptop',
    created_at: new Date(Date.now() - 120_000).toISOString(),
    expires_at: new Date(Date.now() + 600_000).toISOString(),
    status: 'pending',
    client_ip: null,
    user_agent: null,
  },
});

function renderPage(path = '/device?code=bcdf-ghjk') {
  const fake = fakeAuthClient({ session: fakeSession('jane@example.com') });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider client={fake.client}>
        <DevicePage />
        <Toaster />
      </AuthProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/device', () => {
  it('shows the prefilled request but approves only on a click', async () => {
    const calls = stubFunction({
      'GET /device': pending,
      'POST /device/approve': () => ({ status: 200, body: { status: 'approved' } }),
    });
    renderPage();
    expect(await screen.findByText('Sign in toolbox on laptop?')).toBeTruthy();
    expect(screen.getByText('BCDF-GHJK')).toBeTruthy();
    expect(screen.getByText('2 minutes ago')).toBeTruthy();
    expect(screen.getByText(/Only approve a code you just started in your own terminal/)).toBeTruthy();
    expect(calls.map((c) => c.key)).toEqual(['GET /device']);
    expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer /);

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findAllByText('Device approved')).not.toHaveLength(0);
    expect(calls.at(-1)).toMatchObject({
      key: 'POST /device/approve',
      body: { user_code: 'BCDF-GHJK', approve: true },
    });
  });

  it('denies', async () => {
    const calls = stubFunction({
      'GET /device': pending,
      'POST /device/approve': () => ({ status: 200, body: { status: 'denied' } }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await screen.findAllByText('Request denied')).not.toHaveLength(0);
    expect(calls.at(-1)?.body).toEqual({ user_code: 'BCDF-GHJK', approve: false });
  });

  it('says when the request was decided meanwhile', async () => {
    stubFunction({
      'GET /device': pending,
      'POST /device/approve': () => ({ status: 409, body: { error: 'already_decided' } }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('already approved or denied'),
    );
  });

  it.each([
    [{ status: 404, body: { error: 'unknown_code' } }, 'No sign-in request has this code'],
    [{ status: 404, body: { error: 'expired_code' } }, 'This code has expired'],
  ])('explains %j', async (answer, text) => {
    stubFunction({ 'GET /device': () => answer });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('checks a typed code, rejecting one that cannot be a code without asking the server', async () => {
    const calls = stubFunction({ 'GET /device': pending });
    renderPage('/device');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText(/Codes have 8 letters/)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'bcdfghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Sign in toolbox on laptop?')).toBeTruthy();
  });
});
