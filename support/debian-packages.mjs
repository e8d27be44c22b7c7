// Installs Debian packages with apt-get when we are root on a Debian-like machine (the only place packages can
// come from here: there is no internet, but the Debian mirror is reachable).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const canInstallDebianPackages = () =>
  typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');

/** Runs `apt-get update` and `apt-get install`; returns false (having said why) when either fails. */
export function installDebianPackages(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed.`);
      return false;
    }
  }
  return true;
}
