import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkContrast } from '@toolbox/core/color';
import type { OutputFile } from '@toolbox/core/ports';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLinkStatus } from '../../components/link-status';
import { PlatformPortsProvider } from '../../platform/platform-ports';
import { renderPage } from '../../testing/render-page';
import ColorPalettePage from './color-palette-page';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** The page as a copied link opens it, in a browser that kept nothing of the page. */
function openLink(link: string) {
  localStorage.clear();
  window.history.replaceState(null, '', link);
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[link]}>
      <ColorPalettePage />
    </MemoryRouter>,
  );
  return { user, view };
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

function page() {
  const user = userEvent.setup();
  renderPage(ColorPalettePage);
  return user;
}

/** The "Button labels" row's cell for a scheme. */
function buttonsCell(scheme: 'light' | 'dark') {
  const row = screen.getByRole('rowheader', { name: /background on primary/ }).closest('tr');
  if (!row) throw new Error('no row');
  return within(row)
    .getAllByRole('cell')
    .find((cell) => cell.dataset.scheme === scheme) as HTMLElement;
}

describe('Color & Font Pairs page', { timeout: 30_000 }, () => {
  it('refuses to export before Generate, then shows page roles graded in light and dark', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const user = page();
    expect(screen.queryByRole('list', { name: 'Colors' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export CSS' }));
    expect(error).toHaveBeenCalledWith('No Colors', { description: 'Generate a color palette first.' });

    await user.selectOptions(screen.getByLabelText('Palette type'), 'triadic');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    const text = (screen.getByLabelText('Text (light)') as HTMLInputElement).value;
    const background = (screen.getByLabelText('Background (light)') as HTMLInputElement).value;
    const row = screen.getByRole('rowheader', { name: /text on background/ }).closest('tr');
    expect(row?.textContent).toContain(`${checkContrast(text, background).ratioText}:1`);
    expect(screen.queryByRole('button', { name: /^Fix/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy color-1 #3b82f6' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Export Tailwind' }));
    expect(success).toHaveBeenCalledWith('Config Exported', {
      description: 'Tailwind theme copied to clipboard.',
    });
    expect(await navigator.clipboard.readText()).toContain('@theme inline {\n  --color-text: var(--text);');
    expect(screen.getAllByRole('button', { name: /^Copy 950 #[0-9a-f]{6}$/ })).toHaveLength(1);
  });

  it('keeps a colour typed by hand through Generate, grades it Fail and fixes it in one press', async () => {
    const user = page();
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    const primary = screen.getByLabelText('Primary (light)');
    await user.clear(primary);
    await user.type(primary, '#ffff00');
    expect(screen.getByRole('button', { name: 'Lock primary' }).getAttribute('aria-pressed')).toBe('true');
    expect(buttonsCell('light').textContent).toContain('Fail');

    await user.clear(screen.getByLabelText('Base color'));
    await user.type(screen.getByLabelText('Base color'), '#e11d48');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect((screen.getByLabelText('Primary (light)') as HTMLInputElement).value).toBe('#ffff00');

    await user.click(
      within(buttonsCell('light')).getByRole('button', { name: /^Fix: primary #[0-9a-f]{6}$/ }),
    );
    const fixed = (screen.getByLabelText('Primary (light)') as HTMLInputElement).value;
    const background = (screen.getByLabelText('Background (light)') as HTMLInputElement).value;
    expect(checkContrast(background, fixed).ratio).toBeGreaterThanOrEqual(4.5);
    expect(buttonsCell('light').textContent).not.toContain('Fail');

    await user.click(screen.getByRole('button', { name: 'Lock primary' }));
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect((screen.getByLabelText('Primary (light)') as HTMLInputElement).value).not.toBe(fixed);
  });

  it('shows the sample page in light and in dark', async () => {
    const user = page();
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    const light = screen.getByRole('region', { name: 'Sample page, light' });
    const lightBackground = (screen.getByLabelText('Background (light)') as HTMLInputElement).value;
    expect(light.style.backgroundColor).toBe(lightBackground);
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    const dark = screen.getByRole('region', { name: 'Sample page, dark' });
    const darkBackground = (screen.getByLabelText('Background (dark)') as HTMLInputElement).value;
    expect(dark.style.backgroundColor).toBe(darkBackground);
    expect(within(dark).getByRole('navigation', { name: 'Sample navigation' })).toBeTruthy();
  });

  it('downloads the Tailwind theme and the CSS as files', async () => {
    const downloads: OutputFile[] = [];
    const error = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <PlatformPortsProvider ports={{ downloads: { write: async (file) => void downloads.push(file) } }}>
          <ColorPalettePage />
        </PlatformPortsProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Download palette-theme.css' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('No Colors', { description: 'Generate a color palette first.' }),
    );
    expect(downloads).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    await user.click(screen.getByRole('button', { name: 'Download palette-theme.css' }));
    await user.click(screen.getByRole('button', { name: 'Download palette.css' }));
    await waitFor(() => expect(downloads.map((f) => f.name)).toEqual(['palette-theme.css', 'palette.css']));
    // Two buttons both reading "Download" left the eye to guess which export each saves, once they wrapped.
    for (const name of ['palette-theme.css', 'palette.css'])
      expect(screen.getByRole('button', { name: `Download ${name}` }).textContent).toBe(name);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(String(downloads[1]?.data));
    const root = [...sheet.cssRules].find((r) => r instanceof CSSStyleRule && r.selectorText === ':root');
    const primary = (screen.getByLabelText('Primary (light)') as HTMLInputElement).value;
    expect((root as CSSStyleRule).style.getPropertyValue('--primary').trim()).toBe(primary);
  });

  it('offers the six font pairs, Elegant selected', async () => {
    const user = page();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent?.split(/Serif|Sans|Display/)[0])).toEqual([
      'Elegant',
      'Modern',
      'Bold',
      'Classic',
      'Clean',
      'Contemporary',
    ]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    await user.click(radios[3]!);
    expect((radios[3] as HTMLInputElement).checked).toBe(true);
  });
});

describe("the page's link", { timeout: 30_000 }, () => {
  it('reproduces the palette as edited, its locks, the sample page scheme and the scale shown', async () => {
    const { user, view } = openLink('/color-palette');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    await user.clear(screen.getByLabelText('Primary (light)'));
    await user.type(screen.getByLabelText('Primary (light)'), '#ffff00');
    await user.click(screen.getByRole('button', { name: 'Lock accent' }));
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    await user.selectOptions(screen.getByLabelText('Scale of'), 'secondary');
    const edited = ['Primary (light)', 'Accent (dark)', 'Text (light)', 'Background (dark)'].map(value);
    const params = new URLSearchParams(window.location.search);
    expect(JSON.parse(params.get('lock') ?? '')).toEqual([
      'primary=#ffff00',
      `accent=${value('Accent (light)')}`,
      `dark:primary=${value('Primary (dark)')}`,
      `dark:accent=${value('Accent (dark)')}`,
    ]);
    const link = `${window.location.pathname}${window.location.search}`;
    view.unmount();

    openLink(link);
    expect(['Primary (light)', 'Accent (dark)', 'Text (light)', 'Background (dark)'].map(value)).toEqual(
      edited,
    );
    expect(['primary', 'accent', 'text'].map((role) => pressed(`Lock ${role}`))).toEqual([
      'true',
      'true',
      'false',
    ]);
    expect(pressed('Dark')).toBe('true');
    expect(screen.getByRole('region', { name: 'Sample page, dark' })).toBeTruthy();
    expect(value('Scale of')).toBe('secondary');
  });

  it('keeps its locks through Generate from the link alone, and Generate names a lock made by hand that is not one', async () => {
    const error = vi.spyOn(toast, 'error');
    const { user, view } = openLink(`/color-palette?lock=${encodeURIComponent('["dark:text=#eeeeee"]')}`);
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(value('Text (dark)')).toBe('#eeeeee');
    expect(pressed('Lock text')).toBe('true');
    view.unmount();

    const again = openLink(`/color-palette?lock=${encodeURIComponent('["text=blue"]')}`);
    await again.user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(error).toHaveBeenCalledWith('Error', {
      description: expect.stringContaining('"text=blue" is not a colour to keep'),
    });
  });

  it('leaves out a palette whose colours are not #rrggbb, and a scheme it does not have', () => {
    const palette = {
      base: '#3b82f6',
      type: 'triadic',
      colors: ['#3b82f6'],
      theme: {
        light: {
          text: 'url(x)',
          background: '#ffffff',
          primary: '#000000',
          secondary: '#000000',
          accent: '#000000',
        },
        dark: {
          text: '#ffffff',
          background: '#000000',
          primary: '#000000',
          secondary: '#000000',
          accent: '#000000',
        },
      },
    };
    openLink(`/color-palette?scheme=sepia&palette=${encodeURIComponent(JSON.stringify(palette))}`);
    expect(screen.getByText('Pick a base colour and press Generate.')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('scheme')).toBe('light');
    expect(renderHook(() => useLinkStatus('/color-palette')).result.current.refused).toEqual([
      `This link's "scheme" must be one of light, dark, so it was left out.`,
      `This link's "palette" is not well formed, so it was left out.`,
    ]);
  });
});
