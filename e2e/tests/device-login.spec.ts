// `toolbox login` with the CLI in the loop: the built binary runs as a subprocess, the browser approves its code
// through the deep link (signing in first), and the tokens the profile page makes drive TOOLBOX_TOKEN.

import { type ChildProcess, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createUser, expect, test } from '../fixtures';
import { cliEnv, ensureBuiltCli, toolbox, toolboxJs } from './cli-helpers';

test.beforeAll(ensureBuiltCli);

test('the CLI signs in through the browser, and profile tokens work as TOOLBOX_TOKEN until revoked', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  const user = await createUser(stack, 'device');
  const env = cliEnv(stack.apiUrl, stack.anonKey);

  // 1. `toolbox login --no-browser` prints a code and a deep link, then waits.
  const login: ChildProcess = spawn(process.execPath, [toolboxJs, 'login', '--no-browser'], { env });
  let out = '';
  let err = '';
  login.stderr?.on('data', (d) => {
    err += d;
  });
  const exited = new Promise<number | null>((resolve) => login.on('exit', resolve));
  const printed = await new Promise<{ code: string; url: string }>((resolve, reject) => {
    login.stdout?.on('data', (d) => {
      out += d;
      const code = /one-time code: ([A-Z]{4}-[A-Z]{4})/.exec(out)?.[1];
      const url = /Then open (\S+) and approve it\./.exec(out)?.[1];
      if (code && url) resolve({ code, url });
    });
    login.on('exit', () => reject(new Error(`login exited early:\n${out}\n${err}`)));
  });
  expect(printed.url).toBe(`${stack.webUrl}/device?code=${printed.code}`);

  try {
    // 2. The deep link asks for sign-in first, then comes back to the approval page.
    await page.goto(printed.url);
    await expect(page).toHaveURL(/\/auth/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/device\\?code=${printed.code}$`));
    await expect(page.getByText(printed.code, { exact: true })).toBeVisible();
    await expect(page.getByText(/toolbox on /).first()).toBeVisible();
    await expect(
      page.getByText('Only approve a code you just started in your own terminal', { exact: false }),
    ).toBeVisible();

    // 3. Approve: the CLI finishes within one polling interval and stores the token privately.
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Device approved').first()).toBeVisible();
    expect(await exited).toBe(0);
  } finally {
    login.kill();
  }
  expect(out).toContain(`Signed in as ${user.email}`);
  expect(statSync(join(env.XDG_CONFIG_HOME as string, 'toolbox', 'credentials.json')).mode & 0o777).toBe(
    0o600,
  );

  const who = await toolbox(['whoami'], env);
  expect(who.code).toBe(0);
  expect(who.stdout).toContain(user.email);

  // 4. A token created on the profile page works as TOOLBOX_TOKEN.
  await page.goto('/profile');
  await page.getByLabel('Token name').fill('e2e CI');
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByTestId('new-cli-token').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^tbx_/);
  await expect(page.getByRole('cell', { name: 'e2e CI', exact: true })).toBeVisible();
  const ciEnv = cliEnv(stack.apiUrl, stack.anonKey, { TOOLBOX_TOKEN: secret });
  const ci = await toolbox(['whoami'], ciEnv);
  expect(ci.code).toBe(0);
  expect(ci.stdout).toContain(user.email);

  // 5. Revoked on the profile page: the next confirmed run (a fresh CI job, no cached confirmation) exits 3.
  await page.getByRole('button', { name: 'Revoke e2e CI' }).click();
  await page.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('Token revoked').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'e2e CI', exact: true })).toHaveCount(0);
  const refused = await toolbox(['whoami'], cliEnv(stack.apiUrl, stack.anonKey, { TOOLBOX_TOKEN: secret }));
  expect(refused.code).toBe(3);
  expect(refused.stderr).toContain('TOOLBOX_TOKEN was rejected');
});
