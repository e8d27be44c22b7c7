import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, signedInTest as test } from '../fixtures';

function walk(root: string, prefix = ''): string[] {
  return readdirSync(root).flatMap((name) =>
    statSync(join(root, name)).isDirectory()
      ? walk(join(root, name), `${prefix}${name}/`)
      : [`${prefix}${name}`],
  );
}

/** The file paths the Tree View shows. */
function treePaths(tree: string): string[] {
  const stack: string[] = [];
  const files: string[] = [];
  for (const line of tree.trimEnd().split('\n').slice(1)) {
    const at = line.search(/[├└]── /);
    const name = line.slice(at + 4);
    stack.length = at / 4;
    if (name.endsWith('/')) stack.push(name.slice(0, -1));
    else files.push([...stack, name].join('/'));
  }
  return files.sort();
}

test.describe('Folder Structure Generator', () => {
  test('generates a tree, copies it, downloads the script that builds exactly that tree', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/folder-structure-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Folder Structure Generator' })).toBeVisible();
    await expect(page.getByText('Generate a structure to see the preview.')).toBeVisible();

    await page.getByLabel('Project Name').fill("Tom's $(shop)");
    await page.getByLabel('Framework').selectOption('next');
    await page.getByLabel(/^auth/).check();
    await page.getByLabel(/^api/).check();
    await page.getByLabel('Custom Modules').fill('payment, notification');
    await page.getByRole('button', { name: /Generate Structure/ }).click();
    await expect(page.getByText('Folder structure for Next.js with 4 modules created.')).toBeVisible();
    const tree = page.getByRole('region', { name: 'Tree View' });
    await expect(tree).toContainText('LoginForm.tsx');

    await page.getByRole('button', { name: 'Copy Tree' }).click();
    const copied = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(copied).toBe(await tree.textContent());

    await page.getByRole('tab', { name: 'Commands' }).click();
    await page.getByRole('button', { name: 'Copy Commands' }).click();
    expect(String(await page.evaluate('navigator.clipboard.readText()'))).toContain('set -eu');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Script' }).click();
    const file = await download;
    await expect(page.getByText('Structure script downloaded successfully.')).toBeVisible();
    expect(file.suggestedFilename()).toBe('toms-shop-structure.sh');

    const dir = mkdtempSync(join(tmpdir(), 'e2e-structure-'));
    const run = spawnSync('sh', [(await file.path()) as string], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readdirSync(dir)).toEqual(["Tom's $(shop)"]);
    expect(walk(join(dir, "Tom's $(shop)")).sort()).toEqual(treePaths(copied));

    await page.reload();
    await expect(page.getByLabel('Project Name')).toHaveValue("Tom's $(shop)");
    await expect(page.getByLabel(/^api/)).toBeChecked();
  });
});
