// VitePress containers and GitHub alerts from VitePress's own docs (cli/test/fixtures/documents/SOURCES.md): boxes in
// the preview, the PDF and the blog, never a literal `:::` outside the docs' code samples.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { THEMES } from '@toolbox/core/tools/markdown-pdf/themes';
import { readPdf } from '../../cli/test/pdf-read';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { repoRoot } from '../stack';
import { unzip } from '../zip';

const DOCS = join(repoRoot, 'cli', 'test', 'fixtures', 'documents', 'vitepress-markdown-containers.md');

async function download(page: Page, button: RegExp): Promise<Uint8Array> {
  const pending: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await pending;
  return new Uint8Array(await readFile((await file.path()) as string));
}

/** Text outside code samples (`pre`), spaces squashed. */
const proseOf = (html: string) =>
  html
    .replace(/<pre\b[\s\S]*?<\/pre>/g, '')
    .replace(/<style\b[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, '');

test.describe('Markdown to PDF: containers and alerts', () => {
  test("VitePress's container docs become boxes in the preview, the PDF and the blog", async ({
    page,
  }, testInfo) => {
    // A four-page PDF and a blog from a 200-line document, axe in two themes: more than the default 45 s on a busy machine.
    test.setTimeout(150_000);
    const markdown = await readFile(DOCS, 'utf8');
    await page.goto('/markdown-pdf');
    await page.getByRole('textbox', { name: 'Markdown' }).fill(markdown);
    const preview = page.getByRole('region', { name: 'Preview' });
    // 5 default titles, 2 custom ones, the {open} details, 5 alerts.
    await expect(preview.locator('.callout')).toHaveCount(13);
    await expect(preview.locator('details.callout[open]')).toHaveCount(1);
    await expect(preview.locator('.callout-title')).toHaveText([
      'INFO',
      'TIP',
      'WARNING',
      'DANGER',
      'Details',
      'STOP',
      'Click me to toggle the code',
      'Click me to toggle the code',
      'Note',
      'Tip',
      'Important',
      'Warning',
      'Caution',
    ]);
    const tip = preview.locator('.callout-tip').first();
    const hex = THEMES.github.callout.tip;
    const rgb = `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await expect(tip).toHaveCSS('border-left-color', rgb);
    expect(proseOf(await preview.innerHTML())).not.toContain(':::');
    await page.screenshot({ path: testInfo.outputPath('callouts-desktop.png'), fullPage: true });
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    const pdf = await readPdf(await download(page, /Generate PDF/));
    const text = pdf.text
      .map((p) => p.replace(/\d+\s*\/\s*\d+\s*$/, ''))
      .join('')
      .replace(/\s+/g, '');
    for (const box of ['TIPThisisatip.', 'DANGERThisisadangerouswarning.', 'NoteHighlightsinformation'])
      expect(text).toContain(box);
    const fills = new Set(pdf.fills.flatMap((p) => [...p]));
    for (const colour of Object.values(THEMES.github.callout)) expect(fills).toContain(colour);

    const site = unzip(await download(page, /Generate Blog Site/));
    const posts = [...site.entries()].filter(([name]) => name.endsWith('.html') && name !== 'index.html');
    const html = posts.map(([, bytes]) => bytes.toString('utf8')).join('\n');
    expect(html.match(/<div class="callout callout-/g)).toHaveLength(10);
    expect(html.match(/<details class="callout callout-info"/g)).toHaveLength(3);
    expect(html).toContain('.callout-tip{--callout:');
    expect(proseOf(html)).not.toContain(':::');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(tip).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('callouts-phone.png'), fullPage: false });
  });
});
