// Web first use (issue 43, item 3) on the production build `npm start` serves (support/web-build.mjs under
// `vite preview`; here the e2e stack's copy on ports 4255/4256): a signed-in user's first visit of each page in
// a fresh browser context (empty HTTP cache, no service worker yet), timed by Chromium itself. Every figure is
// milliseconds from the page's navigation start (the Performance API's `performance.now()` in the page):
//   - the OG preview drawn (its canvas in the page) and how many emoji files it fetched for it;
//   - the icon library searchable (its index built, a search answered: "calendar" typed in the page the frame its
//     search box appears);
//   - every tool page interactive: its heading shown with no page spinner, and the main thread free (the end of
//     the last long task that began before that).
// WEB_FIRST_USE_RUNS=3 keeps the median of three visits per page (default 1); WEB_FIRST_USE_ONLY=og,icons,pages
// measures a part; WEB_FIRST_USE_LOG=1 lists what the OG page fetched; the load average is in each note.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags } from '../support/chromium-flags.mjs';
import { findChromium } from '../support/ensure-chromium.mjs';
import { startE2EStack } from './lib/e2e-stack.mjs';
import { signedInSession, storageKeyFor } from './lib/signed-in-session.mjs';
import { median } from './lib/stats.mjs';

const ports = { api: 4255, web: 4256 };
const budgets = { ogPreview: 1000, iconSearch: 1000, toolPage: 1500 };

/**
 * Runs in the page before its scripts: the session where the app's auth client reads it, a record of long tasks,
 * and the conditions a figure waits for.
 */
function prepare({ key, session }) {
  localStorage.setItem(key, session);
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__longTasks.push(task.startTime + task.duration);
  }).observe({ type: 'longtask', buffered: true });
  window.__ready = {
    // A tool page: its heading, and no page spinner (a status that says "Loading") left in the main area.
    tool: () =>
      document.querySelector('main h1') !== null &&
      ![...document.querySelectorAll('main [role="status"]')].some(
        (status) => status.textContent === 'Loading',
      ),
    // The OG preview: its canvas in the page (drawn with the emoji it shows).
    ogPreview: () =>
      document.querySelector('canvas[role="img"][aria-label^="Open Graph image preview"]') !== null,
    // The icon library: the query typed as soon as the search box is shown, then the first icon found for it.
    iconsFound: (query) => {
      const box = document.querySelector('input[type="search"][placeholder^="Search icons"]');
      if (box && box.dataset.typed !== query) {
        box.dataset.typed = query;
        typeInto(box, query);
      }
      return (
        document
          .querySelector('[role="listbox"][aria-label="Icons"] [role="option"]')
          ?.textContent?.toLowerCase()
          .includes(query) ?? false
      );
    },
  };
  /** Types as a user would, in the page: React reads the native value setter and the input event. */
  function typeInto(input, text) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * In the page, checked every frame: when the condition `name` first holds (ms from navigation start), and when the
 * main thread was free from then on (the end of the last long task that began before it).
 */
async function timeUntil(page, name, arg) {
  const handle = await page.waitForFunction(
    ({ name, arg }) => {
      if (!window.__ready[name](arg)) return false;
      const at = performance.now();
      const busyUntil = Math.max(0, ...window.__longTasks.filter((end) => end <= at + 1000));
      return { at, interactive: Math.max(at, busyUntil) };
    },
    { name, arg },
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

export async function run({ root }) {
  const executablePath = findChromium();
  if (!executablePath)
    return [{ metric: 'web first use', skipped: 'no Chromium (node support/ensure-chromium.mjs --full)' }];
  const runs = Math.max(1, Number(process.env.WEB_FIRST_USE_RUNS ?? 1) || 1);
  const only = process.env.WEB_FIRST_USE_ONLY?.split(',').map((part) => part.trim());
  const wanted = (part) => !only || only.includes(part);
  const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
  const stack = await startE2EStack({ root, apiPort: ports.api, webPort: ports.web });
  const browser = await chromium.launch({ executablePath, args: ['--headless', ...chromiumFlags] });
  try {
    const session = JSON.stringify(await signedInSession(stack, 'first-use'));
    const key = storageKeyFor(stack.apiUrl);
    /** One first visit of `path` in a fresh context: what `measure(page)` returns, and the files it fetched. */
    async function visit(path, measure) {
      const context = await browser.newContext({
        baseURL: stack.webUrl,
        viewport: { width: 1280, height: 800 },
        serviceWorkers: 'block',
      });
      const fetched = [];
      context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await context.addInitScript(prepare, { key, session });
      const page = await context.newPage();
      try {
        await page.goto(path, { waitUntil: 'commit' });
        return { ...(await measure(page)), fetched };
      } catch (error) {
        const shown = await page
          .locator('main')
          .textContent()
          .catch(() => '');
        throw new Error(
          `${path} (at ${page.url()}, showing "${(shown ?? '').slice(0, 120)}"): ${error.message.split('\n')[0]}`,
        );
      } finally {
        await context.close();
      }
    }
    const repeat = async (path, measure) => {
      const visits = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(path, measure));
      return visits;
    };
    const load = () => `load ${loadavg()[0].toFixed(1)}`;
    const rows = [];

    if (wanted('og')) {
      const og = await repeat('/og-generator', (page) => timeUntil(page, 'ogPreview'));
      if (process.env.WEB_FIRST_USE_LOG)
        process.stderr.write(`OG page fetched:\n${og[0]?.fetched.join('\n')}\n`);
      const emojiFiles = median(
        og.map((v) => v.fetched.filter((p) => /\/assets\/twemoji-[^/]+\/[0-9a-f-]+\.svg$/.test(p)).length),
      );
      rows.push({
        metric: 'web first use: OG preview drawn',
        value: median(og.map((v) => v.at)),
        unit: 'ms',
        budget: budgets.ogPreview,
        note: `${emojiFiles} emoji file(s) fetched, ${median(og.map((v) => v.fetched.length))} requests; ${load()}`,
      });
    }

    if (wanted('icons')) {
      // Typed in the page the frame the search box appears: Playwright's fill would add its own round trips.
      const icons = await repeat('/icon-library', (page) => timeUntil(page, 'iconsFound', 'calendar'));
      rows.push({
        metric: 'web first use: icon library searchable',
        value: median(icons.map((v) => v.at)),
        unit: 'ms',
        budget: budgets.iconSearch,
        note: `"calendar" answered; ${load()}`,
      });
    }

    if (wanted('pages')) {
      // The tools as the app lists them (its registry, through the sidebar), from the first visit of the dashboard.
      const [dashboard] = await repeat('/', async (page) => {
        const shown = await timeUntil(page, 'tool');
        const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
        const paths = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
        return { ...shown, paths: paths.filter((path) => path && path !== '/') };
      });
      rows.push({
        metric: 'web first visit interactive: dashboard',
        value: dashboard.interactive,
        unit: 'ms',
        budget: budgets.toolPage,
        note: load(),
      });
      const pages = [];
      for (const path of dashboard.paths) {
        const visits = await repeat(path, (page) => timeUntil(page, 'tool')).catch((error) => error);
        if (visits instanceof Error) {
          rows.push({ metric: `web first visit interactive: ${path.slice(1)}`, error: visits.message });
          continue;
        }
        const row = {
          metric: `web first visit interactive: ${path.slice(1)}`,
          value: median(visits.map((v) => v.interactive)),
          unit: 'ms',
          budget: budgets.toolPage,
          note: `shown at ${median(visits.map((v) => v.at)).toFixed(0)} ms; ${load()}`,
        };
        pages.push(row);
        rows.push(row);
      }
      const worst = pages.reduce((a, b) => (b.value > a.value ? b : a), pages[0]);
      if (worst)
        rows.push({
          metric: 'web first visit interactive: slowest tool page',
          value: worst.value,
          unit: 'ms',
          budget: budgets.toolPage,
          note: `${worst.metric.split(': ')[1]}; ${pages.filter((row) => row.value > budgets.toolPage).length} of ${pages.length} over`,
        });
    }
    return rows;
  } finally {
    await browser.close();
    await stack.stop();
  }
}
