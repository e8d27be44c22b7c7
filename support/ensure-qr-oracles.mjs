// The QR oracle test (cli/test/qr-oracle.test.ts) reads the built CLI's codes back with Debian's zbarimg
// (zbar-tools) and compares the version chosen with qrencode's; install the packages a fresh machine lacks when we
// can. Without them that test fails, naming the program.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const PROGRAMS = [
  { program: 'zbarimg', args: ['--version'], pkg: 'zbar-tools' },
  { program: 'qrencode', args: ['--version'], pkg: 'qrencode' },
];

const runs = ({ program, args }) => spawnSync(program, args, { stdio: 'ignore' }).status === 0;

export function ensureQrOracles() {
  const missing = PROGRAMS.filter((entry) => !runs(entry));
  if (missing.length === 0 || !canInstallDebianPackages()) return;
  const packages = missing.map((entry) => entry.pkg);
  console.log(`Installing ${packages.join(', ')} from Debian packages for the QR oracle test...`);
  if (!installDebianPackages(packages) || missing.some((entry) => !runs(entry)))
    console.log(`Could not install ${packages.join(', ')}.`);
}
