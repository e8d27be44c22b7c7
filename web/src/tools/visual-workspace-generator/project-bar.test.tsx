import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../app/auth/auth-provider';
import { closeAccountSession } from '../../platform/account/account-session';
import { setStorageUser } from '../../platform/stored-inputs';
import { fakeAuthClient, fakeSession } from '../../testing/fake-auth-client';
import { fakeDataApi } from '../../testing/fake-data-api';
import { generateSample } from '../../testing/workspace-steps';
import VisualWorkspaceGeneratorPage from './visual-workspace-generator-page';

// The Visual Workspace's project bar, signed in: the page, the real store and client (loaded as the app loads
// them) against an in-memory data API.

function renderPage(api: ReturnType<typeof fakeDataApi>, fetch: typeof api.fetch = api.fetch) {
  vi.stubGlobal('fetch', vi.fn(fetch));
  setStorageUser('user-1');
  const fake = fakeAuthClient({ session: fakeSession() });
  render(
    <AuthProvider client={fake.client}>
      <MemoryRouter>
        <VisualWorkspaceGeneratorPage />
      </MemoryRouter>
      <Toaster />
    </AuthProvider>,
  );
}

const projectSelect = () => screen.getByRole('combobox', { name: 'Project' }) as HTMLSelectElement;
const optionNames = () => [...projectSelect().options].map((o) => o.text);
const sent = (api: ReturnType<typeof fakeDataApi>, method: string) =>
  api.requests.filter((r) => r.method === method);

afterEach(() => {
  toast.dismiss();
  closeAccountSession();
  vi.unstubAllGlobals();
  setStorageUser(null);
  window.history.replaceState(null, '', '/');
});

describe('Project bar', () => {
  // A whole page with its views' chunk and five round trips: ~8 s on a loaded 2-core machine.
  it('saves the workspace to a new project, renames it, makes it public and deletes it', {
    timeout: 30_000,
  }, async () => {
    const api = fakeDataApi();
    renderPage(api);
    await generateSample();
    // The bar's place holds a disabled button until the account store is there.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save to a project' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save to a project' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save to a new project' });
    fireEvent.change(within(dialog).getByLabelText('Project name'), { target: { value: 'Launch' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Project saved')).toBeTruthy();

    const [created] = sent(api, 'POST');
    expect(created).toMatchObject({ path: '/projects', body: { name: 'Launch' } });
    const id = [...api.state.projects.keys()][0] ?? '';
    // The plan's text is the project's source, the board its rows: one per main node.
    expect(api.state.projects.get(id)?.source).toBe(
      (screen.getByLabelText('Text') as HTMLTextAreaElement).value,
    );
    expect(api.state.components.get(id)).toHaveLength(7);
    await waitFor(() => expect(projectSelect().value).toBe(id));
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: /Rename/ }));
    dialog = await screen.findByRole('dialog', { name: 'Rename the project' });
    const name = within(dialog).getByLabelText('Project name');
    expect(name).toHaveProperty('value', 'Launch');
    fireEvent.change(name, { target: { value: 'Launch v2' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' })));
    await waitFor(() => expect(optionNames()).toContain('Launch v2'));
    expect(sent(api, 'PATCH').some((r) => (r.body as { name?: string }).name === 'Launch v2')).toBe(true);

    expect(screen.queryByRole('button', { name: /Copy link/ })).toBeNull();
    await act(async () =>
      fireEvent.click(screen.getByRole('checkbox', { name: 'Anyone with the link can view (read-only)' })),
    );
    expect(await screen.findByRole('button', { name: /Copy link/ })).toBeTruthy();
    expect(api.state.projects.get(id)?.visibility).toBe('public');

    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete “Launch v2”?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Delete project/ })));
    expect(await screen.findByText('Project deleted')).toBeTruthy();
    expect(sent(api, 'DELETE')).toEqual([{ method: 'DELETE', path: `/projects/${id}`, body: null }]);
    expect(api.state.projects.size).toBe(0);
    await waitFor(() => expect(projectSelect().value).toBe(''));
    expect(screen.getByRole('button', { name: 'Save to a project' })).toBeTruthy();
    // The workspace stays on the page.
    expect(screen.getByRole('tablist')).toBeTruthy();
  });

  it('a new project saved just after leaving another is the one the bar shows open', {
    timeout: 30_000,
  }, async () => {
    const api = fakeDataApi();
    renderPage(api);
    await generateSample();
    const saveAs = async (name: string) => {
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Save to a project' })).toHaveProperty('disabled', false),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Save to a project' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save to a new project' });
      fireEvent.change(within(dialog).getByLabelText('Project name'), { target: { value: name } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const id = [...api.state.projects].find(([, project]) => project.name === name)?.[0];
      await waitFor(() => expect(projectSelect().value).toBe(id));
      return id;
    };
    await saveAs('Launch plan');
    await act(async () => fireEvent.change(projectSelect(), { target: { value: '' } }));
    expect(projectSelect().value).toBe('');
    const second = await saveAs('Launch plan 2');
    // Still open once every read the save set off has come back.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(projectSelect().value).toBe(second);
    expect(projectSelect().selectedOptions[0]?.text).toBe('Launch plan 2');
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveProperty('disabled', true);
  });

  it("lists the account's projects and opens one: its plan text comes to the page", async () => {
    const api = fakeDataApi();
    api.addProject('Roadmap', '# Roadmap\n\n## Ship it\nStatus: In Progress\n');
    renderPage(api);
    await waitFor(() => expect(optionNames()).toEqual(['Not saved to a project', 'Roadmap']));
    const [roadmap] = api.state.projects.keys();
    await act(async () => fireEvent.change(projectSelect(), { target: { value: roadmap } }));
    await waitFor(() =>
      expect(screen.getByLabelText('Text')).toHaveProperty('value', expect.stringContaining('## Ship it')),
    );
    expect(api.requests).toContainEqual({ method: 'GET', path: `/projects/${roadmap}`, body: null });
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it("keeps the open project in the page's link, which opens it in a fresh browser", {
    timeout: 30_000,
  }, async () => {
    const api = fakeDataApi();
    const roadmap = api.addProject('Roadmap', '# Roadmap\n\n## Ship it\nStatus: In Progress\n').id;
    renderPage(api);
    await waitFor(() => expect(optionNames()).toContain('Roadmap'));
    await act(async () => fireEvent.change(projectSelect(), { target: { value: roadmap } }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('project')).toBe(roadmap));

    // Another browser of the same account: nothing stored, only the link.
    const link = window.location.pathname + window.location.search;
    cleanup();
    closeAccountSession();
    localStorage.clear();
    window.history.replaceState(null, '', link);
    renderPage(api);
    await waitFor(() =>
      expect(screen.getByLabelText('Text')).toHaveProperty('value', expect.stringContaining('## Ship it')),
    );
    expect(projectSelect().value).toBe(roadmap);
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it("says so when the link's project is not in the account, and keeps the link", {
    timeout: 30_000,
  }, async () => {
    const api = fakeDataApi();
    api.addProject('Roadmap');
    const elsewhere = crypto.randomUUID();
    window.history.replaceState(null, '', `/visual-workspace-generator?project=${elsewhere}&theme=dark`);
    renderPage(api);
    expect(
      await screen.findByText(
        "This link's project is not in your account: it was deleted, it is another account's, or it has not reached the server yet.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(api.requests).toContainEqual({ method: 'GET', path: `/projects/${elsewhere}`, body: null });
    expect(projectSelect().value).toBe('');
    const link = new URLSearchParams(window.location.search);
    expect([link.get('project'), link.get('theme')]).toEqual([elsewhere, 'dark']);
  });

  describe('while the server is not reached', () => {
    const UNREACHED =
      "This link's project could not be loaded: the server was not reached (offline, or the server is down). It opens here once the server answers again.";
    const ROADMAP = '# Roadmap\n\n## Ship it\nStatus: In Progress\n';
    const text = () => screen.getByLabelText('Text') as HTMLTextAreaElement;

    /** A fresh browser opens the link to `id` while every request fails as fetch does offline; `up()` ends it. */
    function openLinkOffline(api: ReturnType<typeof fakeDataApi>, id: string) {
      let reachable = false;
      window.history.replaceState(null, '', `/visual-workspace-generator?project=${id}`);
      renderPage(api, (input, init) =>
        reachable ? api.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')),
      );
      return () => {
        reachable = true;
        act(() => void window.dispatchEvent(new Event('online')));
      };
    }

    it("says the link's project could not be loaded, keeps the link, and opens it once back online", {
      timeout: 30_000,
    }, async () => {
      const api = fakeDataApi();
      const roadmap = api.addProject('Roadmap', ROADMAP).id;
      const up = openLinkOffline(api, roadmap);
      expect(await screen.findByText(UNREACHED, {}, { timeout: 10_000 })).toBeTruthy();
      expect(new URLSearchParams(window.location.search).get('project')).toBe(roadmap);
      expect(projectSelect().value).toBe(roadmap);
      expect(screen.queryByRole('button', { name: 'Saved' })).toBeNull();

      up();
      await waitFor(() => expect(text().value).toContain('## Ship it'), { timeout: 10_000 });
      expect(screen.queryByText(UNREACHED)).toBeNull();
      expect(projectSelect().value).toBe(roadmap);
      expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
      expect(new URLSearchParams(window.location.search).get('project')).toBe(roadmap);
    });

    it('keeps what the user typed meanwhile when the project opens, and writes it to the project only on Save', {
      timeout: 30_000,
    }, async () => {
      const api = fakeDataApi();
      const roadmap = api.addProject('Roadmap', ROADMAP).id;
      const up = openLinkOffline(api, roadmap);
      await screen.findByText(UNREACHED, {}, { timeout: 10_000 });
      fireEvent.change(text(), { target: { value: '# Typed offline' } });

      up();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy(), {
        timeout: 10_000,
      });
      expect(screen.queryByText(UNREACHED)).toBeNull();
      expect(text().value).toBe('# Typed offline');
      // Longer than the autosave's wait: the board the user never saw is not written over unasked.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sent(api, 'PATCH')).toEqual([]);
      expect(api.state.projects.get(roadmap)?.source).toBe(ROADMAP);

      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
      await waitFor(() => expect(api.state.projects.get(roadmap)?.source).toBe('# Typed offline'));
    });
  });
});
