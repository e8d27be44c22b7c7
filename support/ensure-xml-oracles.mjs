// The XML oracle test (core/src/tools/xml/xml-oracle.test.ts) runs Debian's xmllint (libxml2-utils) and Python's
// xmltodict (python3-xmltodict); install the packages a fresh machine lacks when we can. Without them that test
// fails, naming the program.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const PROGRAMS = [
  { program: 'xmllint', args: ['--version'], pkg: 'libxml2-utils' },
  { program: 'python3', args: ['-c', 'import xmltodict'], pkg: 'python3-xmltodict' },
];

const runs = ({ program, args }) => spawnSync(program, args, { stdio: 'ignore' }).status === 0;

export function ensureXmlOracles() {
  const missing = PROGRAMS.filter((entry) => !runs(entry));
  if (missing.length === 0 || !canInstallDebianPackages()) return;
  const packages = missing.map((entry) => entry.pkg);
  console.log(`Installing ${packages.join(', ')} from Debian packages for the XML oracle test...`);
  if (!installDebianPackages(packages) || missing.some((entry) => !runs(entry)))
    console.log(`Could not install ${packages.join(', ')}.`);
}
