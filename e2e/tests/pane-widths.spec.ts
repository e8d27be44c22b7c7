// API docs, Diff and the icon grid use the width they are given: at 1280 px the docs and the diff span the tool's
// whole column (not half of it), the icon grid all but the detail column, the mindmap all of it until a node's
// details open beside it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { sidewaysOverflow } from '../overflow';

test.use({ viewport: { width: 1280, height: 900 } });

/** The width of the tool's column: its header (icon, h1, description) spans it. */
async function columnWidth(page: Page): Promise<number> {
  const header = page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });
  return (await header.boundingBox())?.width ?? 0;
}

const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

test.describe('panes use the width they are given', () => {
  test('Diff: the side-by-side table spans the column, the two texts side by side above it', async ({
    page,
  }, testInfo) => {
    await page.goto('/diff');
    await page.getByLabel('Original', { exact: true }).fill('port: 3000\nhost: localhost\n');
    await page.getByLabel('Changed', { exact: true }).fill('port: 8080\nhost: localhost\n');
    await page.getByRole('button', { name: /^Compare/ }).click();
    const table = page.getByRole('table', { name: 'Side by side diff' });
    await expect(table).toBeVisible();
    const column = await columnWidth(page);
    expect(column).toBeGreaterThan(900);
    expect(await widthOf(table)).toBeGreaterThan(column * 0.9);
    const original = await page.getByLabel('Original', { exact: true }).boundingBox();
    const changed = await page.getByLabel('Changed', { exact: true }).boundingBox();
    expect(changed?.y).toBe(original?.y);
    await page.screenshot({ path: testInfo.outputPath('diff-1280.png'), fullPage: true });
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('API docs: the generated docs span the column under the document', async ({ page }, testInfo) => {
    // axe reads the docs' sandboxed frame too, in two themes.
    test.setTimeout(120_000);
    await page.goto('/api-docs');
    await page.getByRole('button', { name: 'Load sample' }).click();
    await page.getByRole('button', { name: /Generate docs/ }).click();
    const frame = page.getByTitle('API docs preview');
    await expect(frame).toBeVisible();
    expect(await widthOf(frame)).toBeGreaterThan((await columnWidth(page)) * 0.9);
    await page.screenshot({ path: testInfo.outputPath('api-docs-1280.png') });
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('Icon Library: the grid takes all but the detail column, so more icons per row', async ({
    page,
  }, testInfo) => {
    await page.goto('/icon-library');
    const grid = page.getByRole('listbox', { name: 'Icons' });
    // The Lucide index (its own file) arrives after the page: a first load on a busy machine takes its time.
    await expect(grid.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    const column = await columnWidth(page);
    const card = page.locator('[data-slot=card]').filter({ has: grid });
    const padding = (await widthOf(card)) - (await widthOf(grid));
    // Half the column (the old layout) held four 88 px icons a row; what the grid gets now holds at least six.
    const perRow = async (width: number) => Math.floor(width / 88);
    expect(await perRow((column - 24) / 2 - padding)).toBe(4);
    expect(await perRow(await widthOf(grid))).toBeGreaterThanOrEqual(6);
    const firstRow = await grid
      .getByRole('option')
      .evaluateAll(
        (options) =>
          options.filter((o) => o.getBoundingClientRect().top === options[0]?.getBoundingClientRect().top)
            .length,
      );
    expect(firstRow).toBeGreaterThanOrEqual(6);
    await page.screenshot({ path: testInfo.outputPath('icons-1280.png') });
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await page.setViewportSize({ width: 390, height: 844 });
    // Just resized: the shell re-renders for the phone width in later tasks (a busy machine ran the check first).
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('icons-phone.png') });
  });

  test("Visual Workspace: the mindmap spans the column until a node's details open beside it; that node stays put", async ({
    page,
  }, testInfo) => {
    // moby/moby's ROADMAP.md (core's fixture, SOURCES.md there): 8 components, wider than the card.
    const roadmap = readFileSync(
      join(import.meta.dirname, '../../core/src/tools/visual-workspace-generator/fixtures/moby-roadmap.md'),
      'utf8',
    );
    await page.goto('/visual-workspace-generator');
    await page.getByLabel('Text').fill(roadmap);
    await page.getByRole('button', { name: /Generate Workspace/ }).press('Enter');
    await expect(page.getByText('8 main components · 4 sub-tasks')).toBeVisible();
    const map = page.getByRole('application', { name: /^Mindmap/ });
    expect(await widthOf(map)).toBeGreaterThan((await columnWidth(page)) * 0.9);
    const node = page.getByRole('button', { name: /^How can I help\?, / });
    // Where the node sits in the map's frame (the click may scroll the page).
    const inMap = async () => {
      const [frame, box] = [await map.boundingBox(), await node.boundingBox()];
      return frame && box && { x: Math.round(box.x - frame.x), y: Math.round(box.y - frame.y) };
    };
    const before = await inMap();
    await node.click();
    await expect(page.getByRole('complementary', { name: 'Node details' })).toContainText('How can I help?');
    expect(await widthOf(map)).toBeLessThan((await columnWidth(page)) * 0.8);
    expect(await inMap()).toEqual(before);
    await page.screenshot({ path: testInfo.outputPath('mindmap-details-1280.png') });
  });
});
