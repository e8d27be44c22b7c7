import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAccountSession } from '../../platform/account/account-session';
import { readToolInputs } from '../../platform/preset-inputs';
import { setStorageUser, storageKey } from '../../platform/stored-inputs';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { fakeDataApi } from '../../testing/fake-data-api';
import { AuthProvider } from '../auth/auth-provider';
import PresetMenu from './preset-menu';

// "Save preset" / "Load preset" beside a tool's form, signed in: the real store and client (loaded as the app loads
// them) against an in-memory data API.

function renderMenu(api: ReturnType<typeof fakeDataApi>) {
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  setStorageUser('user-1');
  const fake = fakeAuthClient({ session: fakeSession() });
  render(
    <AuthProvider client={fake.client}>
      <PresetMenu toolId="og-generator" />
      <Toaster />
    </AuthProvider>,
  );
}

/** The button once the menu works: drawn disabled while the account store loads. */
const ready = (name: string) =>
  waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveProperty('disabled', false);
    return button;
  });

const keep = (field: string, value: unknown) =>
  localStorage.setItem(storageKey('og-generator', field), JSON.stringify(value));

afterEach(() => {
  // A toast outlives its test's render: the next test would find two.
  toast.dismiss();
  closeAccountSession();
  vi.unstubAllGlobals();
  setStorageUser(null);
});

describe('Preset menu', () => {
  it("saves the tool's kept inputs under a name, flat, and says so", async () => {
    const api = fakeDataApi();
    renderMenu(api);
    keep('form', { title: 'Brand card', theme: 'dark' });
    fireEvent.click(await ready('Save preset'));
    const dialog = await screen.findByRole('dialog', { name: 'Save preset' });
    const submit = within(dialog).getByRole('button', { name: 'Save preset' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Preset name'), { target: { value: '  brand ' } });
    await act(async () => fireEvent.click(submit));
    expect(await screen.findByText('Preset saved')).toBeTruthy();
    const post = api.requests.find((r) => r.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/presets',
      body: {
        tool_id: 'og-generator',
        name: 'brand',
        inputs: { $version: 2, title: 'Brand card', theme: 'dark' },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves out, and says so, a kept value its field does not take', async () => {
    const api = fakeDataApi();
    renderMenu(api);
    keep('form', { title: 'Brand card', logoOpacity: null });
    fireEvent.click(await ready('Save preset'));
    const dialog = await screen.findByRole('dialog', { name: 'Save preset' });
    fireEvent.change(within(dialog).getByLabelText('Preset name'), { target: { value: 'brand' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save preset' })));
    expect(await screen.findByText('Preset saved')).toBeTruthy();
    expect(
      screen.getByText('left out logoOpacity: it must be a number, not null.', { exact: false }),
    ).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      tool_id: 'og-generator',
      name: 'brand',
      inputs: { $version: 2, title: 'Brand card' },
    });
  });

  it('offers to replace a preset of the same name, and sends the new inputs to it', async () => {
    const api = fakeDataApi();
    const existing = api.addPreset('og-generator', 'brand', { title: 'Old card' });
    renderMenu(api);
    keep('form', { title: 'New card' });
    fireEvent.click(await ready('Save preset'));
    const dialog = await screen.findByRole('dialog', { name: 'Save preset' });
    fireEvent.change(within(dialog).getByLabelText('Preset name'), { target: { value: 'brand' } });
    // Said once the store has read the account's presets (the page asks for them as it opens).
    expect(
      await within(dialog).findByText('A preset of this name exists: saving replaces its inputs.'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Replace preset' })));
    expect(await screen.findByText('Preset saved')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/presets/${existing.id}`,
        body: { version: 1, inputs: { $version: 2, title: 'New card' } },
      },
    ]);
  });

  it("loads a preset into the tool's inputs, and deletes one", async () => {
    const api = fakeDataApi();
    api.addPreset('og-generator', 'brand', { title: 'Brand card' });
    const gone = api.addPreset('og-generator', 'old', { title: 'Old' });
    api.addPreset('meta-tags', 'elsewhere', { title: 'Other tool' });
    renderMenu(api);
    keep('form', { title: 'Mine', theme: 'light' });
    fireEvent.click(await ready('Load preset'));
    const dialog = await screen.findByRole('dialog', { name: 'Load preset' });
    await within(dialog).findByRole('button', { name: 'Load brand' });
    // Only this tool's presets, by name.
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('brand'), expect.stringContaining('old')]);

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete old' })));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Load old' })).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/presets/${gone.id}`, body: null },
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load brand' }));
    expect(await screen.findByText('Preset loaded')).toBeTruthy();
    // The preset's fields land in the form that keeps them; the others keep their values.
    expect(readToolInputs('og-generator')).toEqual({ form: { title: 'Brand card', theme: 'light' } });
  });

  it("refuses a preset core's reader refuses, saying why, and leaves the tool's inputs alone", async () => {
    const api = fakeDataApi();
    api.addPreset('og-generator', 'odd', { $version: 2, title: 'x', logoOpacity: 'high' });
    renderMenu(api);
    keep('form', { title: 'Mine' });
    fireEvent.click(await ready('Load preset'));
    const dialog = await screen.findByRole('dialog', { name: 'Load preset' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Load odd' }));
    expect(await screen.findByText('Could not load the preset')).toBeTruthy();
    expect(
      screen.getByText('preset "odd": "logoOpacity" must be a number, not 4 characters of text.'),
    ).toBeTruthy();
    expect(readToolInputs('og-generator')).toEqual({ form: { title: 'Mine' } });
  });
});
