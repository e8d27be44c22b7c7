// One account, two front ends: what the web app saves the CLI pulls and uses, and what the CLI pushes the web app
// shows, through the same stack's data function (the built `toolbox` as a subprocess, signed in with a token made
// on the profile page, as CI would be).

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, expect, test } from '../fixtures';
import { column, deviceFor, generateSample, openFromDashboard, saveToProject } from './account-helpers';
import { cliEnv, ensureBuiltCli, toolbox } from './cli-helpers';

test.beforeAll(ensureBuiltCli);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('the CLI pulls and renders what the web saved, and the web shows what the CLI pushed', async ({
  browser,
  baseURL,
  stack,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(stack, 'cli-web');
  const { context, page } = await deviceFor(browser, baseURL, user);

  // The web saves a workspace project and an OG preset.
  await generateSample(page);
  await saveToProject(page, 'Web plan');
  const webText = await page.getByRole('textbox', { name: 'Text' }).inputValue();
  await page.goto('/og-generator');
  await page.getByLabel('Title', { exact: true }).fill('Brand card from the web');
  await page.getByRole('button', { name: 'Save preset' }).click();
  const save = page.getByRole('dialog', { name: 'Save preset' });
  await save.getByLabel('Preset name').fill('brand');
  await save.getByRole('button', { name: 'Save preset' }).click();
  await expect(page.getByText('Preset saved')).toBeVisible();

  // A CLI token from the profile page signs the CLI in as the same person.
  await page.goto('/profile');
  await page.getByLabel('Token name').fill('e2e account');
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByTestId('new-cli-token').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^tbx_/);
  const env = cliEnv(stack.apiUrl, stack.anonKey, { TOOLBOX_TOKEN: secret });
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-e2e-account-'));

  const pulled = await toolbox(['projects', 'pull', 'Web plan', '-o', 'plan.md'], env, dir);
  expect(pulled.stderr).not.toMatch(/error/i);
  expect(pulled.code).toBe(0);
  expect(readFileSync(join(dir, 'plan.md'), 'utf8')).toBe(webText);

  // The preset renders the web's card: the same pixels as the title given by hand, not the default card's.
  const size = ['--size', '1200x630'];
  const runs = await Promise.all([
    toolbox(['og', '--preset', 'brand', ...size, '-o', 'preset'], env, dir),
    toolbox(['og', '--title', 'Brand card from the web', ...size, '-o', 'by-hand'], env, dir),
    toolbox(['og', ...size, '-o', 'default'], env, dir),
  ]);
  for (const run of runs) expect(run, run.stderr).toMatchObject({ code: 0 });
  const card = (folder: string) => readFileSync(join(dir, folder, 'og-image-1200x630.png'));
  expect([...card('preset').subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(card('preset').equals(card('by-hand'))).toBe(true);
  expect(card('preset').equals(card('default'))).toBe(false);

  // The CLI pushes a plan of its own; the web's dashboard lists it and the workspace shows its cards.
  const cliPlan = '# Ship the release\nStatus: done\n\n# Write the docs\nStatus: in progress\n';
  writeFileSync(join(dir, 'cli-plan.md'), cliPlan);
  const pushed = await toolbox(['projects', 'push', 'cli-plan.md', '--project', 'From the CLI'], env, dir);
  expect(pushed, pushed.stderr).toMatchObject({ code: 0 });
  await openFromDashboard(page, 'From the CLI');
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue(cliPlan);
  await expect(column(page, 'Complete').getByText('Ship the release')).toBeVisible();
  await context.close();
});
