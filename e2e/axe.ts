import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type axe from 'axe-core';

/**
 * axe-core's minified build, the same code as `axe.source` (its 1.2 MB unminified build): a page parses it in a
 * third less time (injection and a first run, 255-261 against 357-374 ms of renderer task time, in the headless shell).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules every check runs: WCAG 2.1 A/AA, and label in name (2.5.3), "experimental" in axe so off unless asked. */
const OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Passed and inapplicable rules come back without their nodes: only violations are read.
  resultTypes: ['violations'],
} satisfies axe.RunOptions;

type AxeWindow = Window & { axe: typeof axe };

/**
 * axe-core in `frame`, injected once per document. (@axe-core/playwright's AxeBuilder, used before, sent the whole
 * source on every call and finished every run in a new blank page: 3.4-9.8 s a pass against 0.9-2.3 s for the same
 * pass here, side by side on the shared 2-core machine, with the same violations; a11y.spec.ts checks this helper.)
 */
async function withAxe(frame: Frame): Promise<void> {
  // Colours mid-transition (a theme just switched, a tab just selected) are not the ones a person reads: wait for
  // running CSS transitions to end (animations that loop, such as spinners, are not transitions).
  await frame.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  if (await frame.evaluate(() => typeof (window as unknown as AxeWindow).axe?.runPartial === 'function'))
    return;
  await frame.evaluate(AXE_SOURCE);
}

/**
 * Partial results of `frame` and the frames inside it, in the order axe.finishRun expects (a frame, then its
 * frames depth first; null for a frame that could not be checked). The frame's own run starts before its
 * children's, as AxeBuilder does, so all of them see the same document.
 */
async function partials(frame: Frame, context: unknown, top: boolean): Promise<unknown[]> {
  try {
    await withAxe(frame);
    // Contexts travel as `unknown`: Playwright's serialisable type of axe's context types is too deep for tsc.
    const frameContexts = (await frame.evaluate(
      (ctx) => (window as unknown as AxeWindow).axe.utils.getFrameContexts(ctx as never) as unknown,
      context,
    )) as { frameSelector: unknown; frameContext: unknown }[];
    const own = frame.evaluate(
      ([ctx, options]) => (window as unknown as AxeWindow).axe.runPartial(ctx as never, options),
      [context, OPTIONS] as const,
    );
    own.catch(() => {});
    const children: unknown[] = [];
    for (const { frameSelector, frameContext } of frameContexts) {
      const element = await frame
        .evaluateHandle(
          (selector) => (window as unknown as AxeWindow).axe.utils.shadowSelect(selector as never),
          frameSelector,
        )
        .then((handle) => handle.asElement()?.contentFrame())
        .catch(() => null);
      children.push(...(element ? await partials(element, frameContext, false) : [null]));
    }
    return [await own, ...children];
  } catch (error) {
    if (top) throw error;
    return [null];
  }
}

/**
 * The toasts. A toast fades out on its own timer (5 s), possibly in the middle of a run, and its half-faded title
 * then fails colour contrast: every run leaves them out (waiting for them to go cost 5 s a run), and a11y.spec.ts
 * checks them on their own, held on screen.
 */
export const TOASTS = '[data-sonner-toaster]';

/**
 * axe's WCAG 2.1 A/AA violations of serious or critical impact on the page as it is now, frames included.
 * `exclude` leaves out parts already checked elsewhere (CSS selectors), to keep repeated runs cheap; `only` checks
 * just the parts named (the toasts too, when named).
 */
export async function seriousViolations(
  page: Page,
  { exclude = [] as string[], only = [] as string[] } = {},
) {
  // As AxeBuilder builds it: an empty include is the whole document.
  const context: unknown = { include: only, exclude: only.includes(TOASTS) ? exclude : [...exclude, TOASTS] };
  const main = page.mainFrame();
  let results: axe.AxeResults;
  if (page.frames().length === 1) {
    // No frames: one axe.run in the page.
    await withAxe(main);
    results = await main.evaluate(
      ([ctx, options]) => (window as unknown as AxeWindow).axe.run(ctx as never, options),
      [context, OPTIONS] as const,
    );
  } else {
    // Frames (sandboxed ones too, which axe.run cannot reach): a partial run in each, finished in the page.
    const parts = await partials(main, context, true);
    results = await main.evaluate(
      ([all, options]) => (window as unknown as AxeWindow).axe.finishRun(all as axe.PartialResults, options),
      [parts, OPTIONS] as const,
    );
  }
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
