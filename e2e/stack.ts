import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium, findTestBrowser } from '../support/ensure-chromium.mjs';

export const repoRoot = join(import.meta.dirname, '..');

/** Ports of the stack the e2e run starts, apart from `npm start`'s 54321/5173 so both can run at once. */
export const e2ePorts = {
  api: Number(process.env.E2E_API_PORT ?? 54329),
  web: Number(process.env.E2E_WEB_PORT ?? 4173),
} as const;

/** A fixed secret makes the anon key (and so the web build) the same on every run. */
export const e2eJwtSecret = 'e2e-only-secret-not-for-production-0123456789abcdef';

/** One stack file and one build folder per web port, so two e2e runs on different ports never share either. */
export const stackFile = join(repoRoot, 'node_modules', '.cache', `e2e-stack-${e2ePorts.web}.json`);
export const webOutDir = e2ePorts.web === 4173 ? 'dist-e2e' : `dist-e2e-${e2ePorts.web}`;

export interface E2EStack {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  webUrl: string;
}

/** What global-setup started, for tests and fixtures. */
export function readStack(): E2EStack {
  return JSON.parse(readFileSync(stackFile, 'utf8')) as E2EStack;
}

/**
 * Debian's Chromium builds the tests drive (see support/ensure-chromium.mjs): `headlessShell` (the full one where
 * the shell is not installed) or `full`; undefined when none is installed. The config asks for them when it loads,
 * and other tools load it (knip, in the unit tests, before `npm test` installs Chromium), so it must not throw:
 * global-setup.ts says what is missing (`requireChromium`).
 */
export function chromiumPath(build: 'headlessShell' | 'full'): string | undefined {
  return build === 'full' ? findChromium() : findTestBrowser();
}

/** Fails the run before any test when there is no Chromium to drive. */
export function requireChromium(): void {
  if (!chromiumPath('full'))
    throw new Error('No Chromium found: run `node support/ensure-chromium.mjs` (npm test does).');
}
