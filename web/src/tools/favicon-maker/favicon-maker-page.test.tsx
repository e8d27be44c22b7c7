import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../../platform/stored-inputs';
import FaviconMakerPage from './favicon-maker-page';

const page = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('Favicon & Logo Maker page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  const pick = (file: File) =>
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
  const svgLogo = () =>
    new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], 'acme-logo.svg', {
      type: 'image/svg+xml',
    });

  it.each([
    [
      'a GIF',
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      'Invalid File Type',
      'Please upload an image file (PNG, JPG, or SVG)',
    ],
    [
      'a 2MB PNG',
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'File Too Large',
      'Please upload an image smaller than 2MB',
    ],
  ])('refuses %s as a logo with the spec toast', (_, file, title, description) => {
    const error = vi.spyOn(toast, 'error');
    page(<FaviconMakerPage />);
    pick(file);
    expect(error).toHaveBeenCalledWith(title, { description });
    expect(screen.getByLabelText('Text')).toBeTruthy();
  });

  it('a logo replaces the text fields with crop, padding and per-platform backgrounds, named after the file', async () => {
    page(<FaviconMakerPage />);
    pick(svgLogo());
    await screen.findByText('acme-logo.svg');
    expect(screen.queryByLabelText('Text')).toBeNull();
    expect(screen.getByLabelText('Crop')).toBeTruthy();
    expect(screen.getByLabelText('Padding: 4%')).toBeTruthy();
    expect((screen.getByLabelText('Browser tab background: transparent') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText('Apple touch icon background') as HTMLInputElement).value).toBe('#ffffff');
    expect(screen.getByText(/<meta name="apple-mobile-web-app-title" content="acme-logo">/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Browser tab background: transparent'));
    expect(screen.getByLabelText('Browser tab background colour')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove acme-logo.svg' }));
    await waitFor(() => expect(screen.getByLabelText('Text')).toBeTruthy());
  });

  it('keeps the logo settings over a reload, but not the logo', async () => {
    const first = page(<FaviconMakerPage />);
    pick(svgLogo());
    await screen.findByText('acme-logo.svg');
    fireEvent.change(screen.getByLabelText('Padding: 4%'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Crop'), { target: { value: 'cover' } });
    first.unmount();
    page(<FaviconMakerPage />);
    expect(screen.queryByText('acme-logo.svg')).toBeNull();
    const kept = JSON.parse(localStorage.getItem(storageKey('favicon-maker', 'logo-settings')) ?? '{}');
    expect(kept).toMatchObject({ padding: 12, fit: 'cover' });
    pick(svgLogo());
    expect(await screen.findByLabelText('Padding: 12%')).toBeTruthy();
  });

  it('cuts the text to 3 characters (an emoji counts as one)', () => {
    page(<FaviconMakerPage />);
    const text = screen.getByLabelText('Text');
    fireEvent.change(text, { target: { value: 'ABCDE' } });
    expect((text as HTMLInputElement).value).toBe('ABC');
    fireEvent.change(text, { target: { value: '👍🏽AB' } });
    expect((text as HTMLInputElement).value).toBe('👍🏽AB');
    expect(screen.getByText('3/3')).toBeTruthy();
  });

  it('keeps its inputs across a reload and titles the snippet with the app name', () => {
    const first = page(<FaviconMakerPage />);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'DT' } });
    fireEvent.change(screen.getByLabelText('Shape'), { target: { value: 'circle' } });
    fireEvent.change(screen.getByLabelText('App name'), { target: { value: 'Dev & Co' } });
    fireEvent.change(screen.getByLabelText('Background colour'), { target: { value: '#2563eb' } });
    fireEvent.change(screen.getByLabelText('Text colour'), { target: { value: '#facc15' } });
    first.unmount();
    page(<FaviconMakerPage />);
    expect((screen.getByLabelText('Text') as HTMLInputElement).value).toBe('DT');
    expect((screen.getByLabelText('Shape') as HTMLSelectElement).value).toBe('circle');
    expect((screen.getByLabelText('App name') as HTMLInputElement).value).toBe('Dev & Co');
    expect((screen.getByLabelText('Background colour') as HTMLInputElement).value).toBe('#2563eb');
    expect((screen.getByLabelText('Text colour') as HTMLInputElement).value).toBe('#facc15');
    expect(screen.getByText(/<meta name="apple-mobile-web-app-title" content="Dev &amp; Co">/)).toBeTruthy();
    expect(screen.getByText(/favicon-96x96\.png/)).toBeTruthy();
  });
});
