// The jq oracle test (core/src/tools/json-query/jq-oracle.test.ts) runs Debian's jq on jq's own tests; install the jq
// package when we can. Without it that test fails, naming jq.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const missing = () => spawnSync('jq', ['--version'], { stdio: 'ignore' }).status !== 0;

export function ensureJq() {
  if (!missing() || !canInstallDebianPackages()) return;
  console.log('Installing jq from Debian packages for the jq oracle test...');
  if (!installDebianPackages(['jq']) || missing()) console.log('Could not install jq.');
}
