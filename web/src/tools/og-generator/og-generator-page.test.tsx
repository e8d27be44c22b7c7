import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../../platform/stored-inputs';
import OgGeneratorPage from './og-generator-page';

afterEach(() => vi.restoreAllMocks());

const page = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('OG Image Generator page', () => {
  it('counts title and description characters live, within the spec limits', () => {
    page(<OgGeneratorPage />);
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('maxlength')).toBe('60');
    expect(screen.getByLabelText('Description').getAttribute('maxlength')).toBe('160');
    expect(screen.getByText('22/60')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Hello' } });
    expect(screen.getByText('5/60')).toBeTruthy();
  });

  it('keeps the texts and style over a reload, but not the logo', () => {
    const first = page(<OgGeneratorPage />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Kept title' } });
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'light' } });
    first.unmount();
    page(<OgGeneratorPage />);
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Kept title');
    expect(screen.getByLabelText('Theme')).toHaveProperty('value', 'light');
    expect(localStorage.getItem(storageKey('og-generator', 'form'))).not.toContain('logo"');
  });

  it('rejects a logo that is not an image with the spec toast', () => {
    const error = vi.spyOn(toast, 'error');
    page(<OgGeneratorPage />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(error).toHaveBeenCalledWith('Invalid File Type', {
      description: 'Please upload an image file (PNG, JPG, or SVG)',
    });
  });

  it('lists one download card per size with the spec file names', () => {
    page(<OgGeneratorPage />);
    for (const name of ['og-image-1200x630.png', 'og-image-1200x600.png', 'og-image-1024x512.png']) {
      expect(screen.getByText(name, { exact: false })).toBeTruthy();
    }
  });

  it('writes the meta tags live with absolute image URLs once the base URL is given, and refuses javascript:', () => {
    page(<OgGeneratorPage />);
    expect(screen.getByText(/crawlers ignore a relative og:image/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy meta tags' })).toBeNull();
    const base = screen.getByLabelText('Image base URL');
    fireEvent.change(base, { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByText(/must start with https:\/\/ or http:\/\//)).toBeTruthy();
    expect(base.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Copy meta tags' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'A "quoted" <title> & more' } });
    fireEvent.change(base, { target: { value: 'https://example.com/og' } });
    expect(screen.getByRole('button', { name: 'Copy meta tags' })).toBeTruthy();
    const code = screen.getByRole('region', { name: 'Open Graph and X meta tags' }).textContent ?? '';
    const head = new DOMParser().parseFromString(`<head>${code}</head>`, 'text/html').head;
    const content = (key: string) =>
      head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(content('og:title')).toBe('A "quoted" <title> & more');
    expect(content('og:image')).toBe('https://example.com/og/og-image-1200x630.png');
    expect(content('twitter:image')).toBe('https://example.com/og/og-image-1200x630.png');
    expect(content('twitter:card')).toBe('summary_large_image');
  });
});
