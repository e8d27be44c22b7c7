import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Escape & Unescape', () => {
  test('escapes for SQL as typed, reads the literal back, and names a bad one without losing it', async ({
    page,
  }) => {
    await page.goto('/escape');
    await expect(page.getByRole('heading', { level: 1, name: 'Escape & Unescape' })).toBeVisible();
    await page.getByLabel('Language').selectOption('sql');
    await page.getByRole('textbox', { name: 'Text to escape' }).fill("O'Reilly");
    const result = page.getByLabel('Result', { exact: true });
    await expect(result).toContainText("'O''Reilly'");
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await page.getByRole('button', { name: 'Use as input' }).click();
    const escaped = page.getByRole('textbox', { name: 'Escaped text' });
    await expect(escaped).toHaveValue("'O''Reilly'");
    await expect(result).toContainText("O'Reilly");

    await escaped.fill("'it's'");
    await expect(page.getByText(/^A SQL string literal is text between single quotes/)).toBeVisible();
    await expect(escaped).toHaveValue("'it's'");
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
