import { fireEvent, render, screen } from '@testing-library/react';
import { metaTags } from '@toolbox/core/tools/og-generator';
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

  it('escapes meta tag attributes', () => {
    expect(metaTags('A "quoted" <title> & more', 'd')).toContain(
      '<meta property="og:title" content="A &quot;quoted&quot; &lt;title&gt; &amp; more">',
    );
  });
});
