import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Preset } from '@toolbox/core/account';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { readToolInputs } from '../../platform/preset-inputs';
import { setStorageUser } from '../../platform/stored-inputs';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { AuthProvider } from '../auth/auth-provider';
import SharedPreset from './shared-preset';

afterEach(() => {
  setStorageUser(null);
  localStorage.clear();
});

const preset: Preset = {
  id: '6f1c1d8e-3b7a-4d3e-9c55-0a6b8f1e2d40',
  tool_id: 'jwt',
  name: 'Staging tokens',
  inputs: { $version: 2, alg: 'HS256', expiresIn: '15m', secret: 'never-shown', showRaw: true },
  project_id: null,
  created_at: '2026-11-29T10:00:00Z',
  updated_at: '2026-11-29T10:00:00Z',
  version: 1,
};

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function page(shared: Preset, signedIn: boolean) {
  const routes = (
    <MemoryRouter initialEntries={['/s/secret']}>
      <Routes>
        <Route path="/s/:secret" element={<SharedPreset preset={shared} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
  return render(
    signedIn ? (
      <AuthProvider client={fakeAuthClient({ session: fakeSession() }).client}>{routes}</AuthProvider>
    ) : (
      routes
    ),
  );
}

describe('a preset shared by link', () => {
  it('shows its values read-only, never a secret field, and asks a signed-out reader to sign in', () => {
    page(preset, false);
    expect(screen.getByText('3 values for the JWT Decoder.', { exact: false })).toBeTruthy();
    expect(screen.getByText('alg').nextElementSibling?.textContent).toBe('HS256');
    expect(screen.getByText('showRaw').nextElementSibling?.textContent).toBe('true');
    expect(screen.queryByText('never-shown')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to use this preset' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(screen.queryByRole('button', { name: 'Use this preset' })).toBeNull();
  });

  it('"Use this preset" loads it into the tool for a signed-in reader and opens the tool', async () => {
    const user = userEvent.setup();
    page(preset, true);
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: 'Use this preset' }));
    expect(screen.getByText('at /jwt')).toBeTruthy();
    expect(readToolInputs('jwt')).toEqual({ form: { alg: 'HS256', expiresIn: '15m', showRaw: true } });
  });

  it('says why a preset the app cannot read is not shown', () => {
    page({ ...preset, inputs: { $version: 2, alg: 7 } }, false);
    expect(screen.getByText(/preset "Staging tokens"/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to use this preset' })).toBeNull();
  });
});
