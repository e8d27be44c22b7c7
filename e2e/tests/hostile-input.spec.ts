// Tool pages under pasted input a user should not have to think twice about (issue: the web app under hostile
// input): a megabyte on one line must leave the page answering, whatever the page shows of it.

import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from '../fixtures';
import { watchLongTasks } from './long-task-helpers';

/** Puts `text` into the field at once, as a paste does (fill types nothing key by key either). */
async function paste(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).fill(text);
}

test.describe('a megabyte pasted on one line', () => {
  test('Text Case: each case is shown cut (copied whole), not laid out as megabytes', async ({ page }) => {
    await page.goto('/text-case');
    const longest = await watchLongTasks(page);
    const text = 'x'.repeat(1_000_000);
    await paste(page, 'Names or text', text);
    const cases = page.locator('dl[aria-label="Cases"]');
    await expect(cases.getByText('xxxxxxxxxx').first()).toBeVisible();
    // Drawing the twelve spellings whole (12 MB of text to lay out) was one task of 12 s here; computing them on the
    // page (change-case's splitting) 2.5-5.6 s more: they are computed in a worker, and drawn cut.
    const drawn = await cases.evaluate((list) => list.textContent?.length ?? 0);
    expect(drawn).toBeLessThan(12 * 2_100);
    const took = await longest();
    console.log(`longest task ${Math.round(took)} ms`);
    expect(took).toBeLessThan(2000);
    await expect(cases.getByText('998,000 more characters (Copy takes them all)').first()).toBeVisible();
  });
});

test.describe('HTML in Markdown', () => {
  // From PayloadsAllTheThings' XSS lists (RSNAKE_XSS.txt, MIT): markup that fetches, or restyles the app around it.
  const payloads = [
    `<STYLE>@import'http://ha.ckers.org/xss.css';</STYLE>`,
    '<STYLE>body{display:none}</STYLE>',
    '<div style="background-image: url(http://ha.ckers.org/bg.png); color: red">styled</div>',
    '<svg><image href="http://ha.ckers.org/i.png"/></svg>',
    '<video poster="//ha.ckers.org/p.png"></video>',
  ];

  test('the Markdown to PDF preview fetches nothing from another origin and styles only itself', async ({
    page,
    baseURL,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        /^https?:$/.test(url.protocol) &&
        url.origin !== new URL(baseURL ?? '').origin &&
        url.hostname !== '127.0.0.1'
      )
        outside.push(request.url());
    });
    await page.goto('/markdown-pdf');
    await page
      .locator('main textarea')
      .first()
      .fill(`# Payloads\n\n${payloads.join('\n\n')}\n\nThe end.`);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('The end.')).toBeVisible();
    await expect(preview.getByText('styled')).toBeVisible();
    // A colour of the author's own stays; a fetch does not.
    await expect(preview.getByText('styled')).toHaveCSS('color', 'rgb(255, 0, 0)');
    await page.waitForTimeout(500);
    expect(outside).toEqual([]);
    await expect(page.locator('body')).toHaveCSS('display', 'block');
  });

  test("the README preview's <style> styles nothing: a custom section cannot blank the app", async ({
    page,
  }) => {
    await page.goto('/readme-generator');
    await page.getByRole('button', { name: 'Add Section' }).click();
    await page.getByRole('textbox', { name: 'Custom section 1 title' }).fill('Notes');
    await page
      .getByRole('textbox', { name: 'Custom section 1 body (Markdown)' })
      .fill(`${payloads[1]}\n\n<span style="color: red">kept</span>`);
    await page.getByRole('button', { name: /Generate README/ }).click();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'README preview' });
    await expect(preview.getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
    await expect(preview.getByText('kept')).toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('display', 'block');
    expect(await preview.locator('style').count()).toBe(0);
  });
});
