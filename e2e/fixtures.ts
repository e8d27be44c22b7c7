import { randomBytes } from 'node:crypto';
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

/**
 * Signs `user` in on `page` without the form (auth.spec.ts signs in through it): the stack's password grant, its
 * session stored under the app's key (supabase-js's `sb-<host>-auth-token`), then the dashboard loaded with it.
 */
export async function signInWithSession(page: Page, stack: E2EStack, user: TestUser): Promise<void> {
  const response = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const session = await response.text();
  const key = `sb-${new URL(stack.apiUrl).hostname.split('.')[0]}-auth-token`;
  // Any page of the app's origin gives its localStorage; the icon is the lightest.
  await page.goto('/favicon.svg');
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, session] as const);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
}

interface Fixtures {
  stack: E2EStack;
  /** A fresh confirmed user, signed in on `page`, at the dashboard. */
  user: TestUser;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  stack: async ({}, use) => {
    await use(readStack());
  },
  user: async ({ page, stack }, use) => {
    const user = await createUser(stack);
    await signInWithSession(page, stack, user);
    await use(user);
  },
});

/**
 * One sign-in per worker, its session handed to every test's fresh context: for tests that need a signed-in page
 * but nothing of the user (accessibility checks, the registry walk), so they pay for pages, not logins.
 * Each test still starts from the stored session alone: what one test keeps in localStorage never reaches another.
 */
export const signedInTest = test.extend<object, { session: string }>({
  session: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signIn(page, await createUser(readStack(), 'session'));
      const path = `${workerInfo.project.outputDir}/session-${workerInfo.workerIndex}.json`;
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: ({ session }, use) => use(session),
});

export { expect };
