import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutputFile } from '@toolbox/core/ports';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformPortsProvider } from '../../platform/platform-ports';
import { renderPage } from '../../testing/render-page';
import ColorPalettePage from './color-palette-page';

afterEach(() => vi.restoreAllMocks());

function page() {
  const user = userEvent.setup();
  renderPage(ColorPalettePage);
  return user;
}

describe('Color & Font Pairs page', { timeout: 20_000 }, () => {
  it('refuses to export before Generate, then exports and previews the palette', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const user = page();
    expect(screen.queryByRole('list', { name: 'Colors' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export CSS' }));
    expect(error).toHaveBeenCalledWith('No Colors', { description: 'Generate a color palette first.' });

    await user.selectOptions(screen.getByLabelText('Palette type'), 'triadic');
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    expect(screen.getByRole('button', { name: 'Copy primary #3b82f6' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Export Tailwind' }));
    expect(success).toHaveBeenCalledWith('Config Exported', {
      description: 'Tailwind config copied to clipboard.',
    });
    expect(await navigator.clipboard.readText()).toContain('"primary": "#3b82f6"');
    expect(screen.getByRole('region', { name: 'Live UI preview' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Copy 950 #[0-9a-f]{6}$/ })).toHaveLength(1);
  });

  it('downloads the Tailwind config and the CSS as files, which Tailwind and a stylesheet parser read back', async () => {
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
    await user.click(screen.getByRole('button', { name: 'Download tailwind.config.js' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('No Colors', { description: 'Generate a color palette first.' }),
    );
    expect(downloads).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Generate/ }));
    await user.click(screen.getByRole('button', { name: 'Download tailwind.config.js' }));
    await user.click(screen.getByRole('button', { name: 'Download palette.css' }));
    await waitFor(() => expect(downloads.map((f) => f.name)).toEqual(['tailwind.config.js', 'palette.css']));
    const config = (await import(`data:text/javascript,${encodeURIComponent(String(downloads[0]?.data))}`))
      .default;
    expect(config.theme.extend.colors.primary).toBe('#3b82f6');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(String(downloads[1]?.data));
    expect(sheet.cssRules.length).toBeGreaterThan(0);
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
