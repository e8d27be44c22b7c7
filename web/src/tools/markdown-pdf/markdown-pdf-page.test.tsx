import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadSink } from '../../platform/download-sink';
import MarkdownPdfPage from './markdown-pdf-page';

afterEach(() => vi.restoreAllMocks());

const page = () =>
  render(
    <MemoryRouter>
      <MarkdownPdfPage />
    </MemoryRouter>,
  );

describe('Markdown to PDF page', () => {
  it('keeps the text and theme over a reload', () => {
    const first = page();
    fireEvent.change(screen.getByRole('textbox', { name: 'Markdown' }), { target: { value: '# Kept' } });
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'dark' } });
    first.unmount();
    page();
    expect((screen.getByRole('textbox', { name: 'Markdown' }) as HTMLTextAreaElement).value).toBe('# Kept');
    expect((screen.getByLabelText('Theme') as HTMLSelectElement).value).toBe('dark');
  });

  it('loads the sample and previews the text after typing pauses', async () => {
    page();
    const editor = screen.getByRole('textbox', { name: 'Markdown' });
    expect((editor as HTMLTextAreaElement).value).toContain('# Project Handbook');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Preview' }).querySelector('h1')?.textContent).toBe(
        'Project Handbook',
      ),
    );
    fireEvent.change(editor, {
      target: {
        value:
          '# Hi\n\n<img src=x onerror="window.pwned=1"> [x](javascript:alert(1)) <script>alert(1)</script>',
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Preview' }).querySelector('h1')?.textContent).toBe('Hi'),
    );
    // Sanitizing is checked in Chromium (e2e): DOMPurify under happy-dom passes markup through unchanged.
  });

  it('previews highlighted code, footnotes and #anchors, and shows a remote image as a placeholder', async () => {
    page();
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'dark' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Markdown' }), {
      target: {
        value:
          '# Top\n\nSee [below](#details)[^n]. ![chart](https://example.com/c.png)\n\n## Details\n\n```rust\nfn main() {}\n```\n\n[^n]: A note.',
      },
    });
    const preview = () => screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview().querySelector('.tok-keyword')?.textContent).toBe('fn'));
    expect(preview().style.getPropertyValue('--tok-keyword')).toBe('#ff7b72'); // the dark theme's palette
    expect(preview().querySelector('#details')?.textContent).toBe('Details');
    expect(preview().querySelector('a[href="#details"]')).not.toBeNull();
    expect(preview().querySelector('#footnote-n')?.textContent).toContain('A note.');
    expect(preview().querySelector('a[href="#footnote-n"]')).not.toBeNull();
    expect(preview().querySelector('img')).toBeNull();
    expect(preview().querySelector('.image-placeholder')?.textContent).toBe('[image: chart]');
  });

  it('previews math typeset as SVG (loaded on first use), prose dollars and TeX errors as text', async () => {
    page();
    fireEvent.change(screen.getByRole('textbox', { name: 'Markdown' }), {
      target: {
        value: '# M\n\nThe value $\\mathbf{v}_m$ costs $5 and $6. Bad $\\frac{a$.\n\n$$\n\\frac{a}{b}\n$$\n',
      },
    });
    const preview = () => screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview().querySelectorAll('svg[aria-label]')).toHaveLength(2), {
      timeout: 10_000,
    });
    const labels = Array.from(preview().querySelectorAll('svg[aria-label]')).map((svg) =>
      svg.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['\\mathbf{v}_m', '\\frac{a}{b}']);
    expect(preview().querySelector('.math-display svg path')).not.toBeNull();
    expect(preview().textContent).toContain('costs $5 and $6.');
    expect(preview().querySelector('.math-error')?.textContent).toBe('$\\frac{a$');
  });

  it('downloads blog.zip with one page per # section', async () => {
    const write = vi.spyOn(downloadSink, 'write').mockResolvedValue();
    const success = vi.spyOn(toast, 'success');
    page();
    fireEvent.change(screen.getByLabelText('Blog Style'), { target: { value: 'dark' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Blog Site/ }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Blog Site Generated', {
        description: 'blog.zip has been downloaded.',
      }),
    );
    const file = write.mock.calls[0]?.[0];
    expect(file?.name).toBe('blog.zip');
    const zip = unzipSync(file?.data as Uint8Array);
    expect(Object.keys(zip)).toEqual(['index.html', 'project-handbook.html', 'release-notes.html']);
    expect(strFromU8(zip['index.html'] ?? new Uint8Array())).toContain('--bg:#0d1117');
  });

  it('shows the spec failure toast when the PDF cannot be made', async () => {
    vi.spyOn(downloadSink, 'write').mockRejectedValue(new Error('disk full'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error');
    const exporter = await import('./pdf-export');
    vi.spyOn(exporter, 'exportPdf').mockResolvedValue({
      bytes: new Uint8Array([37]),
      title: 'x',
      warnings: [],
    });
    page();
    fireEvent.click(screen.getByRole('button', { name: /Generate PDF/ }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', {
        description: 'Failed to generate PDF. Please try again.',
      }),
    );
  });
});
