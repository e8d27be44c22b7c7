// "Save preset" on a tool whose form is kept in IndexedDB (its text over 256 KB): the preset keeps the form's other
// fields, leaves out the text a preset cannot hold, and the toast says which field and why.

import { createUser, expect, signIn, test } from '../fixtures';

test('a form kept in IndexedDB is saved without its text over the limit, and the toast says so', async ({
  page,
  stack,
}) => {
  await signIn(page, await createUser(stack, 'preset-large'), '/text-case');
  await page.getByRole('checkbox', { name: 'Each line on its own' }).uncheck();
  await page.getByLabel('Names or text', { exact: true }).fill('x'.repeat(300 * 1024));
  // The write to IndexedDB happens after the render; give it the time a user takes to reach the button.
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'Save preset' }).click();
  const save = page.getByRole('dialog', { name: 'Save preset' });
  await save.getByLabel('Preset name').fill('big');
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/functions/v1/data/presets'),
  );
  await save.getByRole('button', { name: 'Save preset' }).click();
  await expect(page.getByText('Preset saved')).toBeVisible();
  await expect(
    page.getByText(
      'preset "big": left out text: it is 307200 characters long; a preset\'s text is at most 262144.',
    ),
  ).toBeVisible();
  const body = (await posted).postDataJSON() as { inputs: Record<string, unknown> };
  expect(body.inputs).toEqual({ $version: 2, perLine: false, separateNumbers: false });
});
