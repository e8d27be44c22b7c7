// Finds a Chromium for Playwright, installing Debian's package when we are root and none is there.
// Playwright's own browser download cannot work offline, so the e2e tests use this one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);

export function findChromium() {
  return candidates.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      'No Chromium found. Install Debian\'s "chromium" package or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages for the end-to-end tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed.`);
      process.exit(1);
    }
  }
  const installed = findChromium();
  if (!installed) {
    console.error('Chromium was installed but no binary was found at /usr/bin/chromium.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
