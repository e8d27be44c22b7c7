import { readFile } from 'node:fs/promises';
import { expect, signedInTest as test } from '../fixtures';
import { brokenTitles, overflowing, resizeTo } from '../walk/layout';

test.describe('RLS Policy Generator', () => {
  test('writes the policy, copies it and downloads {table}_{operation}_policy.sql', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/rls-policy-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'RLS Policy Generator' })).toBeVisible();
    await expect(page.getByText('Enter a table name to generate its policy.')).toBeVisible();
    await expect(page.getByLabel('User Column')).toHaveValue('user_id');

    await page.getByLabel('Table Name').fill('todos');
    await page.getByLabel('Operation').selectOption('UPDATE');
    const sql = page.getByRole('region', { name: 'Generated SQL' });
    await expect(sql).toContainText('create policy "Users can update their own todos"');
    await expect(sql).toContainText('using ((select auth.uid()) = "user_id")');
    await expect(sql).toContainText('with check ((select auth.uid()) = "user_id")');

    await page.getByRole('button', { name: 'Copy SQL' }).click();
    await expect(page.getByText('SQL copied to clipboard.')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toContain(
      'alter table "public"."todos" enable row level security;',
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('todos_update_policy.sql');
    expect(await readFile((await file.path()) as string, 'utf8')).toContain('for update\nto authenticated\n');

    await page.reload();
    await expect(page.getByLabel('Table Name')).toHaveValue('todos');
    await expect(page.getByLabel('Operation')).toHaveValue('UPDATE');

    await page.getByLabel('Policy Type').selectOption('custom');
    await page.getByLabel('Custom Condition').fill('true); drop table todos; --');
    await expect(page.getByRole('alert')).toContainText('custom condition');
    await expect(page.getByRole('button', { name: 'Copy SQL' })).toHaveCount(0);
  });
  test('at 390 px "Generated SQL" stays whole beside Copy SQL and Download', async ({ page }) => {
    await page.goto('/rls-policy-generator');
    await page.getByLabel('Table Name').fill('todos');
    await expect(page.getByRole('button', { name: 'Copy SQL' })).toBeVisible();
    await resizeTo(page, { width: 390, height: 844 });
    const title = page.getByRole('heading', { level: 2, name: 'Generated SQL' });
    await expect(title).toBeVisible();
    expect(await brokenTitles(page)).toEqual([]);
    // The title keeps one line: the buttons move under it rather than squeezing it.
    const { height, lineHeight } = await title.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight) || 16,
    }));
    expect(height).toBeLessThan(lineHeight * 1.5);
    expect(await overflowing(page)).toEqual([]);
  });
});
