import { fireEvent, screen, waitFor } from '@testing-library/react';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadSink } from '../../platform/download-sink';
import { renderPage } from '../../testing/render-page';
import MarkdownPdfPage from './markdown-pdf-page';

afterEach(() => vi.restoreAllMocks());

const page = () => renderPage(MarkdownPdfPage);

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

  it('leaves remote srcset candidates out of the preview, so the browser fetches none of them', async () => {
    page();
    const pixel = 'data:image/png;base64,iVBORw0KGgo=';
    fireEvent.change(screen.getByRole('textbox', { name: 'Markdown' }), {
      target: {
        value: [
          '# Pictures',
          '',
          `<img src="${pixel}" srcset="https://example.com/a.png 1x, ./b.png 2x" alt="a">`,
          '',
          `<picture><source srcset="//example.com/dark.png"><img src="${pixel}" alt="light"></picture>`,
        ].join('\n'),
      },
    });
    const preview = () => screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview().querySelector('h1')?.textContent).toBe('Pictures'));
    expect(preview().querySelector('img[alt="a"]')?.getAttribute('srcset')).toBe('./b.png 2x');
    expect(preview().querySelector('source')?.hasAttribute('srcset')).toBe(false);
    expect(preview().innerHTML).not.toContain('example.com');
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

  it('hands the page options to the PDF renderer and keeps them over a reload', async () => {
    vi.spyOn(downloadSink, 'write').mockResolvedValue();
    const exporter = await import('./pdf-export');
    const exportPdf = vi
      .spyOn(exporter, 'exportPdf')
      .mockResolvedValue({ bytes: new Uint8Array([37]), title: 'x', warnings: [] });
    const first = page();
    fireEvent.change(screen.getByRole('textbox', { name: 'Markdown' }), { target: { value: '# Book' } });
    fireEvent.change(screen.getByLabelText('Page size'), { target: { value: 'Letter' } });
    fireEvent.click(screen.getByLabelText('Table of contents'));
    fireEvent.change(screen.getByLabelText('Margins'), { target: { value: '1in 0.5in' } });
    fireEvent.change(screen.getByLabelText('Header'), { target: { value: '{title} — {page}/{pages}' } });
    fireEvent.change(screen.getByLabelText('Footer'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate PDF/ }));
    await waitFor(() => expect(exportPdf).toHaveBeenCalledTimes(1));
    expect(exportPdf).toHaveBeenCalledWith('# Book', 'github', {
      pageSize: 'Letter',
      toc: true,
      margins: { top: 72, right: 36, bottom: 72, left: 36 },
      header: '{title} — {page}/{pages}',
      footer: '',
    });
    first.unmount();
    page();
    expect((screen.getByLabelText('Page size') as HTMLSelectElement).value).toBe('Letter');
    expect((screen.getByLabelText('Table of contents') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Header') as HTMLInputElement).value).toBe('{title} — {page}/{pages}');
  });

  it('says what is wrong with the margins and makes no PDF until they are fixed', async () => {
    const exporter = await import('./pdf-export');
    const exportPdf = vi.spyOn(exporter, 'exportPdf');
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.change(screen.getByLabelText('Margins'), { target: { value: '5in' } });
    expect(screen.getByText(/leave less than 2 inches of text on an A4 page/)).toBeDefined();
    expect(screen.getByLabelText('Margins').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Generate PDF/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid Margins', expect.anything()));
    expect(exportPdf).not.toHaveBeenCalled();
  });

  it('adds an Atom feed and a sitemap with absolute links to the blog when a site URL is given', async () => {
    const write = vi.spyOn(downloadSink, 'write').mockResolvedValue();
    const error = vi.spyOn(toast, 'error');
    page();
    fireEvent.change(screen.getByRole('textbox', { name: 'Markdown' }), {
      target: { value: '---\ntitle: Launch & Co\ndate: 2026-03-04\ntags: [news]\n---\n\nWe launched.\n' },
    });
    const siteUrl = screen.getByRole('textbox', { name: 'Site URL' });
    fireEvent.change(siteUrl, { target: { value: 'ftp://me.example/' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Blog Site/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid Site URL', expect.anything()));
    expect(write).not.toHaveBeenCalled();

    fireEvent.change(siteUrl, { target: { value: 'https://me.example/notes' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate Blog Site/ }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    const zip = unzipSync(write.mock.calls[0]?.[0]?.data as Uint8Array);
    expect(Object.keys(zip).sort()).toEqual(['feed.xml', 'index.html', 'launch-co.html', 'sitemap.xml']);
    const xml = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (name) => ['entry', 'url', 'link'].includes(name),
    });
    const read = (name: string) => {
      const text = strFromU8(zip[name] ?? new Uint8Array());
      expect(XMLValidator.validate(text)).toBe(true);
      return xml.parse(text);
    };
    const { feed } = read('feed.xml');
    expect(feed['@xml:base']).toBe('https://me.example/notes/');
    expect(feed.link.map((l: Record<string, string>) => l['@href'])).toEqual([
      'https://me.example/notes/',
      'https://me.example/notes/feed.xml',
    ]);
    expect(feed.updated).toBe('2026-03-04T00:00:00Z');
    const [entry] = feed.entry;
    expect(entry.title).toBe('Launch & Co');
    expect(entry.link[0]['@href']).toBe('https://me.example/notes/launch-co.html');
    expect(entry.published).toBe('2026-03-04T00:00:00Z');
    expect(entry.category['@term']).toBe('news');
    const { urlset } = read('sitemap.xml');
    expect(urlset.url).toEqual([
      { loc: 'https://me.example/notes/', lastmod: '2026-03-04' },
      { loc: 'https://me.example/notes/launch-co.html', lastmod: '2026-03-04' },
    ]);
    expect(strFromU8(zip['index.html'] ?? new Uint8Array())).toContain('href="feed.xml"');
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
