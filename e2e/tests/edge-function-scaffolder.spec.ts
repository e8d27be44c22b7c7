import { readFile } from 'node:fs/promises';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Edge Function Scaffolder', () => {
  test('scaffolds a function, copies code and config, downloads the zip', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/edge-function-scaffolder');
    await expect(page.getByRole('heading', { level: 1, name: 'Edge Function Scaffolder' })).toBeVisible();
    await expect(page.getByLabel('Enable CORS')).toBeChecked();
    await expect(page.getByLabel('Require auth')).toBeChecked();

    await page.getByLabel('Function Name').fill('send-email');
    await page.getByLabel('Template').selectOption('auth');
    await page.getByLabel('Environment Variables').fill('RESEND_KEY');
    const code = page.getByRole('region', { name: 'Generated code' });
    await expect(code).toContainText("if (req.method === 'OPTIONS')");
    await expect(code).toContainText("const RESEND_KEY = requireEnv('RESEND_KEY');");
    await expect(code).toContainText("role !== 'admin'");

    await page.getByRole('button', { name: 'Copy Code' }).click();
    await expect(page.getByText('Code copied to clipboard.')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toContain('Deno.serve(');
    await page.getByRole('button', { name: 'Copy Config' }).click();
    await expect(page.getByText('Config copied to clipboard.')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(
      '[functions.send-email]\nenabled = true\n# Supabase rejects calls without a valid JWT before the function runs.\nverify_jwt = true\n',
    );

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download All' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe('send-email.zip');
    const bytes = (await readFile((await zip.path()) as string)).toString('latin1');
    for (const name of [
      'supabase/functions/send-email/index.ts',
      'supabase/config.toml',
      'supabase/functions/.env.example',
    ])
      expect(bytes).toContain(name);

    await page.getByLabel('Function Name').fill('send email');
    await expect(page.getByRole('alert')).toContainText('starts with a letter');
    await page.reload();
    await expect(page.getByLabel('Function Name')).toHaveValue('send email');
  });
});
