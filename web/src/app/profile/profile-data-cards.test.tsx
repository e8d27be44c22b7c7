import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createAccountClient } from '@toolbox/core/account';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountStore } from '../../platform/account/account-store';
import { memoryStorage } from '../../platform/account/memory-storage';
import { downloadSink } from '../../platform/download-sink';
import { fakeDataApi } from '../../testing/fake-data-api';
import { ProfileDetailsCard } from './profile-details-card';
import { YourDataCard } from './your-data-card';

// The profile page's account cards on a real store and client, against an in-memory data API.

function storeOn(api: ReturnType<typeof fakeDataApi>) {
  const client = createAccountClient({
    baseUrl: 'http://127.0.0.1:54321',
    anonKey: 'anon',
    getToken: () => 'access',
    fetch: (url, init) => api.fetch(url, init),
  });
  return new AccountStore({ api: client, userId: 'user-1', storage: memoryStorage(), lock: (run) => run() });
}

const writes = (api: ReturnType<typeof fakeDataApi>) =>
  api.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);

afterEach(() => {
  // A toast outlives its test's render: the next test would find two.
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('Profile details card', () => {
  it('shows the profile once it arrives, and saves an edited name with the version it read', async () => {
    const api = fakeDataApi({ fullName: 'Ada Lovelace' });
    render(
      <>
        <ProfileDetailsCard store={storeOn(api)} signUpName="Ada at sign-up" />
        <Toaster />
      </>,
    );
    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveProperty('value', 'Ada Lovelace'));
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(name, { target: { value: 'Ada King' } });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'ada' } });
    expect(save).toHaveProperty('disabled', false);
    await act(async () => fireEvent.click(save));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(writes(api)).toEqual([
      ['PATCH', '/profile', { version: 1, full_name: 'Ada King', username: 'ada' }],
    ]);
    expect(api.state.profile).toMatchObject({ full_name: 'Ada King', username: 'ada', version: 2 });
  });

  it('refuses a username the account cannot hold before sending anything', async () => {
    const api = fakeDataApi();
    render(<ProfileDetailsCard store={storeOn(api)} signUpName="" />);
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Ada Lovelace'));
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'Ada Lovelace!' } });
    expect(
      screen.getByText('Use 3 to 30 lower-case letters, digits, dots, dashes or underscores.'),
    ).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(writes(api)).toEqual([]);
  });
});

describe('Your data card', () => {
  it('exports everything of the account as one JSON file named for the day', async () => {
    const api = fakeDataApi();
    api.addProject('Launch', '# Launch');
    api.addPreset('og-generator', 'brand', { title: 'Brand card' });
    const write = vi.spyOn(downloadSink, 'write').mockResolvedValue(undefined);
    render(
      <>
        <YourDataCard store={storeOn(api)} />
        <Toaster />
      </>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export my data' })));
    expect(await screen.findByText('Data exported')).toBeTruthy();
    expect(write).toHaveBeenCalledTimes(1);
    const file = write.mock.calls[0]?.[0];
    expect(file?.name).toMatch(/^dev-toolbox-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file?.mime).toBe('application/json');
    const document = JSON.parse(String(file?.data));
    expect(document.projects.map((p: { name: string }) => p.name)).toEqual(['Launch']);
    expect(document.presets.map((p: { name: string }) => p.name)).toEqual(['brand']);
  });

  it('deletes the data only once confirmed, and says what went', async () => {
    const api = fakeDataApi();
    api.addProject('One');
    api.addProject('Two');
    api.addPreset('og-generator', 'brand', {});
    render(
      <>
        <YourDataCard store={storeOn(api)} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete my data' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete all your data?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete my data' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete all your data?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' })));
    expect(await screen.findByText('Your data was deleted')).toBeTruthy();
    expect(screen.getByText('2 projects, 1 preset')).toBeTruthy();
    expect(writes(api)).toEqual([['DELETE', '/me', null]]);
    expect(api.state.projects.size).toBe(0);
  });
});
