import { expect, signedInTest as test } from '../fixtures';
import { clipboardText, listValue } from './output-helpers';

test.describe('URL Encoder & Parser', () => {
  test('percent-encoding as a component and as a whole URL equals the browser functions; entities read back; a bad escape refused', async ({
    page,
  }) => {
    await page.goto('/url');
    await expect(page.getByRole('heading', { level: 1, name: 'URL Encoder & Parser' })).toBeVisible();
    const text = page.getByLabel('Text', { exact: true });
    const result = page.getByRole('region', { name: 'Result', exact: true });
    const redirect = 'https://app.example.com/callback?next=/dashboard&lang=fr-CA#café';
    await text.fill(redirect);
    await page.getByRole('button', { name: 'Encode', exact: true }).click();
    await expect(result).toHaveText(encodeURIComponent(redirect));

    await page.getByLabel('Percent-encoding').selectOption('uri');
    const search = 'https://example.com/search?q=café au lait&page=2';
    await text.fill(search);
    await page.getByRole('button', { name: 'Encode', exact: true }).click();
    await expect(result).toHaveText(encodeURI(search));

    // An HTML form posts spaces as +.
    await page.getByLabel('Percent-encoding').selectOption('component');
    await text.fill('caf%C3%A9+au+lait%21');
    await page.getByText('Decode + as a space (HTML form data)').click();
    await page.getByRole('button', { name: 'Decode', exact: true }).click();
    await expect(result).toHaveText('café au lait!');

    const markup = `<a href="/search?q=1&lang=en" title='Tom's'>Tom & Jerry</a>`;
    await text.fill(markup);
    await page.getByRole('button', { name: 'Encode entities' }).click();
    // The decoded text before it has no '&': wait for the entities to replace it.
    await expect(result).toContainText('&');
    const encoded = (await result.textContent()) ?? '';
    expect(encoded).not.toMatch(/[<>"']/);
    // Chromium's own HTML parser reads the entities back to the markup, as text.
    const readBack = await page.evaluate((html) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return { text: holder.textContent, elements: holder.children.length };
    }, encoded);
    expect(readBack).toEqual({ text: markup, elements: 0 });

    // A lone % is refused under the text; the text stays as typed.
    await text.fill('discount=100%');
    await page.getByRole('button', { name: 'Decode', exact: true }).click();
    await expect(text).toHaveAccessibleDescription('at character 13: "%" is not % and two hex digits.');
    await expect(text).toHaveValue('discount=100%');
  });

  test('parse: a PostgREST query in parts, the query table edits the URL, Copy URL', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/url?tab=parse');
    await expect(page.getByRole('tab', { name: 'Parse URL' })).toHaveAttribute('aria-selected', 'true');
    const field = page.getByLabel('URL', { exact: true });
    const typed =
      'https://abcdefghijklmnop.supabase.co:443/rest/v1/todos?select=id,task&is_complete=eq.false&order=inserted_at.desc#top';
    await field.fill(typed);
    const expected = new URL(typed);
    await expect(listValue(page, 'URL parts', 'Host name')).toHaveText(expected.hostname);
    await expect(listValue(page, 'URL parts', 'Path')).toHaveText(expected.pathname);
    await expect(listValue(page, 'URL parts', 'Fragment')).toHaveText('#top');
    await expect(page.getByLabel('Value of parameter 1')).toHaveValue('id,task');

    await page.getByLabel('Value of parameter 2').fill('eq.true');
    await page.getByRole('button', { name: 'Remove parameter order' }).click();
    await page.getByRole('button', { name: 'Add parameter' }).click();
    await page.getByLabel('Name of parameter 3').fill('limit');
    await page.getByLabel('Value of parameter 3').fill('10 & more');
    const edited = new URL(await field.inputValue());
    expect([...edited.searchParams]).toEqual([
      ['select', 'id,task'],
      ['is_complete', 'eq.true'],
      ['limit', '10 & more'],
    ]);
    expect(edited.hash).toBe('#top');
    await page.getByRole('button', { name: 'Copy URL' }).click();
    await expect.poll(() => clipboardText(page)).toBe(edited.href);
  });

  test('parse: a URL without its scheme is named under the field, as typed', async ({ page }) => {
    await page.goto('/url?tab=parse');
    const field = page.getByLabel('URL', { exact: true });
    await field.fill('example.com/docs?page=2');
    await expect(field).toHaveAccessibleDescription(
      '"example.com/docs?page=2" is not an absolute URL. Did you mean https://example.com/docs?page=2?',
    );
    await expect(field).toHaveValue('example.com/docs?page=2');
  });
});
