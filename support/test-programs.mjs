// The programs the tests hold our output against (oracles), the browsers the end-to-end run drives and the PostgreSQL
// server the data tests start: on a fresh machine `npm test` installs the Debian packages missing, all in one
// `apt-get` run (one package-list update, one unpack and trigger pass: ten runs of one group each took ~170 s on a
// fresh machine, 2026-12-02), beside the type-check and the web build rather than before them.
// A test whose program is missing fails naming it; the shells and pdftotext are best effort (their checks are
// skipped with a line saying so).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';
import { findChromium, findHeadlessShell } from './ensure-chromium.mjs';
import { findPostgres } from './ensure-postgres.mjs';

const runs =
  (program, ...args) =>
  () =>
    spawnSync(program, args, { stdio: 'ignore' }).status === 0;
// Looked for, not started: the program's own start is seconds (a JVM, a Python package).
const exists = (path) => () => existsSync(path);
const python = (modules) => runs('/usr/bin/python3', '-c', `import ${modules}`);

/** What is present when `present()` holds, which packages give it, and the tests that need it. */
const TEST_PROGRAMS = [
  {
    packages: ['zsh'],
    present: runs('zsh', '-c', 'exit 0'),
    for: 'the shell completion tests',
    optional: true,
  },
  {
    packages: ['fish'],
    present: runs('fish', '-c', 'exit 0'),
    for: 'the shell completion tests',
    optional: true,
  },
  {
    packages: ['poppler-utils'],
    present: runs('pdftotext', '-v'),
    for: 'the PDF text tests',
    optional: true,
  },
  { packages: ['oathtool'], present: runs('oathtool', '--version'), for: 'the TOTP/HOTP oracle test' },
  {
    packages: ['ipcalc'],
    present: runs('ipcalc', '-n', '-b', '192.0.2.0/24'),
    for: 'the subnet oracle test',
  },
  { packages: ['jq'], present: runs('jq', '--version'), for: 'the jq oracle test' },
  // Debian's docker-compose is Python loading its whole package to print a version (1.4 CPU-s).
  {
    packages: ['docker-compose'],
    present: exists('/usr/bin/docker-compose'),
    for: 'the compose oracle test',
  },
  { packages: ['openssl'], present: runs('openssl', 'version'), for: 'the hash and keys oracle tests' },
  { packages: ['libarchive-zip-perl'], present: runs('crc32', '/dev/null'), for: 'the hash oracle test' },
  { packages: ['apache2-utils'], present: runs('htpasswd', '-nbB', 'u', 'p'), for: 'the bcrypt oracle test' },
  { packages: ['libxml2-utils'], present: runs('xmllint', '--version'), for: 'the XML oracle tests' },
  { packages: ['python3-xmltodict'], present: python('xmltodict'), for: 'the XML to JSON oracle test' },
  { packages: ['python3-yaml'], present: python('yaml'), for: 'the YAML 1.1 oracle test' },
  { packages: ['zbar-tools'], present: runs('zbarimg', '--version'), for: 'the QR oracle test' },
  { packages: ['qrencode'], present: runs('qrencode', '--version'), for: 'the QR oracle test' },
  { packages: ['golang-go'], present: runs('go', 'version'), for: 'the JSON to Types compile test' },
  { packages: ['cargo'], present: runs('cargo', '--version'), for: 'the JSON to Types compile test' },
  {
    packages: ['librust-serde-dev', 'librust-serde-derive-dev', 'librust-serde-json-dev'],
    present: exists('/usr/share/cargo/registry/serde_derive-1.0.152'),
    for: 'the JSON to Types compile test',
  },
  {
    packages: ['python3-mypy', 'python3-pydantic', 'python3-dateutil', 'python3-typeshed'],
    present: python('mypy, pydantic, dateutil'),
    for: 'the JSON to Types compile test',
  },
  { packages: ['mono-mcs'], present: runs('mcs', '--version'), for: 'the JSON to Types compile test' },
  // `kotlinc -version` starts a JVM: 4.7 CPU-s.
  { packages: ['kotlin'], present: exists('/usr/bin/kotlinc'), for: 'the JSON to Types compile test' },
  { packages: ['postgresql-15'], present: () => Boolean(findPostgres()), for: 'the PostgreSQL tests' },
  { packages: ['chromium'], present: () => Boolean(findChromium()), for: 'the end-to-end tests' },
  {
    packages: ['chromium-headless-shell'],
    present: () => Boolean(findHeadlessShell()),
    for: 'the end-to-end tests',
    optional: true,
  },
];

/**
 * Installs what `programs` lack in one apt-get run when we can; when that run fails (apt refuses a whole install for
 * one package its sources lack), each program's packages alone, so one missing package costs only its own tests.
 * Says what is still missing, and for which tests.
 */
function installTestPrograms(programs = TEST_PROGRAMS) {
  const missing = programs.filter((program) => !program.present());
  if (missing.length === 0) return;
  const packages = [...new Set(missing.flatMap((program) => program.packages))];
  if (canInstallDebianPackages()) {
    console.log(`Installing ${packages.join(', ')} from Debian packages for the tests...`);
    if (!installDebianPackages(packages))
      for (const program of missing.filter((entry) => !entry.present()))
        installDebianPackages(program.packages);
  }
  for (const program of missing.filter((entry) => !entry.present()))
    console.log(
      `Not installed: ${program.packages.join(', ')}; ${program.for} ${program.optional ? 'skip what needs it' : 'will fail'}.`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) installTestPrograms();
