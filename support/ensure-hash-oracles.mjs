// The hash and bcrypt oracle tests (core/src/tools/hash/*-oracle.test.ts, core/src/tools/bcrypt/*-oracle.test.ts)
// run OpenSSL, coreutils' sha256sum/b2sum, `crc32` (Debian's libarchive-zip-perl) and `htpasswd` (apache2-utils);
// install the packages a fresh machine lacks when we can. Without them those tests fail, naming the program.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const PROGRAMS = [
  { program: 'openssl', args: ['version'], pkg: 'openssl' },
  { program: 'crc32', args: ['/dev/null'], pkg: 'libarchive-zip-perl' },
  { program: 'htpasswd', args: ['-nbB', 'u', 'p'], pkg: 'apache2-utils' },
];

const runs = ({ program, args }) => spawnSync(program, args, { stdio: 'ignore' }).status === 0;

export function ensureHashOracles() {
  const missing = PROGRAMS.filter((entry) => !runs(entry));
  if (missing.length === 0 || !canInstallDebianPackages()) return;
  const packages = missing.map((entry) => entry.pkg);
  console.log(
    `Installing ${packages.join(', ')} from Debian packages for the hash and bcrypt oracle tests...`,
  );
  if (!installDebianPackages(packages) || missing.some((entry) => !runs(entry)))
    console.log(`Could not install ${packages.join(', ')}.`);
}
