import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

/** Clicks `button` and reads the file the page downloads: its suggested name and its text. */
export async function downloadText(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const pending = page.waitForEvent('download');
  await button.click();
  const download = await pending;
  return {
    name: download.suggestedFilename(),
    text: await readFile((await download.path()) as string, 'utf8'),
  };
}

/** The value shown for `label` in a labelled value list (`ValueList`: time formats, certificate fields, URL parts). */
export function listValue(page: Page, list: string, label: string): Locator {
  return page
    .getByLabel(list, { exact: true })
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .locator('code');
}

/** What the page put on the clipboard (the test's context must grant clipboard-read). */
export async function clipboardText(page: Page): Promise<string> {
  return String(await page.evaluate('navigator.clipboard.readText()'));
}
