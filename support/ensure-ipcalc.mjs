// The subnet calculator's oracle test (core/src/tools/cidr/cidr-oracle.test.ts) asks Debian's ipcalc; install the
// ipcalc package when we can. Without it that test fails, naming ipcalc.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const missing = () => spawnSync('ipcalc', ['-n', '-b', '192.0.2.0/24']).status !== 0;

export function ensureIpcalc() {
  if (!missing() || !canInstallDebianPackages()) return;
  console.log('Installing ipcalc from Debian packages for the subnet calculator oracle test...');
  if (!installDebianPackages(['ipcalc']) || missing()) console.log('Could not install ipcalc.');
}
