// The TOTP/HOTP oracle test (core/src/tools/totp/otp-oathtool.test.ts) asks Debian's oathtool for codes;
// install the oathtool package when we can. Without it that test fails, naming oathtool.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const missing = () => spawnSync('oathtool', ['--version']).status !== 0;

export function ensureOathtool() {
  if (!missing() || !canInstallDebianPackages()) return;
  console.log('Installing oathtool from Debian packages for the TOTP/HOTP oracle test...');
  if (!installDebianPackages(['oathtool']) || missing()) console.log('Could not install oathtool.');
}
