import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runIconIndex } from '@toolbox/core/tools/icon-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLucideData } from '../../../scripts/lucide-assets.ts';
import type { IconAssets } from '../../platform/icon-assets';
import { PlatformPortsProvider } from '../../platform/platform-ports';
import { renderPage } from '../../testing/render-page';
import IconLibraryPage from './icon-library-page';

/** lucide-static's files as web/scripts/lucide-assets.ts serves them, with the drawings asked for. */
const here = dirname(fileURLToPath(import.meta.url));
const core = (path: string) => join(here, '../../../../core', path);
const data = readLucideData(core('node_modules/lucide-static'), core('src/tools/icon-library/aliases.json'));
const fetched: string[] = [];
const icons: IconAssets = {
  index: async () => JSON.parse(JSON.stringify(runIconIndex(data))),
  node: async (name) => {
    fetched.push(name);
    const node = data.nodes[name];
    if (!node) throw new Error(`no icon ${name}`);
    return node;
  },
};
const ports = { icons };
const page = () =>
  renderPage(() => (
    <PlatformPortsProvider ports={ports}>
      <IconLibraryPage />
    </PlatformPortsProvider>
  ));
const options = () => within(screen.getByRole('listbox', { name: 'Icons' })).getAllByRole('option');

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Icon Library page', { timeout: 30_000 }, () => {
  it('loads the full set, the spec’s eight first with Home selected, and only renders the rows in view', async () => {
    page();
    expect(await screen.findByText(/^Found \d{4} icons$/, {}, { timeout: 10_000 })).toBeTruthy();
    const names = options().map((option) => option.getAttribute('title'));
    expect(names.slice(0, 8)).toEqual([
      'house',
      'search',
      'settings',
      'user',
      'mail',
      'calendar',
      'download',
      'upload',
    ]);
    expect(names.length).toBeLessThan(200);
    expect(screen.getByRole('heading', { level: 2, name: 'Home' })).toBeTruthy();
    // Only the drawings on screen are fetched: the house's draws in the grid and in the detail.
    await waitFor(() =>
      expect(document.querySelector('#icon-house svg')?.childElementCount).toBeGreaterThan(0),
    );
    expect(new Set(fetched)).toEqual(new Set(names));
    for (const name of ['Copy Import', 'Copy JSX', 'Download SVG', 'Download PNG'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('searches with typos, filters by category, and selects with the keyboard; the choice survives a reload', async () => {
    page();
    await screen.findByText(/^Found \d{4} icons$/, {}, { timeout: 10_000 });
    fireEvent.change(screen.getByPlaceholderText(/Search icons/), { target: { value: 'calender' } });
    expect(options()[0]?.getAttribute('title')).toBe('calendar');
    fireEvent.change(screen.getByPlaceholderText(/Search icons/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'time' }));
    expect(screen.getByText(/^Found \d+ icons$/).textContent).not.toMatch(/Found \d{4}/);
    const grid = screen.getByRole('listbox', { name: 'Icons' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    const chosen = options()[1]?.getAttribute('title');
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    cleanup();
    page();
    await screen.findByText(/^Found \d+ icons$/, {}, { timeout: 10_000 });
    expect(
      screen
        .getByRole('listbox', { name: 'Icons' })
        .querySelector('[aria-selected="true"]')
        ?.getAttribute('title'),
    ).toBe(chosen);
  });

  it('style controls are checked before anything is copied', async () => {
    page();
    await screen.findByText(/^Found \d{4} icons$/, {}, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'red' } });
    expect(screen.getByRole('alert').textContent).toContain('is not a colour');
    expect((screen.getByRole('button', { name: 'Copy JSX' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#3b82f6' } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '32' } });
    expect(screen.getByText(/<Home size=\{32\} color="#3b82f6" \/>/)).toBeTruthy();
  });
});
