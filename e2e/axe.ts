import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's WCAG 2.1 A/AA violations of serious or critical impact on the page as it is now.
 * `exclude` leaves out parts already checked elsewhere (CSS selectors), to keep repeated runs cheap.
 */
export async function seriousViolations(page: Page, { exclude = [] as string[] } = {}) {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Label in name (WCAG 2.5.3) is still "experimental" in axe, so off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The sidebar and top bar are the same on every page; a11y.spec.ts and the shell test check them. */
export const SHELL = ['[aria-label="Sidebar"]', 'header'];

/**
 * axe on a tool page as it is (the shell left out), in the light theme and then the dark one: the theme is switched
 * in place with the top bar's toggle, so whatever the test did to the page is checked in both, then switched back.
 */
export async function violationsInBothThemes(page: Page, { exclude = [] as string[] } = {}) {
  const options = { exclude: [...SHELL, ...exclude] };
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  // At rest: axe would judge a hovered button's tint, not its resting colours.
  await page.mouse.move(0, 0);
  const light = await seriousViolations(page, options);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.mouse.move(0, 0);
  const dark = await seriousViolations(page, options);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).not.toHaveClass(/dark/);
  return { light, dark };
}

/** What violationsInBothThemes returns for a page without serious or critical violations. */
export const NO_VIOLATIONS = { light: [], dark: [] };
