// Finds the browsers the tests and benches drive, installing Debian's packages when we are root and one is missing.
// Playwright's own browser download cannot work offline, so these are Debian's builds of Chromium.
//   - the e2e tests drive `chromium-headless-shell`, the headless-only build Playwright itself runs headless tests
//     in: no browser UI and a lighter compositor, about a fifth less CPU than the full browser on the same tests;
//   - the full `chromium` draws what users see: the web/CLI pixel-parity spec runs in it (in the shell 1.1-1.3% of
//     the OG card's pixels differ from the CLI's, 0.03-0.12% in the full browser), and so do the benches that
//     compare with a peer (Lighthouse, md-to-pdf).
import { existsSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const HEADLESS_SHELL = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

const first = (paths) => [process.env.CHROMIUM_PATH, ...paths].find((path) => path && existsSync(path));

/** The full Chromium (`CHROMIUM_PATH` first), or undefined. */
export const findChromium = () => first(FULL);

/** The headless shell (`CHROMIUM_PATH` first), or undefined. */
export const findHeadlessShell = () => first(HEADLESS_SHELL);

/**
 * Both browsers the e2e run drives (see e2e/playwright.config.ts), installing the missing Debian packages in one
 * apt-get run when we are root; exits with a message when one is missing and cannot be installed.
 */
export function ensureBrowsers() {
  const missing = [
    ...(findHeadlessShell() ? [] : ['chromium-headless-shell']),
    ...(findChromium() ? [] : ['chromium']),
  ];
  if (missing.length > 0) {
    if (!canInstallDebianPackages()) {
      console.error(
        `Missing Debian's ${missing.join(' and ')}: install them, or set CHROMIUM_PATH to a Chromium binary.`,
      );
      process.exit(1);
    }
    console.log(`Installing ${missing.join(' and ')} from Debian packages for the end-to-end tests...`);
    if (!installDebianPackages(missing)) process.exit(1);
  }
  const browsers = { headlessShell: findHeadlessShell(), full: findChromium() };
  if (!browsers.headlessShell || !browsers.full) {
    console.error(
      'Chromium was installed but its binaries were not found under /usr/lib/chromium and /usr/bin.',
    );
    process.exit(1);
  }
  return browsers;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureBrowsers());
