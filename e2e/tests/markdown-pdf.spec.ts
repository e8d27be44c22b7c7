import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { readPdf } from '../../cli/test/pdf-read';
import { expect, signedInTest as test } from '../fixtures';
import { unzip } from '../zip';

const HOSTILE =
  '# Hostile\n\n<img src=x onerror="window.pwned=1"> [x](javascript:window.pwned=2) <svg onload="window.pwned=3"></svg>\n';

test.describe('Markdown to PDF', () => {
  test('previews sanitized, downloads a PDF and a blog zip', async ({ page }) => {
    await page.goto('/markdown-pdf');
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown to PDF' })).toBeVisible();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1, name: 'Project Handbook' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    const pending = page.waitForEvent('download');
    await page.getByRole('button', { name: /Generate PDF/ }).click();
    const download = await pending;
    await expect(page.getByText('PDF Generated')).toBeVisible();
    expect(download.suggestedFilename()).toBe('project-handbook.pdf');
    const pdf = (await readFile((await download.path()) as string)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/Outlines');
    expect(pdf).toContain('(https://example.com)');
    expect(pdf).toMatch(/\/Title \(/);
    expect(pdf).toContain('DejaVuSans');
    expect(pdf).toMatch(/NotoEmoji/); // the sample's 🚀 is drawn with the emoji font

    await page.getByLabel('Blog Style').selectOption('minimal');
    const zipPending = page.waitForEvent('download');
    await page.getByRole('button', { name: /Generate Blog Site/ }).click();
    const zip = await zipPending;
    expect(zip.suggestedFilename()).toBe('blog.zip');
    const bytes = (await readFile((await zip.path()) as string)).toString('latin1');
    expect(bytes.startsWith('PK')).toBe(true);
    for (const name of ['index.html', 'project-handbook.html', 'release-notes.html'])
      expect(bytes).toContain(name);
    await expect(page.getByText('Blog Site Generated')).toBeVisible();

    await page.getByRole('textbox', { name: 'Markdown' }).fill(HOSTILE);
    await expect(preview.getByRole('heading', { level: 1, name: 'Hostile' })).toBeVisible();
    expect(await preview.locator('[onerror], [onload], script, a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate('window.pwned')).toBeUndefined();
  });

  test('typesets formulas in the PDF as paths, display ones on lines of their own', async ({ page }) => {
    await page.goto('/markdown-pdf');
    const preview = page.getByRole('region', { name: 'Preview' });
    await page.getByRole('textbox', { name: 'Markdown' }).fill(MATH);
    // The preview typesets the three formulas (each an SVG named by its TeX) before the PDF is asked for.
    await expect(preview.locator('svg[aria-label]')).toHaveCount(3, { timeout: 20_000 });
    // Inline formulas sit in their line of prose (Tailwind's preflight makes every svg a block).
    const line = await preview.getByText('The gradient of').evaluate((paragraph) => {
      const top = (node: Element) => node.getBoundingClientRect().top;
      return [...paragraph.querySelectorAll('.math-inline svg')].map((svg) =>
        Math.abs(top(svg) - top(paragraph)),
      );
    });
    expect(line).toHaveLength(2);
    for (const offset of line) expect(offset).toBeLessThan(12);
    const pdf = await readPdf(await downloadPdf(page));
    const text = pdf.text.join('').replace(/\s+/g, '');
    expect(text).toContain('Thegradientofat,sothechangeisforsmallsteps.');
    expect(text).not.toMatch(/\\frac|\\partial|\\log/);
    // Every glyph of the three formulas is a path (pdfmake's browser build, its pdfkit patched for MathJax's curves).
    expect(pdf.paths[0]).toBeGreaterThan(20);
    // The display formula has its own line: the prose after it starts lower than the prose before it ends.
    const before = pdf.items.find((item) => item.str.trim() === 'change');
    const after = pdf.items.find((item) => item.str.trim() === 'small');
    expect((before?.y ?? 0) - (after?.y ?? 0)).toBeGreaterThan(30);
  });

  test('draws mermaid diagrams in the preview and the PDF, labels as text', async ({ page }) => {
    await page.goto('/markdown-pdf');
    const editor = page.getByRole('textbox', { name: 'Markdown' });
    const preview = page.getByRole('region', { name: 'Preview' });
    await editor.fill(FLOWCHART);
    const diagram = preview.locator('.mermaid-diagram svg').first();
    await expect(diagram).toBeVisible({ timeout: 20_000 });
    await expect(diagram).toContainText('Start here');
    await expect(diagram).toContainText('Decide');
    const box = await diagram.boundingBox();
    expect(box?.width).toBeGreaterThan(50);
    expect(box?.height).toBeGreaterThan(50);
    // Each label sits in the middle of its box (mermaid centres it with CSS the drawing must keep).
    const node = diagram.locator('g.node').first();
    const [shape, label] = await Promise.all([
      node.locator('rect.label-container').boundingBox(),
      node.locator('text').boundingBox(),
    ]);
    const middle = (b: { x: number; width: number } | null) => (b ? b.x + b.width / 2 : Number.NaN);
    expect(Math.abs(middle(shape) - middle(label))).toBeLessThan(4);

    const pdf = await readPdf(await downloadPdf(page));
    expect(pdf.text[0]).toContain('Start here');
    expect(pdf.text[0]).toContain('Decide');
    expect(pdf.text[0]).not.toContain('graph TD'); // drawn, not kept as code
    expect(pdf.paths[0]).toBeGreaterThan(2); // the boxes and the arrow are vector paths
    expect(pdf.text[0]).toContain('Hello Bob');
    // A sequence diagram's message line is painted by mermaid's CSS over a stroke="none" attribute: it must keep it.
    const message = preview.locator('.mermaid-diagram svg line[class^="messageLine"]');
    await expect(message).toHaveAttribute('stroke', /^(?!none$)/);
  });

  test('draws the same mermaid diagram inline in the blog', async ({ page }) => {
    await page.goto('/markdown-pdf');
    await page.getByRole('textbox', { name: 'Markdown' }).fill(FLOWCHART);
    const site = unzip(await download(page, /Generate Blog Site/));
    const post = site.get('flow.html')?.toString('utf8') ?? '';
    expect(post).toMatch(/<figure class="mermaid-diagram"><svg[^>]*>/);
    expect(post.replace(/<[^>]+>/g, '')).toContain('Start here');
    expect(post).not.toContain('language-mermaid');
    const message = /<line[^>]*messageLine[^>]*>/.exec(post)?.[0];
    expect(message).toMatch(/ stroke="(?!none")/);
  });

  test('explains a mermaid block it cannot read in one line, and runs nothing a diagram carries', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/markdown-pdf');
    const editor = page.getByRole('textbox', { name: 'Markdown' });
    const preview = page.getByRole('region', { name: 'Preview' });
    // A syntax error: the source stays as code with one visible line saying why, and nothing else appears.
    await editor.fill('# Broken\n\n```mermaid\ngraph TD; A[Start --> \n```\n\nAfter the block.\n');
    await expect(preview.getByText('After the block.')).toBeVisible();
    const error = preview.locator('.mermaid-error');
    await expect(error).toBeVisible({ timeout: 20_000 });
    await expect(error).toContainText(/^Diagram not drawn: Parse error on line \d+: (found|expected) '/);
    expect((await error.textContent())?.includes('\n')).toBe(false);
    const lineHeight = await error.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect((await error.boundingBox())?.height).toBeLessThan(lineHeight * 1.5); // one visible line
    await expect(preview.locator('pre code')).toContainText('graph TD; A[Start -->');
    await expect(page.getByText(/Syntax error in text/)).toHaveCount(0);
    // The blog keeps it as code too, and says so.
    const site = unzip(await download(page, /Generate Blog Site/));
    expect(site.get('broken.html')?.toString('utf8')).toContain(
      '<code class="language-mermaid">graph TD; A[Start',
    );
    await expect(
      page.getByText(/a mermaid diagram could not be drawn \(kept as code\): Parse error/),
    ).toBeVisible();

    // Hostile labels and click handlers: strict mode drops them, nothing runs.
    await editor.fill(HOSTILE_DIAGRAM);
    const hostile = preview.locator('.mermaid-diagram svg');
    await expect(hostile).toBeVisible({ timeout: 20_000 });
    await expect(hostile).toContainText('Safe');
    expect(
      await preview.locator('script, [onerror], [onclick], [onload], a[href^="javascript"]').count(),
    ).toBe(0);
    await hostile.getByText('Safe').click();
    await hostile.locator('g.node').last().click();
    expect(await page.evaluate('window.pwned')).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('draws every script in the PDF with a glyph its embedded font has', async ({ page }) => {
    // The first export with Chinese fetches and opens a score of Noto subset files; on a loaded machine that and
    // reading every embedded font back take longer than the default.
    test.setTimeout(120_000);
    await page.goto('/markdown-pdf');
    await page.getByRole('textbox', { name: 'Markdown' }).fill(SCRIPTS);
    const pdf = await readPdf(await downloadPdf(page));
    expect(pdf.glyphless).toEqual([]);
    const drawn = new Set(pdf.text.join(''));
    const letters = [...SCRIPTS.replace(/^# .*$/m, '')].filter((char) => /[\p{L}\p{N}]/u.test(char));
    expect(letters.filter((char) => !drawn.has(char)).join('')).toBe('');
    // Shaped words carry their text for copying (/ActualText, which pdfjs does not read: issue 41, item 8).
    expect(pdf.actualText.map((text) => text.trim())).toEqual(['नमस्ते', 'दुनिया', 'สวัสดีชาวโลก']);
    expect(pdf.outline).toEqual(['多语言 Scripts']);
    await expect(page.getByText('Not everything could be shown')).toHaveCount(0);
  });

  test('fetches no remote image: the preview and the PDF show placeholders, the PDF says so once', async ({
    page,
  }) => {
    const fetched: string[] = [];
    await page.context().route(/remote\.example/, (route) => {
      fetched.push(route.request().url());
      return route.abort();
    });
    await page.goto('/markdown-pdf');
    await page.getByRole('textbox', { name: 'Markdown' }).fill(REMOTE_IMAGES);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
    await expect(preview.locator('.image-placeholder')).toHaveText([
      '[image: build]',
      '[image: cover]',
      '[image: logo]',
      '[image: narrow]',
      '[image: ref]',
    ]);
    // The inline images are drawn, from their own bytes, not from the remote candidates beside them.
    for (const alt of ['pixel', 'light']) await expect(preview.locator(`img[alt="${alt}"]`)).toBeVisible();
    const bytes = await downloadPdf(page);
    // One warning names them (the toast, shown while the PDF downloads).
    await expect(page.getByText(/^5 remote images were not fetched \(shown as a placeholder/)).toHaveCount(1);
    const text = (await readPdf(bytes)).text.join('').replace(/\s+/g, '');
    for (const alt of ['build', 'cover', 'logo', 'narrow', 'ref']) expect(text).toContain(`[image:${alt}]`);
    expect(fetched).toEqual([]);
  });

  test('makes the PDF on the pages asked for and the blog with a feed and a sitemap', async ({ page }) => {
    await page.goto('/markdown-pdf');
    await page.getByRole('textbox', { name: 'Markdown' }).fill(BOOK);
    const options = page.getByRole('group', { name: 'Page options' });
    await options.getByLabel('Page size').selectOption('Letter');
    await options.getByLabel('Table of contents').check();
    await options.getByLabel('Header').fill('{title} — {page}/{pages}');
    await options.getByLabel('Margins').fill('1cm 1mm');
    await expect(options.getByText(/less than 2 inches|not a length/)).toHaveCount(0);
    await options.getByLabel('Margins').fill('2 lightyears');
    await expect(options.getByText('"2" is not a length')).toBeVisible();
    await options.getByLabel('Margins').fill('');

    const pdf = await readPdf(await downloadPdf(page));
    expect(pdf.pages).toBe(4);
    for (const size of pdf.pageSizes) expect(size).toEqual([612, 792]);
    pdf.text.forEach((text, i) => {
      expect(text.replace(/\s/g, ''), `page ${i + 1}`).toContain(`FieldNotes—${i + 1}/4`);
    });
    // The contents page lists each heading with the page it is on.
    expect(pdf.text[0]).toContain('Contents');
    for (const name of ['Install', 'Use', 'Configure']) {
      const [entry, body] = pdf.items.filter((item) => item.str.trim() === name);
      expect(entry?.page, name).toBe(1);
      const number = pdf.items.find(
        (item) => item.page === 1 && Math.abs(item.y - (entry?.y ?? 0)) < 2 && /^\d+$/.test(item.str.trim()),
      );
      expect(Number(number?.str), name).toBe(body?.page);
    }

    // The options are kept over a reload.
    await page.reload();
    await expect(options.getByLabel('Page size')).toHaveValue('Letter');
    await expect(options.getByLabel('Header')).toHaveValue('{title} — {page}/{pages}');

    const siteUrl = page.getByRole('textbox', { name: 'Site URL' });
    await siteUrl.fill('javascript:alert(1)');
    await expect(page.getByText('the site URL must start with https:// or http://')).toBeVisible();
    await siteUrl.fill('https://me.example/notes');
    const site = unzip(await download(page, /Generate Blog Site/));
    expect([...site.keys()]).toEqual(
      expect.arrayContaining(['index.html', 'field-notes.html', 'feed.xml', 'sitemap.xml']),
    );
    expect(site.get('sitemap.xml')?.toString('utf8')).toContain(
      '<loc>https://me.example/notes/field-notes.html</loc>',
    );
    expect(site.get('feed.xml')?.toString('utf8')).toContain('href="https://me.example/notes/feed.xml"');
    await expect(page.getByText('with feed.xml and sitemap.xml')).toBeVisible();
  });
});

const SCRIPTS = [
  '# 多语言 Scripts',
  '',
  '深度学习是机器学习的一个分支。機器學習與資料庫。',
  '',
  'こんにちは、カタカナ。안녕하세요 세계.',
  '',
  'مرحبا بالعالم — שלום עולם',
  '',
  'नमस्ते दुनिया, สวัสดีชาวโลก, Γειά σου Κόσμε, Привет, мир 🚀',
  '',
].join('\n');

/** A pixel PNG, inline: the only kind of image the page draws without a file beside the text. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const REMOTE_IMAGES = [
  '# Badges',
  '',
  '![build](https://remote.example/build.svg) ![cover](//remote.example/cover.png)',
  '',
  '<img src="https://remote.example/logo.png" alt="logo">',
  '',
  `<img src="${PIXEL}" srcset="https://remote.example/pixel.png 1x, https://remote.example/pixel@2x.png 2x" alt="pixel">`,
  '',
  '<picture><source media="(min-width: 1px)" srcset="https://remote.example/wide.png"><img src="https://remote.example/narrow.png" alt="narrow"></picture>',
  '',
  `<picture><source srcset="https://remote.example/dark.png"><img src="${PIXEL}" alt="light"></picture>`,
  '',
  '![ref][chart]',
  '',
  '[chart]: https://remote.example/chart.png',
  '',
].join('\n');

const BOOK = [
  '---',
  'title: Field Notes',
  '---',
  '',
  'Opening words.',
  '',
  '## Install',
  '',
  'Run the installer.',
  '',
  '\\pagebreak',
  '',
  '## Use',
  '',
  'Open it.',
  '',
  '\\pagebreak',
  '',
  '## Configure',
  '',
  'Edit the file.',
  '',
].join('\n');

const MATH = [
  '# Gradients',
  '',
  'The gradient of $f(x, y) = \\log(e^x + e^y)$ at $(0, \\log 2)$, so the change is',
  '',
  '$$\\frac{\\partial f}{\\partial x} = \\frac{e^x}{e^x + e^y}$$',
  '',
  'for small steps.',
  '',
].join('\n');

const FLOWCHART =
  '# Flow\n\n```mermaid\ngraph TD; A[Start here] --> B{Decide}\n```\n\n```mermaid\nsequenceDiagram\nAlice->>Bob: Hello Bob\n```\n';

const HOSTILE_DIAGRAM = [
  '# Hostile diagram',
  '',
  '```mermaid',
  'graph TD',
  '  A[Safe] --> B["<img src=x onerror=window.pwned=1>"]',
  '  B --> C["<script>window.pwned=2</script>"]',
  '  click A call alert()',
  '  click B href "javascript:window.pwned=3"',
  '```',
  '',
].join('\n');

async function download(page: Page, button: RegExp): Promise<Uint8Array> {
  const pending: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await pending;
  return new Uint8Array(await readFile((await file.path()) as string));
}

const downloadPdf = (page: Page) => download(page, /Generate PDF/);
