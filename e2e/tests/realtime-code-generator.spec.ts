import { readFile } from 'node:fs/promises';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Realtime Code Generator', () => {
  test('generates the component, hook and SQL, copies and downloads them', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/realtime-code-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Realtime Code Generator' })).toBeVisible();
    await expect(page.getByLabel('INSERT')).toBeChecked();
    await expect(page.getByLabel('Channel Name')).toHaveValue('db-changes');

    await page.getByLabel('Table Name').fill('messages');
    await page.getByLabel('UPDATE').check();
    await page.getByLabel('Filter Column').fill('room_id');
    await page.getByLabel('Filter Value').fill('5');
    await page.getByLabel('Presence (who is online)').check();
    await expect(page.getByRole('region', { name: 'MessagesRealtime.tsx' })).toContainText(
      'useMessagesRealtime(supabase, userId)',
    );

    await page.getByRole('tab', { name: 'use-messages-realtime.ts' }).click();
    const hook = page.getByRole('region', { name: 'use-messages-realtime.ts' });
    await expect(hook).toContainText('const FILTER = "room_id=eq.5";');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toContain('event: "UPDATE"');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download all/ }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe('Messages-realtime.zip');
    const bytes = await readFile((await zip.path()) as string);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.toString('latin1')).toContain('use-messages-realtime.ts');

    await page.getByRole('tab', { name: 'messages-realtime.sql' }).click();
    await expect(page.getByRole('region', { name: 'messages-realtime.sql' })).toContainText(
      'alter publication supabase_realtime add table "public"."messages";',
    );

    await page.reload();
    await expect(page.getByLabel('Table Name')).toHaveValue('messages');
    await expect(page.getByLabel('UPDATE')).toBeChecked();
  });
});
