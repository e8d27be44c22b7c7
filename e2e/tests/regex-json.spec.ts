import { readFile } from 'node:fs/promises';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Regex & JSON Tools', () => {
  test('regex: groups, live updates and a replace preview', async ({ page }) => {
    await page.goto('/regex-json');
    await expect(page.getByRole('heading', { level: 1, name: 'Regex & JSON Tools' })).toBeVisible();
    await page.getByLabel('Regular expression').fill('(?<year>\\d{4})-(\\d{2})');
    await page.getByLabel('Test text').fill('from 2024-01 to 2025-12');
    await expect(page.getByText('Enter a pattern and test text, then press Test.')).toBeVisible();
    await page.getByRole('button', { name: /^Test/ }).click();
    await expect(page.getByRole('status')).toHaveText('2 matches');
    await expect(page.getByTitle('Match 2')).toHaveText('2025-12');
    await page.getByLabel('Test text').fill('only 1999-09 here');
    await expect(page.getByRole('status')).toHaveText('1 match');
    await page.getByLabel('Replace with').fill('$<year>');
    await expect(page.getByLabel('Replaced text')).toHaveValue('only 1999 here');
  });

  test('the Email preset finds both addresses of the sample text', async ({ page }) => {
    await page.goto('/regex-json');
    await page.getByRole('button', { name: 'Email' }).click();
    await page.getByRole('button', { name: /^Test/ }).click();
    await expect(page.getByRole('status')).toHaveText('2 matches');
  });

  test('a catastrophic pattern times out while the page stays usable, and the next run works', async ({
    page,
  }) => {
    await page.goto('/regex-json');
    await page.getByLabel('Regular expression').fill('(a+)+$');
    await page.getByLabel('Test text').fill(`${'a'.repeat(34)}!`);
    await page.getByRole('button', { name: /^Test/ }).click();
    // While the worker is stuck, the main thread still answers: switch tabs and type.
    await page.getByRole('tab', { name: 'JSON Tools' }).click();
    await page.getByLabel('JSON', { exact: true }).fill('{"still":"responsive"}');
    await page.getByRole('button', { name: 'Minify' }).click();
    await expect(page.getByText('JSON Minified')).toBeVisible();
    await page.getByRole('tab', { name: 'Regex Tester' }).click();
    await expect(page.getByRole('alert')).toContainText('Timed out after 2 s');
    await page.getByLabel('Regular expression').fill('a+!');
    await expect(page.getByRole('status')).toHaveText('1 match');
  });

  test('JSON: format, validate with the cursor moved, CSV download', async ({ page }) => {
    await page.goto('/regex-json');
    await page.getByRole('tab', { name: 'JSON Tools' }).click();
    const editor = page.getByLabel('JSON', { exact: true });
    await editor.fill('{\n  "a": 1\n  "b": 2\n}');
    // Checked as it is typed: the message stays under the editor, with line and column.
    const message = 'Invalid JSON string: Expected a comma at line 3, column 3.';
    await expect(page.locator('[data-slot="field"]').getByText(message)).toBeVisible();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText(message)).toBeVisible();
    expect(await editor.evaluate((node: HTMLTextAreaElement) => node.selectionStart)).toBe(13);

    await editor.fill('[{"id":1,"user":{"name":"Ada, L."}},{"id":2,"tags":["x"]}]');
    await page.getByLabel('CSV delimiter').selectOption('semicolon');
    await page.getByRole('button', { name: 'To CSV' }).click();
    await expect(page.getByText('Converted to CSV')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('data.csv');
    expect(await readFile((await file.path()) as string, 'utf8')).toBe(
      'id;user.name;tags.0\r\n1;Ada, L.;\r\n2;;x',
    );
  });

  test('a 10 MB document formats in the worker while the page keeps answering', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/regex-json');
    await page.getByRole('tab', { name: 'JSON Tools' }).click();
    const editor = page.getByLabel('JSON', { exact: true });
    await editor.evaluate((node: HTMLTextAreaElement) => {
      const rows = Array.from({ length: 170_000 }, (_, i) => ({
        id: i,
        name: `user ${i}`,
        tags: ['a', 'b'],
        at: { x: i },
      }));
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(node, JSON.stringify(rows));
      node.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(await editor.evaluate((node: HTMLTextAreaElement) => node.value.length)).toBeGreaterThan(
      10_000_000,
    );
    await page.getByRole('button', { name: 'Format' }).click();
    // The main thread is free while the worker formats: a round trip into the page comes straight back.
    const started = Date.now();
    await page.evaluate(() => 1);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(page.getByRole('note')).toContainText('Showing the first 200 KB of', { timeout: 60_000 });
  });
});
