// The completion tests ask real zsh and fish what they would complete; install both when we can.
// Best effort: without them those tests are skipped and the scripts are still checked with bash.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const SHELLS = ['zsh', 'fish'];
const missing = () => SHELLS.filter((shell) => spawnSync(shell, ['-c', 'exit 0']).status !== 0);

export function ensureShells() {
  const absent = missing();
  if (absent.length === 0 || !canInstallDebianPackages()) return;
  console.log(`Installing ${absent.join(' and ')} from Debian packages for the shell completion tests...`);
  if (!installDebianPackages(absent) || missing().length > 0) {
    console.log('Could not install them; their completion tests will be skipped.');
  }
}
