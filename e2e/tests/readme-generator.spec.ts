import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from '../fixtures';

async function generate(page: Page) {
  await page.getByLabel('Template').selectOption('react');
  await page
    .getByRole('textbox', { name: 'Project Name' })
    .fill('Rocket <img src=x onerror="window.pwned=1">');
  await page.getByRole('textbox', { name: 'Repository' }).fill('acme/rocket');
  await page.getByRole('checkbox', { name: 'GitHub Stars' }).check();
  await page.getByLabel('Badge Style').selectOption('flat-square');
  await page.getByRole('button', { name: /Generate README/ }).click();
  await expect(page.getByText('Your README file has been generated successfully.')).toBeVisible();
}

test.describe('README Generator', () => {
  test('generates, previews, copies and downloads README.md', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/readme-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'README Generator' })).toBeVisible();
    await expect(page.getByText('Fill in your project details and generate a README.')).toBeVisible();
    await generate(page);

    const raw = page.getByRole('region', { name: 'README source' });
    await expect(raw).toContainText('## Available Scripts');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'README preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
      'Rocket <img src=x onerror="window.pwned=1">',
    );
    await expect(preview.getByRole('img', { name: 'GitHub Stars' })).toHaveAttribute(
      'src',
      'https://img.shields.io/github/stars/acme/rocket?style=flat-square',
    );
    expect(await page.evaluate('window.pwned')).toBeUndefined();

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    const copied = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(copied.split('\n')[0]).toBe('# Rocket \\<img src=x onerror="window.pwned=1"\\>');

    const pending = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await pending;
    expect(download.suggestedFilename()).toBe('README.md');
    expect(await readFile((await download.path()) as string, 'utf8')).toBe(copied);
    await expect(page.getByText('README.md file has been downloaded.')).toBeVisible();
  });
});
