import { applyPatch as applyUnified } from 'diff';
// fast-json-patch is CommonJS: Node's ESM loader sees only its default export.
import jsonPatch, { type Operation } from 'fast-json-patch';
import { expect, signedInTest as test } from '../fixtures';
import { downloadText } from './output-helpers';

const ORIGINAL = `server {
    listen 80;
    server_name example.com www.example.com;

    location / {
        root /var/www/html;
        index index.html;
    }

    location /api/ {
        proxy_pass http://127.0.0.1:3000;
        proxy_set_header Host $host;
    }

    access_log /var/log/nginx/example.access.log;
}
`;
const CHANGED = ORIGINAL.replace('listen 80;', 'listen 443 ssl;\n    http2 on;')
  .replace('127.0.0.1:3000', '127.0.0.1:8080')
  .replace('    access_log /var/log/nginx/example.access.log;\n', '');

const PACKAGE_BEFORE = {
  name: '@acme/web',
  version: '1.4.2',
  private: true,
  scripts: { dev: 'vite', build: 'vite build', test: 'vitest' },
  dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1', zod: '^3.23.8' },
  keywords: ['web', 'acme'],
};
/** The next release, written with its keys in another order: only the values count. */
const PACKAGE_AFTER = {
  version: '1.5.0',
  name: '@acme/web',
  private: true,
  dependencies: { 'react-dom': '^19.1.0', react: '^19.1.0', '@tanstack/react-query': '^5.62.0' },
  scripts: { test: 'vitest run', build: 'vite build', dev: 'vite' },
  keywords: ['web', 'acme', 'dashboard'],
};

test.describe('Diff', () => {
  test('text: side by side marks the changed words; the unified diff applies to the original (jsdiff)', async ({
    page,
  }) => {
    await page.goto('/diff');
    await expect(page.getByRole('heading', { level: 1, name: 'Diff' })).toBeVisible();
    await page.getByLabel('Original', { exact: true }).fill(ORIGINAL);
    await page.getByLabel('Changed', { exact: true }).fill(CHANGED);
    await page.getByRole('button', { name: /^Compare/ }).click();
    await expect(page.getByText('3 lines added, 3 removed.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Side by side diff' });
    await expect(table.locator('ins').filter({ hasText: '8080' })).toBeVisible();
    await expect(table.locator('del').filter({ hasText: '3000' })).toBeVisible();

    await page.getByRole('tab', { name: 'Unified' }).click();
    const file = await downloadText(page, page.getByRole('button', { name: 'Download', exact: true }));
    expect(file.name).toBe('changes.diff');
    expect(file.text).toMatch(/^--- Original\n\+\+\+ Changed\n@@ /);
    expect(applyUnified(ORIGINAL, file.text)).toBe(CHANGED);

    // Swap compares the other way: the same diff, reversed.
    await page.getByRole('button', { name: 'Swap' }).click();
    await expect(page.getByLabel('Original', { exact: true })).toHaveValue(CHANGED);
    await page.getByRole('button', { name: /^Compare/ }).click();
    await page.getByRole('tab', { name: 'Unified' }).click();
    const back = await downloadText(page, page.getByRole('button', { name: 'Download', exact: true }));
    expect(applyUnified(CHANGED, back.text)).toBe(ORIGINAL);
  });

  test('JSON: key order ignored, each change listed, and the RFC 6902 patch turns one into the other', async ({
    page,
  }) => {
    await page.goto('/diff');
    await page.getByLabel('Original', { exact: true }).fill(JSON.stringify(PACKAGE_BEFORE, null, 2));
    await page.getByLabel('Changed', { exact: true }).fill(JSON.stringify(PACKAGE_AFTER, null, 2));
    await page.getByLabel('Compare as').selectOption('json');
    await page.getByRole('button', { name: /^Compare/ }).click();
    const changes = page.getByRole('table', { name: 'JSON changes' });
    await expect(changes.getByRole('row', { name: /\/dependencies\/zod/ })).toContainText('Removed');
    await expect(changes.getByRole('row', { name: /\/version/ })).toContainText('"1.5.0"');
    await expect(changes.getByRole('row', { name: /\/scripts\/dev/ })).toHaveCount(0);

    await page.getByRole('tab', { name: 'JSON Patch' }).click();
    const file = await downloadText(page, page.getByRole('button', { name: 'Download', exact: true }));
    expect(file.name).toBe('patch.json');
    const patch = JSON.parse(file.text) as Operation[];
    await expect(changes).toBeHidden();
    await page.getByRole('tab', { name: 'Changes' }).click();
    await expect(changes.locator('tbody tr')).toHaveCount(patch.length);
    const patched = jsonPatch.applyPatch(structuredClone(PACKAGE_BEFORE), patch, true, false).newDocument;
    expect(patched).toEqual(PACKAGE_AFTER);
  });

  test('JSON that does not parse is named by its side, and both texts stay as typed', async ({ page }) => {
    await page.goto('/diff');
    const broken = '{\n  "name": "@acme/web",\n  "version": "1.5.0"\n  "private": true\n}';
    await page.getByLabel('Original', { exact: true }).fill(JSON.stringify(PACKAGE_BEFORE));
    await page.getByLabel('Changed', { exact: true }).fill(broken);
    await page.getByLabel('Compare as').selectOption('json');
    await page.getByRole('button', { name: /^Compare/ }).click();
    await expect(page.getByLabel('Changed', { exact: true })).toHaveAccessibleDescription(
      /^Changed: Invalid JSON string: .* at line 4, column 3\./,
    );
    await expect(page.getByLabel('Original', { exact: true })).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByLabel('Changed', { exact: true })).toHaveValue(broken);
    await expect(page.getByLabel('Original', { exact: true })).toHaveValue(JSON.stringify(PACKAGE_BEFORE));
  });
});
