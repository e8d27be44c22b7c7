import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInConfigHome } from '../../cli/test/signed-in-config-home.mjs';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { sidewaysOverflow } from '../overflow';
import { repoRoot } from '../stack';

const toolbox = join(repoRoot, 'cli', 'dist', 'toolbox.js');

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

  test('downloads the project as a zip that unzips to the tree `toolbox structure --apply` writes', async ({
    page,
  }, testInfo) => {
    await page.goto('/folder-structure-generator');
    await page.getByLabel('Project Name').fill("Tom's shop");
    await page.getByLabel('Framework').selectOption('react-vite');
    await page.getByLabel(/^auth/).check();
    await page.getByLabel(/^blog/).check();
    // Hostile module names: slugified into plain folders, nothing climbs out of the project.
    await page.getByLabel('Custom Modules').fill('../../payment, /etc/passwd');
    await page.getByRole('button', { name: /Generate Structure/ }).click();
    await expect(page.getByRole('region', { name: 'Tree View' })).toContainText('LoginForm.tsx');
    await page.screenshot({ path: testInfo.outputPath('structure-desktop.png'), fullPage: true });

    const next = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP' }).click();
    const download = await next;
    expect(download.suggestedFilename()).toBe('toms-shop.zip');
    await expect(page.getByText(/^toms-shop\.zip has \d+ files\.$/)).toBeVisible();

    const dir = mkdtempSync(join(tmpdir(), 'e2e-structure-zip-'));
    const zip = (await download.path()) as string;
    const listed = spawnSync('unzip', ['-Z1', zip], { encoding: 'utf8' });
    expect(listed.status).toBe(0);
    const names = listed.stdout.trim().split('\n');
    expect(names.every((name) => name.startsWith("Tom's shop/") && !name.split('/').includes('..'))).toBe(
      true,
    );
    mkdirSync(join(dir, 'web'));
    const unzipped = spawnSync('unzip', ['-q', zip], { cwd: join(dir, 'web'), encoding: 'utf8' });
    expect(unzipped.stderr).toBe('');
    expect(unzipped.status).toBe(0);

    const cli = spawnSync(
      process.execPath,
      [
        toolbox,
        'structure',
        "Tom's shop",
        '--framework',
        'react-vite',
        '--modules',
        'auth,blog',
        '--custom',
        '../../payment,/etc/passwd',
        '--apply',
        'cli',
      ],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedInConfigHome() },
      },
    );
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(readdirSync(join(dir, 'web'))).toEqual(["Tom's shop"]);
    const fromZip = walk(join(dir, 'web', "Tom's shop")).sort();
    const fromCli = walk(join(dir, 'cli', "Tom's shop")).sort();
    expect(fromZip).toEqual(fromCli);
    expect(fromZip).toContain('src/features/payment/index.ts');
    expect(fromZip).toContain('src/features/etcpasswd/index.ts');
    for (const path of fromCli)
      expect(readFileSync(join(dir, 'web', "Tom's shop", path), 'utf8')).toBe(
        readFileSync(join(dir, 'cli', "Tom's shop", path), 'utf8'),
      );
    expect(
      readdirSync(dir)
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual(['cli', 'web']);

    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
    await page.setViewportSize({ width: 390, height: 844 });
    // Just resized: the shell re-renders for the phone width in later tasks (a busy machine ran the check first).
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('structure-phone.png'), fullPage: true });
  });
});
