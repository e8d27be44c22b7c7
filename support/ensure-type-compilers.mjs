// The JSON to Types compile test (core/src/tools/json-to-types/compile-oracle.test.ts) runs each language's own
// tool from Debian: Go, cargo with serde from Debian's crate registry, mypy with pydantic and python-dateutil,
// Mono's C# compiler and kotlinc. Install the packages a fresh machine lacks when we can; without them that test
// fails, naming the program.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const PROGRAMS = [
  { program: 'go', args: ['version'], pkgs: ['golang-go'] },
  { program: 'cargo', args: ['--version'], pkgs: ['cargo'] },
  {
    path: '/usr/share/cargo/registry/serde_derive-1.0.152',
    pkgs: ['librust-serde-dev', 'librust-serde-derive-dev', 'librust-serde-json-dev'],
  },
  {
    program: '/usr/bin/python3',
    args: ['-c', 'import mypy, pydantic, dateutil'],
    pkgs: ['python3-mypy', 'python3-pydantic', 'python3-dateutil', 'python3-typeshed'],
  },
  { program: 'mcs', args: ['--version'], pkgs: ['mono-mcs'] },
  // Looked for, not started: `kotlinc -version` starts a JVM (4.7 CPU-s, 32 s on a loaded 2-core machine), and
  // `npm test` waits for these checks before the unit tests, the type-check and the web build begin.
  { path: '/usr/bin/kotlinc', pkgs: ['kotlin'] },
];

const present = (entry) =>
  entry.path
    ? existsSync(entry.path)
    : spawnSync(entry.program, entry.args, { stdio: 'ignore' }).status === 0;

export function ensureTypeCompilers() {
  const missing = PROGRAMS.filter((entry) => !present(entry));
  if (missing.length === 0 || !canInstallDebianPackages()) return;
  const packages = missing.flatMap((entry) => entry.pkgs);
  console.log(`Installing ${packages.join(', ')} from Debian packages for the JSON to Types compile test...`);
  if (!installDebianPackages(packages) || missing.some((entry) => !present(entry)))
    console.log(`Could not install ${packages.join(', ')}.`);
}
