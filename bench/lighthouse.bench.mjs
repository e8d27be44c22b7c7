// Lighthouse on the built app (issue #15): the dashboard and four tool pages, desktop and mobile presets, signed
// in. The e2e stack (emulator in memory + `vite build` + `vite preview`) is started by e2e/global-setup.ts on
// ports 4251/4252. Sign-in: a user is created through the stack's sign-up endpoint, a password grant gives its
// session, and the session is written into localStorage (the key the app's auth client reads) with
// puppeteer-core before Lighthouse navigates the same page with storage reset off, so every audit measures the
// tool page itself rather than the /auth redirect (a run that ends on /auth is reported as an error).
// The CPU here is shared, so one run is noisy: LIGHTHOUSE_RUNS=3 keeps Lighthouse's median run per page and preset.
// LIGHTHOUSE_PAGES=dashboard,"og image" and LIGHTHOUSE_PRESETS=mobile measure a part.
// Lighthouse 12.x runs on Node 20; Chromium is Debian's (/usr/bin/chromium or CHROMIUM_PATH).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromiumFlags } from '../support/chromium-flags.mjs';
import { findChromium } from '../support/ensure-chromium.mjs';
import { startE2EStack } from './lib/e2e-stack.mjs';
import {
  formatLighthouseTable,
  itTools,
  missesOf,
  performanceTarget,
  targets,
} from './lib/lighthouse-table.mjs';
import { signedInSession, storageKeyFor } from './lib/signed-in-session.mjs';

const ports = { api: 4251, web: 4252 };

export const pages = [
  { page: 'sign-in', path: '/auth', signedOut: true },
  { page: 'dashboard', path: '/' },
  { page: 'OG image', path: '/og-generator' },
  { page: 'Markdown to PDF', path: '/markdown-pdf' },
  { page: 'API docs', path: '/api-docs' },
  { page: 'Visual workspace', path: '/visual-workspace-generator' },
];

const chromiumArgs = ['--headless=new', ...chromiumFlags];

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    failingAudits: failing,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

export async function measureAll({ root, log = (line) => process.stderr.write(`${line}\n`) }) {
  const chromium = findChromium();
  if (!chromium) return { skipped: 'no Chromium (run node support/ensure-chromium.mjs --full)' };
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const puppeteer = await import('puppeteer-core');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim().toLowerCase());
  const presets = process.env.LIGHTHOUSE_PRESETS?.split(',') ?? ['desktop', 'mobile'];
  const stack = await startE2EStack({ root, apiPort: ports.api, webPort: ports.web });
  const results = [];
  const reports = [];
  try {
    const session = await signedInSession(stack, 'lighthouse');
    const storageKey = storageKeyFor(stack.apiUrl);
    /** One Lighthouse run in a fresh Chromium whose localStorage already holds the session. */
    const audit = async (url, preset, signedOut = false) => {
      const browser = await puppeteer.launch({
        executablePath: chromium,
        args: chromiumArgs,
        headless: true,
      });
      try {
        const page = await browser.newPage();
        await page.goto(`${stack.webUrl}/auth`, { waitUntil: 'load' });
        // The sign-in page is measured as a visitor sees it: no session.
        if (!signedOut)
          await page.evaluate(
            (key, value) => localStorage.setItem(key, value),
            storageKey,
            JSON.stringify(session),
          );
        // A signed-in user's service worker has finished precaching by the time they open a tool; measured while
        // it still downloads every chunk, the load competes with it (dashboard mobile LCP 1.6 s instead of 0.5 s).
        const precached = await page.evaluate(() =>
          Promise.race([
            navigator.serviceWorker.ready.then(() => true),
            new Promise((resolve) => setTimeout(() => resolve(false), 30_000)),
          ]),
        );
        if (!precached) throw new Error('the service worker did not become ready within 30 s');
        const flags = { disableStorageReset: true, logLevel: 'error', output: 'json' };
        const runner = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
        return runner.lhr;
      } finally {
        await browser.close();
      }
    };
    for (const preset of presets) {
      for (const { page: name, path, signedOut } of pages) {
        if (only && !only.includes(name.toLowerCase())) continue;
        log(`lighthouse: ${name} (${preset})${runs > 1 ? `, ${runs} runs` : ''}`);
        try {
          const lhrs = [];
          for (let i = 0; i < runs; i++) lhrs.push(await audit(`${stack.webUrl}${path}`, preset, signedOut));
          const lhr = computeMedianRun(lhrs);
          const summary = summarize(lhr);
          if (!signedOut && new URL(summary.finalUrl).pathname.startsWith('/auth')) {
            results.push({ page: name, path, preset, error: 'ended on /auth (sign-in did not hold)' });
          } else {
            results.push({ page: name, path, preset, runs, ...summary });
          }
          reports.push({ page: name, preset, lhr });
        } catch (error) {
          results.push({
            page: name,
            path,
            preset,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
    }
  } finally {
    await stack.stop();
  }
  return { results, reports };
}

export async function run({ root }) {
  const measured = await measureAll({ root });
  if (measured.skipped) return [{ metric: 'lighthouse', skipped: measured.skipped }];
  const { results, reports } = measured;
  const out = join(root, 'bench', 'out');
  await mkdir(out, { recursive: true });
  await writeFile(
    join(out, 'lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), itTools, targets, results }, null, 2)}\n`,
  );
  for (const { page, preset, lhr } of reports) {
    const slug = `${page.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${preset}`;
    await writeFile(join(out, `lighthouse-${slug}.lhr.json`), JSON.stringify(lhr));
  }
  console.log(`\n${formatLighthouseTable(results)}\n\nwritten: bench/out/lighthouse.json\n`);
  // Rows for the shared table: a score is turned into "points short of 100" so lower is better like the rest.
  return results.flatMap((r) => {
    const label = `${r.page} (${r.preset})`;
    if (r.error) return [{ metric: `lighthouse ${label}`, error: r.error }];
    return [
      {
        metric: `lighthouse ${label} perf`,
        value: r.performance,
        unit: 'pts',
        note: `target ${performanceTarget(r)}+${missesOf(r).includes('perf') ? ' MISS' : ''}`,
      },
      {
        metric: `lighthouse ${label} LCP`,
        value: r.lcpMs,
        unit: 'ms',
        ...(r.preset === 'mobile' ? { budget: targets.mobileLcpMs } : {}),
      },
      { metric: `lighthouse ${label} TBT`, value: r.tbtMs, unit: 'ms' },
    ];
  });
}
