// The docker run -> compose oracle test (core/src/tools/docker-compose/docker-compose-oracle.test.ts) has Debian's
// docker-compose read every file it writes (`docker-compose config` needs no Docker daemon); install the package
// when we can. Without it that test fails, naming docker-compose.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const missing = () => spawnSync('docker-compose', ['version']).status !== 0;

export function ensureDockerCompose() {
  if (!missing() || !canInstallDebianPackages()) return;
  console.log('Installing docker-compose from Debian packages for the docker run -> compose oracle test...');
  if (!installDebianPackages(['docker-compose']) || missing())
    console.log('Could not install docker-compose.');
}
