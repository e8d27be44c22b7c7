// Share links for more results (issue 80 item 1) in Chromium against the e2e stack: A shares API docs, a Color &
// Font Pairs palette, a mockup image and a preset; a signed-out browser opens each at /s/<secret>, drawn by the
// owner's own views with nothing that edits, axe-clean in both themes and without sideways scrolling on a phone. The
// shared API docs are built again from the document in the owner's sandboxed preview: the markup a description
// carries runs nowhere. The shared preset's "Use this preset" loads it into the tool for a signed-in reader.

import type { Page } from '@playwright/test';
import { encodePng } from '@toolbox/core/image/png-encode';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { sidewaysOverflow } from '../overflow';
import { shareLink, signedOutPage } from './share-team-helpers';

/** A description meant to run in whatever page shows it. */
const HOSTILE_DOCS = `openapi: 3.0.3
info: {title: Pets, version: "1.2"}
paths:
  /pets:
    get:
      summary: List pets
      description: '<img src=x onerror="top.document.documentElement.dataset.pwned=1"><script>top.document.documentElement.dataset.pwned=2</script>'
      responses: {'200': {description: ok}}
`;

/** A 300x600 green page capture. */
function screenshot(): Buffer {
  const w = 300;
  const h = 600;
  const px = new Uint8Array(w * h * 4);
  for (let i = 0; i < px.length; i += 4) px.set([22, 163, 74, 255], i);
  return Buffer.from(encodePng(px, w, h));
}

/** Read-only, axe-clean in both themes, and no sideways scrolling at 390 px (then back to 1280). */
async function checkReadOnlyPage(page: Page, shot: string) {
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Share link|Generate|Save preset|Download/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`${shot}-1280.png`), fullPage: true });
  expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  await page.setViewportSize({ width: 390, height: 844 });
  // Just resized: the shell re-renders for the phone width in later tasks (a busy machine ran the check first).
  await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${shot}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('share links for results and presets', () => {
  test('API docs, a palette, a mockup and a preset open read-only for a signed-out reader', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/api-docs');
    await page.getByLabel('OpenAPI document (JSON or YAML)').fill(HOSTILE_DOCS);
    await page.getByRole('button', { name: /Generate docs/ }).click();
    await expect(page.getByText('1 operations documented.')).toBeVisible();
    const docsLink = await shareLink(page);

    await page.goto('/color-palette');
    await page.getByLabel('Palette type').selectOption('triadic');
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect(page.getByRole('region', { name: 'Sample page, light' })).toBeVisible();
    const textColour = await page.getByLabel('Text (light)', { exact: true }).inputValue();
    const paletteLink = await shareLink(page);

    await page.goto('/mockup-generator');
    await page.getByLabel('Device frame', { exact: true }).selectOption('ipad-pro');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: screenshot() });
    await page.getByRole('button', { name: /Generate Mockup/ }).click();
    await expect(page.getByRole('img', { name: 'iPad Pro mockup' })).toBeVisible();
    const mockupLink = await shareLink(page);

    await page.goto('/og-generator');
    await page.getByLabel('Title', { exact: true }).fill('Brand card');
    await page.getByRole('button', { name: 'Save preset' }).click();
    const save = page.getByRole('dialog', { name: 'Save preset' });
    await save.getByLabel('Preset name').fill('brand');
    await save.getByRole('button', { name: 'Save preset' }).click();
    await expect(page.getByText('Preset saved')).toBeVisible();
    await page.getByRole('button', { name: 'Load preset' }).click();
    const presets = page.getByRole('dialog', { name: 'Load preset' });
    const presetLink = await shareLink(page, presets.getByRole('button', { name: 'Share link to brand' }));

    const reader = await signedOutPage(browser, baseURL);
    const other = reader.page;
    const dialogs: string[] = [];
    other.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await other.goto(docsLink);
    await expect(other.getByRole('heading', { level: 1, name: 'Pets 1.2' })).toBeVisible();
    await expect(other.getByText('API Docs Generator, shared')).toBeVisible();
    const preview = other.locator('iframe[title="API docs preview"]');
    await expect(preview).toHaveAttribute('sandbox', 'allow-scripts');
    const frame = other.frameLocator('iframe[title="API docs preview"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Pets' })).toBeVisible();
    // The description's markup is shown as the text it is.
    await expect(
      frame.getByText('<script>top.document.documentElement.dataset.pwned=2</script>'),
    ).toBeVisible();
    expect(await other.evaluate(() => document.documentElement.dataset.pwned ?? null)).toBeNull();
    expect(dialogs).toEqual([]);
    await checkReadOnlyPage(other, 'docs');

    await other.goto(paletteLink);
    await expect(other.getByRole('heading', { level: 1, name: /^Triadic palette from #/ })).toBeVisible();
    const sample = other.getByRole('region', { name: 'Sample page, light' });
    await expect(sample).toHaveCSS('color', hexToRgb(textColour));
    await other.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect(other.getByRole('region', { name: 'Sample page, dark' })).toBeVisible();
    await expect(other.getByRole('table', { name: 'WCAG contrast of each pair' })).toBeVisible();
    await expect(other.getByRole('button', { name: /^Fix:/ })).toHaveCount(0);
    await checkReadOnlyPage(other, 'palette');

    await other.goto(mockupLink);
    await expect(other.getByRole('heading', { level: 1, name: 'iPad Pro mockup' })).toBeVisible();
    const image = other.getByRole('img', { name: 'iPad Pro mockup' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
    await checkReadOnlyPage(other, 'mockup');

    await other.goto(presetLink);
    await expect(other.getByRole('heading', { level: 1, name: 'brand', exact: true })).toBeVisible();
    await expect(other.getByText('OG Image Generator preset, shared')).toBeVisible();
    await expect(other.getByText('Brand card', { exact: true })).toBeVisible();
    await checkReadOnlyPage(other, 'preset');
    await other.getByRole('link', { name: 'Sign in to use this preset' }).click();
    await expect(other).toHaveURL(/\/auth$/);
    await reader.context.close();

    // A signed-in reader (the owner here, with other inputs by now) uses the preset.
    await page.goto('/og-generator');
    await page.getByLabel('Title', { exact: true }).fill('Something else');
    await page.goto(presetLink);
    await page.getByRole('button', { name: 'Use this preset' }).click();
    await expect(page).toHaveURL(/\/og-generator$/);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Brand card');
  });
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
