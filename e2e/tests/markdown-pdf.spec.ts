import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

const HOSTILE =
  '# Hostile\n\n<img src=x onerror="window.pwned=1"> [x](javascript:window.pwned=2) <svg onload="window.pwned=3"></svg>\n';

test.describe('Markdown to PDF', () => {
  test('previews sanitized, downloads a PDF and a blog zip', async ({ page, user: _user }) => {
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
});
