import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from '../support/chromium-flags.mjs';
import { chromiumPath, e2ePorts } from './stack';

/** Specs that compare pixels with the CLI's. */
const PIXELS = /image-parity\.spec\.ts$/;
/** Specs that time the page's thread: another test's browser on the same two cores would lengthen what they time. */
const ALONE = /long-tasks\.spec\.ts$/;

// `--max-opt=2`: the pages' JavaScript goes no further than V8's mid tier (Maglev). A test is seconds of a page's
// life, too short for the optimizing compiler's work (on background threads) to pay for itself: the run took 504
// CPU-s and 275 s with it, 553 CPU-s and 283 s without (2026-11-27; the benches keep V8's defaults, as users have).
const browser = (build: 'headlessShell' | 'full') => ({
  executablePath: chromiumPath(build),
  args: ['--headless', ...chromiumFlags, '--js-flags=--max-opt=2'],
});

// Real Chromium (Debian's builds, found or installed by support/ensure-chromium.mjs) against the real local stack
// and the built web app, both started by global-setup.ts.
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // A run on other ports (a second checkout's, or a helper's) keeps its own report and artefacts.
  outputDir: e2ePorts.web === 4173 ? 'test-results' : `test-results-${e2ePorts.web}`,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: e2ePorts.web === 4173 ? 'reports/results.json' : `reports/results-${e2ePorts.web}.json` },
    ],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${e2ePorts.web}`,
    // A trace is recorded on the retry of a failed test (CI retries once; locally pass `--trace on`): recording one
    // for every test (screencast frames, DOM snapshots) took 40% of the run's CPU, on a machine the run saturates.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The offline worker precaches the whole app (316 files, 11 MB) in every new context: 1.5 s of browser CPU a
    // test. Only the specs about the worker (offline, pwa-update) let it register.
    serviceWorkers: 'block',
  },
  projects: [
    // Playwright's own choice for headless runs: the headless shell, a fifth less CPU than the full browser.
    { name: 'chromium', testIgnore: [PIXELS, ALONE], use: { launchOptions: browser('headlessShell') } },
    // What users see: the web and CLI images must match pixel for pixel in the full browser.
    { name: 'chromium-full', testMatch: PIXELS, use: { launchOptions: browser('full') } },
    // After the others, one test at a time (skipped when one of the others failed). A run of these specs alone:
    // `npx playwright test --project chromium-alone --no-deps`; without --no-deps every other test runs first.
    {
      name: 'chromium-alone',
      testMatch: ALONE,
      dependencies: ['chromium', 'chromium-full'],
      fullyParallel: false,
      use: { launchOptions: browser('headlessShell') },
    },
  ],
});
