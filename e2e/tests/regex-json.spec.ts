import { readFile } from 'node:fs/promises';
import { REGEX_TIMED_OUT } from '@toolbox/core/tools/regex-json';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

const COMMIT_HEADERS = new URL(
  '../../core/src/tools/regex-json/fixtures/commitlint-headers.txt',
  import.meta.url,
);

test.describe('Regex & JSON Tools', () => {
  test('regex live: matches, groups, substitution and the explanation follow the typing, with no button', async ({
    page,
  }, testInfo) => {
    // Typed key by key, then axe in both themes and two screenshots: over 45 s on a loaded machine.
    test.setTimeout(120_000);
    await page.goto('/regex-json');
    await expect(page.getByRole('heading', { level: 1, name: 'Regex & JSON Tools' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Test/ })).toHaveCount(0);
    // 40 real commit headers (commitlint's, core/src/tools/regex-json/fixtures/SOURCES.md), pasted first.
    const headers = (await readFile(COMMIT_HEADERS, 'utf8')).split('\n').slice(0, 40).join('\n');
    await page.getByLabel('Test text').fill(headers);
    await page.getByRole('checkbox', { name: /^m/ }).check();
    const expression = page.getByLabel('Regular expression');
    await expression.pressSequentially('^(?<type>\\w+)\\((?<scope>[^)]+)\\)', { delay: 20 });
    const scoped = headers.split('\n').filter((line) => /^\w+\([^)]+\)/.test(line)).length;
    expect(scoped).toBeGreaterThan(5);
    await expect(page.getByRole('status')).toHaveText(`${scoped} matches`);
    const first = page.getByRole('list', { name: 'Matches' }).getByRole('listitem').first();
    await expect(first).toContainText('type (1)');
    await expect(first).toContainText('scope (2)');
    // The explanation, token by token, follows the flags: ^ is a line's start with m, the text's without.
    const tokens = page.getByRole('list', { name: 'Tokens' }).getByRole('listitem');
    await expect(tokens.first()).toHaveText('^the start of a line');
    await expect(tokens.nth(1)).toHaveText('(?<type>\\w+)capturing group 1 "type"');
    await page.getByRole('checkbox', { name: /^m/ }).uncheck();
    await expect(tokens.first()).toHaveText('^the start of the text');
    await expect(page.getByRole('status')).toHaveText('0 matches');
    await expression.fill('(?<year>\\d{4})-(\\d{2})');
    await page.getByLabel('Test text').fill('from 2024-01 to 2025-12');
    await expect(page.getByRole('status')).toHaveText('2 matches');
    await expect(page.getByTitle('Match 2')).toHaveText('2025-12');
    await page.getByLabel('Replace with').pressSequentially('$2/$<year>');
    await expect(page.getByLabel('Replaced text')).toHaveValue('from 01/2024 to 12/2025');
    await page.screenshot({ path: testInfo.outputPath('regex-live-1280.png'), fullPage: true });
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('regex-live-390.png'), fullPage: true });
  });

  test('the pattern library fills pattern, flags and a sample, and explains it', async ({ page }) => {
    await page.goto('/regex-json');
    await page.getByLabel('Pattern library').selectOption({ label: 'Semantic version' });
    await expect(page.getByRole('status')).toHaveText('2 matches');
    await expect(page.getByText('Flags: /gm')).toBeVisible();
    await expect(page.getByText(/A semver\.org 2\.0 version/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tokens' })).toContainText('capturing group 1 "major"');
    await page.getByLabel('Pattern library').selectOption({ label: 'Email' });
    await expect(page.getByRole('status')).toHaveText('2 matches');
  });

  test('a catastrophic pattern is stopped with the time-limit message while the page stays usable', async ({
    page,
  }) => {
    await page.goto('/regex-json');
    await page.getByLabel('Test text').fill(`${'a'.repeat(34)}!`);
    await page.getByLabel('Regular expression').fill('(a+)+$');
    // While the worker is stuck, the main thread still answers: the explanation is there, the JSON tab works.
    await expect(page.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first()).toContainText(
      'capturing group 1',
    );
    await page.getByRole('tab', { name: 'JSON Tools' }).click();
    await page.getByLabel('JSON', { exact: true }).fill('{"still":"responsive"}');
    await page.getByRole('button', { name: 'Minify' }).click();
    await expect(page.getByText('JSON Minified')).toBeVisible();
    await page.getByRole('tab', { name: 'Regex Tester' }).click();
    await expect(page.getByRole('alert')).toHaveText(REGEX_TIMED_OUT);
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
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
