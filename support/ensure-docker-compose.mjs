// The docker run -> compose oracle test (core/src/tools/docker-compose/docker-compose-oracle.test.ts) has Debian's
// docker-compose read every file it writes (`docker-compose config` needs no Docker daemon); install the package
// when we can. Without it that test fails, naming docker-compose.
import { existsSync } from 'node:fs';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

// Looked for, not started: Debian's docker-compose is Python loading its whole package to print a version (1.4 CPU-s),
// and `npm test` waits for these checks before the unit tests, the type-check and the web build begin.
const missing = () => !existsSync('/usr/bin/docker-compose');

export function ensureDockerCompose() {
  if (!missing() || !canInstallDebianPackages()) return;
  console.log('Installing docker-compose from Debian packages for the docker run -> compose oracle test...');
  if (!installDebianPackages(['docker-compose']) || missing())
    console.log('Could not install docker-compose.');
}
