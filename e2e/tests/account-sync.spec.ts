import { findTool } from '@toolbox/core/registry';
import { createUser, expect, test } from '../fixtures';
import { column, deviceFor, generateSample, openFromDashboard, saveToProject } from './account-helpers';

// Signed in, the user's work lives in their account: every test has a user of its own, and opens its browsers
// (contexts: devices; pages of one context: tabs) as that user against the real stack's data function.

test.describe('account data in every browser', () => {
  test('a workspace and a preset built in one browser are there in another as the same user', async ({
    browser,
    baseURL,
    stack,
  }) => {
    const user = await createUser(stack, 'sync');
    const one = await deviceFor(browser, baseURL, user);
    await generateSample(one.page);
    await saveToProject(one.page, 'Launch plan');

    await one.page.goto('/og-generator');
    await one.page.getByLabel('Title', { exact: true }).fill('Brand card');
    await one.page.getByRole('button', { name: 'Save preset' }).click();
    const save = one.page.getByRole('dialog', { name: 'Save preset' });
    await save.getByLabel('Preset name').fill('brand');
    await save.getByRole('button', { name: 'Save preset' }).click();
    await expect(one.page.getByText('Preset saved')).toBeVisible();
    const og = findTool('og-generator')?.title ?? '';
    await one.page.getByRole('button', { name: `Add ${og} to favourites` }).click();
    await expect(one.page.getByRole('button', { name: `Remove ${og} from favourites` })).toBeVisible();

    const two = await deviceFor(browser, baseURL, user, { width: 390, height: 844 });
    const projects = two.page.getByRole('region', { name: 'Your projects' });
    await expect(projects.getByRole('link', { name: 'Launch plan' })).toBeVisible();
    await expect(two.page.getByRole('region', { name: 'Favourites' }).getByRole('link')).toHaveText([og]);
    await two.page.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
    await openFromDashboard(two.page, 'Launch plan');
    await expect(column(two.page, 'Complete').getByText('Authentication Hardening')).toBeVisible();
    await expect(two.page.getByRole('textbox', { name: 'Text' })).toHaveValue(/Landing Page/);
    await two.page.screenshot({ path: test.info().outputPath('workspace-390.png'), fullPage: true });

    await two.page.goto('/og-generator');
    await expect(two.page.getByLabel('Title', { exact: true })).not.toHaveValue('Brand card');
    await two.page.getByRole('button', { name: 'Load preset' }).click();
    await two.page
      .getByRole('dialog', { name: 'Load preset' })
      .getByRole('button', { name: 'Load brand' })
      .click();
    await expect(two.page.getByLabel('Title', { exact: true })).toHaveValue('Brand card');
    await one.context.close();
    await two.context.close();
  });

  test('a card dragged in one tab moves in the other tab without a reload', async ({
    browser,
    baseURL,
    stack,
  }) => {
    const user = await createUser(stack, 'tabs');
    const { context, page } = await deviceFor(browser, baseURL, user);
    await generateSample(page);
    await saveToProject(page, 'Tabs');
    const other = await context.newPage();
    await other.goto('/visual-workspace-generator');
    await expect(other.getByLabel('Project', { exact: true })).toHaveValue(/.+/);
    await other.getByRole('tab', { name: 'Kanban' }).click();
    await expect(column(other, 'Not Started').getByText('CLI Distribution')).toBeVisible();

    await page.bringToFront();
    await page.getByRole('tab', { name: 'Kanban' }).click();
    // Dragged with the mouse: pressed on the card, moved over the Complete column in steps, released there.
    const card = page.getByRole('listitem', { name: /^CLI Distribution\./ });
    await card.scrollIntoViewIfNeeded();
    const from = await card.boundingBox();
    const to = await column(page, 'Complete').boundingBox();
    if (!from || !to) throw new Error('the card or the Complete column is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    // Across at the card's height: the columns of a row are as tall as the tallest.
    await page.mouse.move(to.x + to.width / 2, from.y + 12, { steps: 12 });
    await expect(column(page, 'Complete')).toHaveClass(/ring-2/);
    await page.mouse.up();
    await expect(column(page, 'Complete').getByText('CLI Distribution')).toBeVisible();
    await expect(column(other, 'Complete').getByText('CLI Distribution')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('kanban-1280.png'), fullPage: true });

    // A sub-task ticked in the other tab: its row is written and this tab shows the tick.
    await other.bringToFront();
    const wireframes = other.getByRole('checkbox', { name: 'Wireframes' });
    const ticked = await wireframes.isChecked();
    await wireframes.click();
    await expect(page.getByRole('checkbox', { name: 'Wireframes' })).toBeChecked({ checked: !ticked });
    await context.close();
  });

  test('the same project edited offline in two browsers: the choice appears and nothing is lost', async ({
    browser,
    baseURL,
    stack,
  }) => {
    const user = await createUser(stack, 'offline');
    const one = await deviceFor(browser, baseURL, user);
    await generateSample(one.page);
    await saveToProject(one.page, 'Shared roadmap');
    const two = await deviceFor(browser, baseURL, user);
    await openFromDashboard(two.page, 'Shared roadmap');
    await one.page.bringToFront();

    const text = (page: typeof one.page) => page.getByRole('textbox', { name: 'Text' });
    for (const [device, line] of [
      [one, '# Written on the laptop'],
      [two, '# Written on the phone'],
    ] as const) {
      await device.context.setOffline(true);
      await text(device.page).fill(`${line}\n`);
      await expect(device.page.getByText('Offline: saved in this browser, synced when back')).toBeVisible();
    }

    await one.context.setOffline(false);
    await expect(one.page.getByRole('button', { name: 'Saved' })).toBeVisible();
    await two.context.setOffline(false);
    const choice = two.page.getByRole('dialog', { name: 'Changed somewhere else too' });
    await expect(choice).toBeVisible();
    await two.page.screenshot({ path: test.info().outputPath('conflict-1280.png') });
    await choice.getByRole('button', { name: 'Keep both' }).click();
    await expect(choice).toBeHidden();

    // Theirs is the project now; mine is its copy beside it.
    await expect(text(two.page)).toHaveValue('# Written on the laptop\n');
    await two.page.getByLabel('Project', { exact: true }).selectOption({ label: 'Shared roadmap (my copy)' });
    await expect(text(two.page)).toHaveValue('# Written on the phone\n');
    await one.page.reload();
    await expect(text(one.page)).toHaveValue('# Written on the laptop\n');
    await one.context.close();
    await two.context.close();
  });

  test('a public project opens read-only from its link, for someone not signed in', async ({
    browser,
    baseURL,
    stack,
  }) => {
    const user = await createUser(stack, 'public');
    const owner = await deviceFor(browser, baseURL, user);
    await generateSample(owner.page);
    await saveToProject(owner.page, 'Open roadmap');
    // The box follows the project's visibility, so it turns once the API has answered.
    const share = owner.page.getByLabel('Anyone with the link can view (read-only)');
    await share.click();
    await expect(share).toBeChecked();
    await expect(owner.page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const id = await owner.page.getByLabel('Project', { exact: true }).inputValue();

    const visitor = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await visitor.newPage();
    await page.goto(`/p/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Open roadmap' })).toBeVisible();
    await expect(page.getByText('Read-only')).toBeVisible();
    await expect(column(page, 'Complete').getByText('Authentication Hardening')).toBeVisible();
    await expect(page.getByRole('button', { name: /Add card/i })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('public-390.png'), fullPage: true });

    // Private again: the link shows nothing.
    await share.click();
    await expect(share).not.toBeChecked();
    await expect(owner.page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await owner.context.close();
    await visitor.close();
  });
});
