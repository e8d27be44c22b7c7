import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { type E2EStack, readStack } from './stack';

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Creates a confirmed user through the stack's real sign-up endpoint (no UI), for tests about other pages. */
export async function createUser(stack: E2EStack, prefix = 'user'): Promise<TestUser> {
  const user = {
    email: uniqueEmail(prefix),
    password: `pw-${randomBytes(6).toString('hex')}`,
    fullName: 'Test User',
  };
  const response = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, data: { full_name: user.fullName } }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return user;
}

/** Signs in through the real /auth page, the way a person does. */
export async function signIn(page: Page, user: TestUser, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** The page's signed-in session's access token: a Supabase-style JWT the e2e stack signed with its secret. */
export function sessionAccessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token: string }).access_token;
  });
}

interface Fixtures {
  stack: E2EStack;
  /**
   * The worker's signed-in user (see `account`), its session on `page`, at the dashboard. Tool data lives in the
   * browser (localStorage, per context), so a test never sees another test's inputs: each starts from the session.
   */
  user: TestUser;
}

interface WorkerFixtures {
  /**
   * One user per worker, signed in through the real /auth form once; its browser state (the session under the
   * app's key) is given to each test that asks for it, so tests pay for pages, not for sign-ups and logins
   * (bcrypt in the stack each time). auth.spec.ts, password-recovery.spec.ts and the like create their own users.
   */
  account: { user: TestUser; state: string };
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  stack: async ({}, use) => {
    await use(readStack());
  },
  account: [
    async ({ browser }, use, workerInfo) => {
      const user = await createUser(readStack(), 'session');
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        serviceWorkers: workerInfo.project.use.serviceWorkers,
      });
      const page = await context.newPage();
      await signIn(page, user);
      const state = `${workerInfo.project.outputDir}/session-${workerInfo.workerIndex}.json`;
      await context.storageState({ path: state });
      await context.close();
      await use({ user, state });
    },
    { scope: 'worker' },
  ],
  user: async ({ account, context, page, stack }, use) => {
    await context.setStorageState(account.state);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
    await use(account.user);
    await expectSessionKept(account.state, stack);
  },
});

/**
 * The worker's session in every page of the test from the start, no page loaded: for tests that open their own
 * page (a tool's route) and need nothing of the user.
 */
export const signedInTest = test.extend<{ sessionKept: undefined }>({
  storageState: ({ account }, use) => use(account.state),
  sessionKept: [
    async ({ account, stack }, use) => {
      await use(undefined);
      await expectSessionKept(account.state, stack);
    },
    { auto: true },
  ],
});

/**
 * Run when a test with the worker's session ends: one that signs out of it fails itself, instead of a later test of
 * the same worker meeting 401s on load.
 */
async function expectSessionKept(state: string, stack: E2EStack): Promise<void> {
  const stored = JSON.parse(readFileSync(state, 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const item = stored.origins
    .flatMap((origin) => origin.localStorage)
    .find((i) => i.name.endsWith('-auth-token'));
  const { access_token } = JSON.parse(item?.value ?? '{}') as { access_token?: string };
  const response = await fetch(`${stack.apiUrl}/auth/v1/user`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${access_token}` },
  });
  if (!response.ok)
    throw new Error(
      `the worker's shared session ended in this test (${response.status}): give it its own user`,
    );
}

export { expect };
