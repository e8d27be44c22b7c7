// The API docs in Chromium (Debian's, with e2e/playwright.config.ts's flags): the HTML export opened from
// file://, and the /api-docs page signed in on the e2e stack with a document uploaded through its file input.
// Times are epoch milliseconds taken in the page (performance.timeOrigin + now), so the page, its preview
// iframe and their long tasks share one clock.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromiumFlags } from '../../support/chromium-flags.mjs';
import { findChromium } from '../../support/ensure-chromium.mjs';
import { signedInSession, storageKeyFor } from './signed-in-session.mjs';

const chromiumArgs = ['--headless', ...chromiumFlags];

/** Search typed as a user types it: this query, one key every 80 ms. */
const QUERY = 'repos/get';

/**
 * Runs in every frame before its scripts: long tasks (over 50 ms) and the first `.op` (an operation of the
 * docs) as they happen, and when a file input changes (the upload).
 */
function recorder() {
  const now = () => performance.timeOrigin + performance.now();
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const t of list.getEntries())
      window.__longTasks.push({ start: performance.timeOrigin + t.startTime, duration: t.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Chromium may run this in a small srcdoc frame only after the frame's own script (the preview's first
  // operations are built as it is parsed): then the first operation is dated now, later than it was shown.
  if (document.querySelector('.op')) window.__firstOp = now();
  else {
    const seen = new MutationObserver(() => {
      if (document.querySelector('.op')) {
        window.__firstOp = now();
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  }
  document.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file') window.__uploadAt = now();
  });
}

async function launch(root) {
  const executablePath = findChromium();
  if (!executablePath) return undefined;
  const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** The longest of the long tasks every frame of the page saw that started in [from, to]. */
async function longestTask(page, from, to = Number.POSITIVE_INFINITY) {
  let longest = 0;
  for (const frame of page.frames()) {
    const tasks = await frame.evaluate(() => window.__longTasks ?? []).catch(() => []);
    for (const t of tasks) if (t.start >= from && t.start <= to) longest = Math.max(longest, t.duration);
  }
  return longest;
}

/** Types the query into a docs search box, waits for its GitHub result, and returns the longest task meanwhile. */
async function typeSearch(page, docs) {
  const from = await page.evaluate(() => performance.timeOrigin + performance.now());
  await docs.getByLabel('Search operations').pressSequentially(QUERY, { delay: 80 });
  await docs
    .getByRole('link', { name: /Get a repository$/ })
    .first()
    .waitFor();
  return longestTask(page, from);
}

/** The export from disk: first operation on screen (from navigation start) and the longest task while searching. */
export async function measureExport(root, html) {
  const browser = await launch(root);
  if (!browser) return { skipped: 'no Chromium (node support/ensure-chromium.mjs --full installs it)' };
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(recorder);
    await page.goto(`file://${html}`);
    await page.waitForSelector('.op');
    const firstOp = await page.evaluate(() => window.__firstOp - performance.timeOrigin);
    await page.waitForTimeout(1000);
    return { firstOp, longest: await typeSearch(page, page) };
  } finally {
    await browser.close();
  }
}

/**
 * /api-docs signed in: `spec` uploaded through the file input, Generate docs clicked as soon as the text is in
 * the editor (a watcher in the page, so the bench's own latency is not counted), then the preview's first
 * operation. Returns that time, the longest main-thread task in the window, the operation count the page
 * reported, and the longest task while the query is typed into the preview's search.
 */
export async function measurePage(root, stack, spec) {
  const browser = await launch(root);
  if (!browser) return { skipped: 'no Chromium (node support/ensure-chromium.mjs --full installs it)' };
  try {
    const session = await signedInSession(stack, 'bench-api-docs');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Only the app's own origin: the preview is a sandboxed iframe whose localStorage throws.
    await context.addInitScript(
      ({ origin, key, value }) => {
        if (location.origin === origin) localStorage.setItem(key, value);
      },
      {
        origin: new URL(stack.webUrl).origin,
        key: storageKeyFor(stack.apiUrl),
        value: JSON.stringify(session),
      },
    );
    await context.addInitScript(recorder);
    const page = await context.newPage();
    await page.goto(`${stack.webUrl}/api-docs`);
    const editor = page.getByLabel('OpenAPI document (JSON or YAML)');
    await editor.waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const area = document.querySelector('textarea[aria-label="OpenAPI document (JSON or YAML)"]');
      const button = [...document.querySelectorAll('button')].find((b) =>
        /Generate docs/.test(b.textContent),
      );
      const poll = () => {
        // A document over the editor limit is shown as a status line instead of in the text box.
        if (
          area?.isConnected ? area.value.length > 0 : document.querySelector('[data-testid="large-document"]')
        ) {
          window.__generateAt = performance.timeOrigin + performance.now();
          button.click();
        } else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    await page.getByRole('tabpanel').locator('input[type="file"]').setInputFiles(spec);
    const done = page.getByText(/\d+ operations documented\./);
    await done.waitFor({ timeout: 120_000 });
    const operations = Number((await done.textContent()).match(/(\d+) operations/)[1]);
    const preview = page.frameLocator('iframe[title="API docs preview"]');
    await preview.locator('.op').first().waitFor({ timeout: 60_000 });
    const frame = page.frames().find((f) => f !== page.mainFrame() && f.url() === 'about:srcdoc');
    const [uploadAt, generateAt] = await page.evaluate(() => [window.__uploadAt, window.__generateAt]);
    const firstOpAt = await frame.evaluate(() => window.__firstOp);
    const loadLongest = await longestTask(page, uploadAt, firstOpAt);
    await page.waitForTimeout(1000);
    return {
      operations,
      firstOp: firstOpAt - uploadAt,
      fromGenerate: firstOpAt - generateAt,
      loadLongest,
      searchLongest: await typeSearch(page, preview),
    };
  } finally {
    await browser.close();
  }
}
