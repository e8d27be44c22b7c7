// The convert test that reads our YAML with a YAML 1.1 reader (core/src/tools/convert/convert.test.ts) asks
// Python's PyYAML; install Debian's python3-yaml when we can. Without it that test fails, naming the yaml module.
import { spawnSync } from 'node:child_process';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const missing = () => spawnSync('python3', ['-c', 'import yaml'], { stdio: 'ignore' }).status !== 0;

export function ensurePyYaml() {
  if (!missing() || !canInstallDebianPackages()) return;
  console.log('Installing python3-yaml from Debian packages for the YAML 1.1 oracle test...');
  if (!installDebianPackages(['python3-yaml']) || missing()) console.log('Could not install python3-yaml.');
}
