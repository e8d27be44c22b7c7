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

/** The browser most e2e specs drive: the headless shell, else the full Chromium (or `CHROMIUM_PATH`). */
export const findTestBrowser = () => findHeadlessShell() ?? findChromium();

/** Installs one Debian package when we can and it is missing; says why when it cannot. */
function install(name, found) {
  if (found()) return true;
  if (!canInstallDebianPackages()) return false;
  console.log(`Installing ${name} from Debian packages for the end-to-end tests...`);
  return installDebianPackages([name]) && Boolean(found());
}

/**
 * The browsers the e2e run drives (see e2e/playwright.config.ts), installing Debian's packages when we are root:
 * the full Chromium is required (the pixel-parity spec); without the headless shell the other specs use it too.
 */
export function ensureBrowsers() {
  if (!install('chromium', findChromium)) {
    console.error(
      'No Chromium found. Install Debian\'s "chromium" package (and "chromium-headless-shell", which the e2e run ' +
        'prefers) or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  if (!install('chromium-headless-shell', findHeadlessShell))
    console.log('No chromium-headless-shell: the e2e run drives the full Chromium (about a fifth more CPU).');
  return { full: findChromium(), tests: findTestBrowser() };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureBrowsers());
