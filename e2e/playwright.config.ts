import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from '../scripts/chromium-flags.mjs';
import { chromiumPath, e2ePorts } from './stack';

// Real Chromium (Debian's, found or installed by scripts/ensure-chromium.mjs) against the real local stack
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--headless', ...chromiumFlags],
    },
  },
});
