import { readFile } from 'node:fs/promises';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test.describe('Changelog Generator', () => {
  test('generates Markdown and JSON, copies and downloads them', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/changelog-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog Generator' })).toBeVisible();
    await expect(
      page.getByText('Configure your project and add changes to generate a changelog.'),
    ).toBeVisible();
    await expect(page.getByLabel('Project Name')).toHaveValue('My Project');
    await expect(page.getByLabel('Current Version')).toHaveValue('1.0.0');
    await expect(page.getByLabel('Version Bump Type')).toHaveValue('minor');
    await expect(page.getByRole('button', { name: /Remove entry/ })).toHaveCount(0);

    await page.getByLabel('Change entry 1').fill('Added dark mode');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await expect(page.getByRole('button', { name: /Remove entry/ })).toHaveCount(2);
    await page.getByLabel('Change entry 2').fill('Fixed crash on save');
    await page.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByLabel('Change entry 3').fill('to be removed');
    await page.getByRole('button', { name: 'Remove entry 3' }).click();
    await page.getByLabel('Version Bump Type').selectOption('major');
    await page.reload();
    await expect(page.getByLabel('Change entry 2')).toHaveValue('Fixed crash on save');
    await expect(page.getByLabel('Version Bump Type')).toHaveValue('major');
    await page.getByRole('button', { name: /Generate Changelog/ }).click();
    await expect(page.getByText('Changelog Generated!')).toBeVisible();

    const markdown = page.getByRole('region', { name: 'Keep a Changelog Format' });
    await expect(markdown).toContainText(`## [2.0.0] - ${today()}`);
    await expect(markdown).toContainText('### Added');
    await expect(markdown).toContainText('- Fixed crash on save');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Markdown changelog copied to clipboard.')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toContain('# Changelog\n');

    const mdDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const md = await mdDownload;
    expect(md.suggestedFilename()).toBe('CHANGELOG.md');
    const mdText = await readFile((await md.path()) as string, 'utf8');
    expect(mdText).toContain(
      `## [2.0.0] - ${today()}\n\n### Added\n\n- Added dark mode\n\n### Fixed\n\n- Fixed crash on save\n`,
    );
    await expect(page.getByText('Changelog downloaded as MD.')).toBeVisible();

    await page.getByRole('tab', { name: 'JSON' }).click();
    const jsonDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const json = await jsonDownload;
    expect(json.suggestedFilename()).toBe('CHANGELOG.json');
    expect(JSON.parse(await readFile((await json.path()) as string, 'utf8'))).toEqual({
      version: '2.0.0',
      date: today(),
      type: 'major',
      changes: { added: ['Added dark mode'], fixed: ['Fixed crash on save'] },
    });
    await expect(page.getByText('Changelog downloaded as JSON.')).toBeVisible();
  });

  // Issue 82 (7): test(…), docs(…) and `go.mod: …` entries all landed under Changed.
  test("groups entries as git-cliff's default does, scopes shown, and names what it left out", async ({
    page,
  }) => {
    await page.goto('/changelog-generator');
    const entries = [
      'test(fixture): add test fixture for skipped contributors (#1481)',
      'docs(travis): recommend to use the `deploy` step instead of `script`',
      'go.mod: remove exclude rules',
      'ci: notify Slack on beta and stable CLI releases (#5389)',
      'chore(deps): bump fumadocs-mdx from 15.0.8 to 15.0.9 in the npm-major group (#5364)',
    ];
    for (const [index, entry] of entries.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add Entry' }).click();
      await page.getByLabel(`Change entry ${index + 1}`).fill(entry);
    }
    await page.getByRole('button', { name: /Generate Changelog/ }).click();
    const markdown = page.getByRole('region', { name: 'Keep a Changelog Format' });
    await expect(markdown).toContainText(
      '### Documentation\n\n- **travis:** recommend to use the `deploy` step instead of `script`\n\n### Testing\n\n- **fixture:** add test fixture for skipped contributors (#1481)\n\n### Miscellaneous Tasks\n\n- notify Slack on beta and stable CLI releases (#5389)\n\n### Other\n\n- go.mod: remove exclude rules',
    );
    await expect(markdown).not.toContainText('### Changed');
    await expect(markdown).not.toContainText('fumadocs');
    await expect(page.getByTestId('changelog-skipped')).toContainText(
      "1 entry left out, as git-cliff's default config leaves them out",
    );
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('refuses to generate without entries', async ({ page }) => {
    await page.goto('/changelog-generator');
    await page.getByRole('button', { name: /Generate Changelog/ }).click();
    await expect(page.getByText('Please add at least one change entry.')).toBeVisible();
    await expect(
      page.getByText('Configure your project and add changes to generate a changelog.'),
    ).toBeVisible();
  });

  test('plans the release of a pasted git log', async ({ page }) => {
    await page.goto('/changelog-generator');
    await page
      .getByLabel('Git Log')
      .fill('abc1234 (HEAD -> main) feat: search\ndef5678 (tag: v1.4.0) chore(release): 1.4.0\n');
    const table = page.getByRole('table', { name: 'Release plan' });
    await expect(table.getByRole('row').nth(1)).toHaveText(/package\s*1\.4\.0\s*1\.5\.0\s*minor: 1 feat/);
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
