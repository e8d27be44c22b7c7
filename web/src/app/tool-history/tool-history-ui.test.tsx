import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { findTool } from '@toolbox/core/registry';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../testing/fake-auth-client';
import { renderSignedInApp as renderApp } from '../../testing/render-signed-in-app';
import CommandPalette from '../command-palette';
import { historyKey } from './tool-history';
import { ToolHistoryProvider } from './tool-history-provider';

const USER = fakeSession().user.id;
const og = findTool('og-generator')!;
const commit = findTool('commit-message-assistant')!;
const changelog = findTool('changelog-generator')!;

const store = (history: object, user = USER) =>
  localStorage.setItem(historyKey(user), JSON.stringify(history));
const section = (name: string) => screen.getByRole('region', { name });
const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('favourites on the dashboard', () => {
  it('stars a tool from its card and lists it under Favourites, also after a reload', async () => {
    const first = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Your developer toolbox' });
    expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull();
    const [star] = screen.getAllByRole('button', { name: `Add ${commit.title} to favourites` });
    if (!star) throw new Error('no star');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(titles(section('Favourites'))).toEqual([commit.title]);
    const pressed = within(section('Favourites')).getByRole('button', {
      name: `Remove ${commit.title} from favourites`,
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    first.unmount();

    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Your developer toolbox' });
    expect(titles(section('Favourites'))).toEqual([commit.title]);
    // The stat row tells the truth about this user: one favourite, named.
    const glance = section('At a glance');
    expect(within(glance).getByText('1 favourite')).toBeTruthy();
    expect(within(glance).getByText(commit.title)).toBeTruthy();
    fireEvent.click(within(section('Favourites')).getByRole('button', { name: /Remove/ }));
    expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull();
  });

  it('lists recently opened tools, most recent first, and ignores ids the registry does not have', async () => {
    store({ favourites: ['no-such-tool', og.id], recent: ['no-such-tool'] });
    for (const tool of [changelog, commit]) {
      const opened = renderApp(`/${tool.id}`);
      await screen.findByRole('heading', { level: 1, name: tool.title });
      await vi.waitFor(() => expect(localStorage.getItem(historyKey(USER))).toContain(tool.id));
      opened.unmount();
    }
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Your developer toolbox' });
    expect(titles(section('Recently used'))).toEqual([commit.title, changelog.title]);
    expect(titles(section('Favourites'))).toEqual([og.title]);
  });

  it('keeps favourites per user', async () => {
    store({ favourites: [og.id], recent: [] }, 'someone-else');
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Your developer toolbox' });
    expect(screen.queryByRole('region', { name: 'Favourites' })).toBeNull();
  });
});

describe('the star on a tool page', () => {
  it('toggles the favourite from the header', async () => {
    renderApp(`/${changelog.id}`);
    await screen.findByRole('heading', { level: 1, name: changelog.title });
    const header = screen.getByRole('heading', { level: 1, name: changelog.title }).closest('header')!;
    fireEvent.click(within(header).getByRole('button', { name: `Add ${changelog.title} to favourites` }));
    const star = within(header).getByRole('button', { name: `Remove ${changelog.title} from favourites` });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(historyKey(USER)) ?? '{}').favourites).toEqual([changelog.id]);
  });
});

describe('the command palette', () => {
  it('shows Favourites and Recently used first while nothing is typed', async () => {
    store({ favourites: [og.id], recent: [commit.id, changelog.id] });
    render(
      <MemoryRouter>
        <ToolHistoryProvider userId={USER}>
          <CommandPalette open onOpenChange={() => {}} />
        </ToolHistoryProvider>
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Search tools' });
    const groups = within(dialog)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'));
    const headings = groups.map((id) => document.getElementById(id ?? '')?.textContent);
    expect(headings.slice(0, 3)).toEqual(['Favourites', 'Recently used', 'Tools']);
    const recent = within(dialog).getAllByRole('group')[1]!;
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([`${commit.title}${commit.description}`, `${changelog.title}${changelog.description}`]);

    await act(async () => {
      fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'commit' } });
    });
    expect(within(dialog).queryByText('Favourites')).toBeNull();
    expect(within(dialog).queryByText('Recently used')).toBeNull();
  });
});
