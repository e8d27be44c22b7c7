import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { tools, toolsByCategory } from '@toolbox/core/registry';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuthClient, fakeSession } from '../testing/fake-auth-client';
import { AuthProvider } from './auth/auth-provider';
import { AppRoutes } from './router';
import { readSidebarOpen } from './sidebar-cookie';
import { ThemeProvider } from './theme-provider';

afterEach(() => vi.restoreAllMocks());

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderApp(path: string, fake = fakeAuthClient()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <AuthProvider client={fake.client}>
          <AppRoutes />
          <Where />
        </AuthProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
  return fake;
}

const where = () => screen.getByTestId('where').textContent;

describe('guard and sign-in flow', () => {
  it('shows a centred spinner while the session loads', () => {
    renderApp('/profile', fakeAuthClient({ getSessionPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('clears loading on the first auth event even before getSession answers', async () => {
    const fake = renderApp('/profile', fakeAuthClient({ getSessionPending: true }));
    act(() => fake.emit('INITIAL_SESSION', fakeSession()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });

  it('redirects a deep link to /auth and returns there after sign-in', async () => {
    renderApp('/profile?from=deep-link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(where()).toBe('/auth');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(where()).toBe('/profile?from=deep-link'));
  });

  it('goes to the dashboard after sign-in when nothing was asked for', async () => {
    renderApp('/auth');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeTruthy();
    expect(where()).toBe('/');
  });
});

describe('signed-in shell', () => {
  const signedIn = () => fakeAuthClient({ session: fakeSession('jane.doe@example.com') });

  it('shows the profile with e-mail and Member Since', async () => {
    renderApp('/profile', signedIn());
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const main = screen.getByRole('main');
    expect(within(main).getByText('jane.doe@example.com')).toBeTruthy();
    expect(within(main).getByText('Member Since')).toBeTruthy();
  });

  it('shows initials from the e-mail on the profile link', async () => {
    renderApp('/', signedIn());
    const link = await screen.findByRole('link', { name: /Profile/ });
    expect(link.textContent).toContain('JD');
  });

  it('reaches the Teams page from the sidebar’s account links, beside Profile', {
    timeout: 30_000,
  }, async () => {
    renderApp('/', signedIn());
    const link = await screen.findByRole('link', { name: 'Teams' });
    expect(link.getAttribute('href')).toBe('/teams');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    expect(where()).toBe('/teams');
  });

  it('routes unknown paths to 404, logging the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/no/such/page', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    // The log is the page's effect, which React may run after the heading is on screen.
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no/such/page'),
    );
  });

  it('routes a registry tool to its own page, headed by its registry title', async () => {
    const tool = tools.find((candidate) => candidate.id === 'cron');
    renderApp('/cron', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: tool?.title })).toBeTruthy();
    expect(screen.queryByText('Oops! Page not found')).toBeNull();
  });

  it("lists every registry tool under its category's heading, in category order, and counts them", async () => {
    renderApp('/', signedIn());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const toolLinks = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href !== '/');
    const sections = toolsByCategory(tools);
    expect(toolLinks).toEqual(sections.flatMap((section) => section.tools.map((tool) => `/${tool.id}`)));
    for (const section of sections) {
      const group = nav.querySelector<HTMLElement>(`ul[data-group="${section.title}"]`)!;
      expect(
        within(group)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(section.tools.map((tool) => `/${tool.id}`));
    }
    expect(screen.getByText(`${tools.length} Developer Tools`)).toBeTruthy();
  });

  it('folds a sidebar group from its heading and remembers it', async () => {
    renderApp('/', signedIn());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const heading = within(nav).getByRole('button', { name: 'Crypto & security' });
    expect(heading.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'JWT Decoder' })).toBeTruthy();
    fireEvent.click(heading);
    expect(heading.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'JWT Decoder' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Cron Explainer' })).toBeTruthy();

    cleanup();
    renderApp('/', signedIn());
    const again = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(again).getByRole('button', { name: 'Crypto & security' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(within(again).queryByRole('link', { name: 'JWT Decoder' })).toBeNull();
    fireEvent.click(within(again).getByRole('button', { name: 'Crypto & security' }));
    expect(within(again).getByRole('link', { name: 'JWT Decoder' })).toBeTruthy();
  });

  it('keeps the favourites on top of the sidebar', async () => {
    renderApp('/', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Add Cron Explainer to favourites' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const lists = within(nav).getAllByRole('list');
    const favourites = nav.querySelector<HTMLElement>('ul[data-group="Favourites"]')!;
    // The first list holds the Dashboard link; the favourites come right after it.
    expect(lists.indexOf(favourites)).toBe(1);
    expect(
      within(favourites)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/cron']);
  });

  it('toggles the sidebar with Ctrl+B and remembers it in the cookie', async () => {
    renderApp('/', signedIn());
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    // The sidebar can be in the DOM before React has run the effect that listens for the shortcut.
    await act(async () => {});
    expect(sidebar.dataset.state).toBe('expanded');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar.dataset.state).toBe('collapsed');
    expect(readSidebarOpen(document.cookie)).toBe(false);
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(sidebar.dataset.state).toBe('expanded');
    expect(readSidebarOpen(document.cookie)).toBe(true);
  });

  it('signs out and lands on /auth', async () => {
    const fake = renderApp('/profile', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(where()).toBe('/auth'));
    expect(fake.calls.signOut).toBe(1);
    // The sidebar ends this browser's session only; the profile signs out everywhere.
    expect(fake.calls.signOutScopes).toEqual(['local']);
  });

  it('toasts "Sign Out Error" and stays when sign-out fails', async () => {
    const error = vi.spyOn(toast, 'error');
    const fake = signedIn();
    fake.answers.signOut = { error: { message: 'Network down' } };
    renderApp('/profile', fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Sign Out Error', { description: 'Network down' }),
    );
    expect(where()).toBe('/profile');
  });
});
