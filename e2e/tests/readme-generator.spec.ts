import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

const MANIFESTS = new URL('./fixtures/package-json/', import.meta.url);

async function generate(page: Page) {
  await page.getByLabel('Template').selectOption('react');
  await page
    .getByRole('textbox', { name: 'Project Name' })
    .fill('Rocket <img src=x onerror="window.pwned=1">');
  await page.getByRole('textbox', { name: 'Repository' }).fill('acme/rocket');
  await page.getByRole('checkbox', { name: 'GitHub Stars' }).check();
  await page.getByLabel('Badge Style').selectOption('flat-square');
  await page.getByRole('button', { name: /Generate README/ }).click();
  await expect(page.getByText('Your README file has been generated successfully.')).toBeVisible();
}

test.describe('README Generator', () => {
  test('generates, previews, copies and downloads README.md', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/readme-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'README Generator' })).toBeVisible();
    await expect(page.getByText('Fill in your project details and generate a README.')).toBeVisible();
    await generate(page);

    const raw = page.getByRole('region', { name: 'README source' });
    await expect(raw).toContainText('## Available Scripts');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'README preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
      'Rocket <img src=x onerror="window.pwned=1">',
    );
    await expect(preview.getByRole('img', { name: 'GitHub Stars' })).toHaveAttribute(
      'src',
      'https://img.shields.io/github/stars/acme/rocket?style=flat-square',
    );
    expect(await page.evaluate('window.pwned')).toBeUndefined();

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    const copied = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(copied.split('\n')[0]).toBe('# Rocket \\<img src=x onerror="window.pwned=1"\\>');

    const pending = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await pending;
    expect(download.suggestedFilename()).toBe('README.md');
    expect(await readFile((await download.path()) as string, 'utf8')).toBe(copied);
    await expect(page.getByText('README.md file has been downloaded.')).toBeVisible();
  });

  test('a dropped package.json fills the form, the sections reorder, and the preview follows; axe in both themes', async ({
    page,
  }) => {
    await page.goto('/readme-generator');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const imported = page.getByRole('status', { name: 'package.json import' });

    // Dropped on the dashed area, as from a file manager: auth0/node-jsonwebtoken's manifest.
    const jsonwebtoken = await readFile(new URL('jsonwebtoken.package.json', MANIFESTS), 'utf8');
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'package.json', { type: 'application/json' }));
      return transfer;
    }, jsonwebtoken);
    await page.getByRole('button', { name: /Open package\.json/ }).dispatchEvent('drop', { dataTransfer });
    await expect(imported).toHaveText('Filled from package.json, with its scripts: lint, coverage, test.');
    await expect(field('Project Name')).toHaveValue('jsonwebtoken');
    await expect(field('Description')).toHaveValue(
      'JSON Web Token implementation (symmetric and asymmetric)',
    );
    await expect(field('License')).toHaveValue('MIT');
    await expect(field('Version')).toHaveValue('9.0.2');
    await expect(field('Author')).toHaveValue('auth0');
    await expect(field('Repository')).toHaveValue('auth0/node-jsonwebtoken');

    // Opened with the file chooser: semantic-release's, whose author has an address and whose bin is a command.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Open package\.json/ }).click();
    await (await chooser).setFiles(new URL('semantic-release.package.json', MANIFESTS).pathname);
    await expect(imported).toContainText(
      'Filled from semantic-release.package.json, with its scripts: lint:prettier,',
    );
    await expect(field('Project Name')).toHaveValue('semantic-release');
    await expect(field('Author')).toHaveValue('Stephan Bönnemann');
    await expect(field('Repository')).toHaveValue('semantic-release/semantic-release');
    await page.getByRole('checkbox', { name: 'GitHub Stars' }).check();

    // Usage moved above Installation with the keyboard, and the preview's headings follow.
    const sections = () =>
      page
        .getByRole('list', { name: 'README sections' })
        .getByRole('checkbox')
        .evaluateAll((boxes) =>
          boxes.map((box) => box.closest('label')?.textContent?.replace('Section ', '')),
        );
    const before = await sections();
    expect(before.indexOf('Usage')).toBe(before.indexOf('Installation') + 1);
    await page.getByRole('button', { name: 'Move Usage up' }).focus();
    await page.keyboard.press('Enter');
    const after = [...before];
    after.splice(before.indexOf('Installation'), 2, 'Usage', 'Installation');
    await expect.poll(sections).toEqual(after);
    await page.getByRole('button', { name: /Generate README/ }).click();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'README preview' });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('semantic-release');
    const headings = await preview.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Usage')).toBeGreaterThan(-1);
    expect(headings.indexOf('Usage')).toBeLessThan(headings.indexOf('Installation'));
    await expect(preview.getByRole('img', { name: 'GitHub Stars' })).toHaveAttribute(
      'src',
      'https://img.shields.io/github/stars/semantic-release/semantic-release?style=flat',
    );
    await expect(preview).toContainText('npm run test:unit');

    // Text that is no manifest: the reason on the field, the form and the paste as they were.
    const paste = field('Or paste package.json');
    await paste.fill('{"compilerOptions": {"strict": true}}');
    await page.getByRole('button', { name: 'Import pasted package.json' }).click();
    await expect(paste).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This JSON is not a package.json')).toBeVisible();
    await expect(imported).toHaveText('Nothing imported; the form is as it was.');
    await expect(field('Project Name')).toHaveValue('semantic-release');
    await expect(paste).toHaveValue('{"compilerOptions": {"strict": true}}');

    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
  test('an imported package.json’s scripts survive a reload; a custom section is added, moved and written; axe in both themes', async ({
    page,
  }) => {
    await page.goto('/readme-generator');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const raw = page.getByRole('region', { name: 'README source' });
    const generate = async () => {
      await page.getByRole('button', { name: /Generate README/ }).click();
      await expect(raw).toBeVisible();
    };

    await field('Or paste package.json').fill(
      await readFile(new URL('jsonwebtoken.package.json', MANIFESTS), 'utf8'),
    );
    await page.getByRole('button', { name: 'Import pasted package.json' }).click();
    await expect(field('Project Name')).toHaveValue('jsonwebtoken');
    await page.reload();
    await expect(field('Project Name')).toHaveValue('jsonwebtoken');
    await generate();
    await expect(raw).toContainText('| `npm run coverage` | `nyc mocha --use_strict` |');

    await page.getByRole('button', { name: 'Add Section' }).click();
    await field('Custom section 1 title').fill('Security');
    await field('Custom section 1 body (Markdown)').fill(
      'Report vulnerabilities to **security@auth0.com**, not in public issues.',
    );
    await page.getByRole('button', { name: 'Move Security up' }).click();
    await page.reload();
    await expect(field('Custom section 1 title')).toHaveValue('Security');
    await generate();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'README preview' });
    await expect(preview.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
    const headings = await preview.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(-3)).toEqual(['License', 'Security', 'Author']);
    await expect(preview.locator('strong', { hasText: 'security@auth0.com' })).toBeVisible();
    await expect(preview).toContainText('npm run coverage');

    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
