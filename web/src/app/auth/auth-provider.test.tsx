import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setStorageUser, storageKey } from '../../platform/stored-inputs';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { AuthProvider } from './auth-provider';

afterEach(() => setStorageUser(null));

describe('AuthProvider and kept tool inputs', () => {
  it('keys inputs by the signed-in user and clears them on sign-out', async () => {
    const { client, emit } = fakeAuthClient({ session: fakeSession() });
    render(
      <AuthProvider client={client}>
        <p>app</p>
      </AuthProvider>,
    );
    await act(async () => {});
    const key = storageKey('regex-json', 'pattern');
    expect(key).toContain('user-1');
    localStorage.setItem(key, '"secret-ish"');
    localStorage.setItem('dev-toolbox-theme', 'dark');
    await act(async () => {
      await client.signOut({ scope: 'local' });
    });
    expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('dev-toolbox-theme')).toBe('dark');
    // Another user signing in on the same browser gets keys of their own.
    const other = fakeSession('b@example.com');
    other.user.id = 'user-2';
    act(() => emit('SIGNED_IN', other));
    expect(storageKey('regex-json', 'pattern')).toContain('user-2');
  });
});
