// Finds a Chromium for Playwright, installing Debian's package when we are root and none is there.
// Playwright's own browser download cannot work offline, so the e2e tests use this one.
import { existsSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);

export function findChromium() {
  return candidates.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canInstallDebianPackages()) {
    console.error(
      'No Chromium found. Install Debian\'s "chromium" package or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages for the end-to-end tests...');
  if (!installDebianPackages(['chromium'])) process.exit(1);
  const installed = findChromium();
  if (!installed) {
    console.error('Chromium was installed but no binary was found at /usr/bin/chromium.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
