import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signIn, type TestUser } from '../fixtures';

/** A browser of its own (another device), signed in as `user`, at the dashboard. */
export async function deviceFor(
  browser: Browser,
  baseURL: string | undefined,
  user: TestUser,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
  return { context, page };
}

export const column = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });

/** The sample plan, generated on the Visual Workspace page. */
export async function generateSample(page: Page) {
  await page.goto('/visual-workspace-generator');
  await page.getByRole('button', { name: 'Load Sample Data' }).click();
  // The "Sample data loaded!" toast slides in over Generate Workspace at 1280 × 800: a click begun on the button
  // could end on the toast (Playwright checks only where the press lands). Pressed from the keyboard instead.
  const generate = page.getByRole('button', { name: /Generate Workspace/ });
  await expect(generate).toBeEnabled();
  await generate.press('Enter');
  await expect(page.getByText('Workspace generated successfully!')).toBeVisible();
}

/** "Save to a project" with `name`: the page is then kept in that project. */
export async function saveToProject(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save to a project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to a new project' });
  await dialog.getByLabel('Project name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Project saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
}

/** Opens `name` from the dashboard's "Your projects", on the Visual Workspace's Kanban tab. */
export async function openFromDashboard(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('region', { name: 'Your projects' }).getByRole('link', { name }).click();
  await expect(page.getByLabel('Project', { exact: true })).toHaveValue(/.+/);
  await page.getByRole('tab', { name: 'Kanban' }).click();
}
