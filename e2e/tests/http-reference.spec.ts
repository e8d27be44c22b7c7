import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('HTTP Status Codes & MIME Types', () => {
  test('422 reads as IANA names it with its RFC section; a file name finds its media type; what matches nothing is named and kept', async ({
    page,
  }) => {
    await page.goto('/http-reference');
    await expect(
      page.getByRole('heading', { level: 1, name: 'HTTP Status Codes & MIME Types' }),
    ).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Status code or words' });
    await code.fill('422');
    const statuses = page.getByRole('table', { name: 'Status codes found' });
    await expect(statuses).toContainText('Unprocessable Content');
    await expect(statuses.getByRole('link', { name: 'RFC 9110, Section 15.5.21' })).toHaveAttribute(
      'href',
      'https://www.rfc-editor.org/rfc/rfc9110#section-15.5.21',
    );
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
    await code.fill('427');
    await expect(page.getByText("427 is unassigned in IANA's HTTP status code registry.")).toBeVisible();
    await expect(code).toHaveValue('427');

    await page.getByRole('tab', { name: 'MIME types' }).click();
    const name = page.getByRole('textbox', { name: 'File name, extension or media type' });
    await name.fill('logo.svg');
    const types = page.getByRole('table', { name: 'Media types found' });
    await expect(types).toContainText('image/svg+xml');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('the palette opens the MIME tab for "mime" and the status tab for "422"', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
    const palette = page.getByRole('dialog', { name: 'Search tools' });
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await page.keyboard.type('mime');
    await expect(palette.getByRole('option').first()).toContainText('HTTP Status Codes & MIME Types');
    await page.keyboard.press('Enter');
    // The page then writes its inputs into the address too (url-state.ts): the tab is the first parameter.
    await expect(page).toHaveURL(/\/http-reference\?tab=mime(&|$)/);
    await expect(page.getByRole('tab', { name: 'MIME types' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await page.keyboard.type('422');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/http-reference\?tab=status(&|$)/);
    await expect(page.getByRole('tab', { name: 'Status codes' })).toHaveAttribute('aria-selected', 'true');
  });
});
