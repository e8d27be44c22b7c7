// Installs the workspace's dependencies through pnpm when they are missing or the lockfile changed.
// Runs with nothing but Node and npm: it is what `npm start` and `npm test` do first.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packages = ['.', 'core', 'api-docs-script', 'web', 'cli', 'emulator', 'e2e', 'bench', 'supabase'];
const stampFile = join(root, 'node_modules', '.install-stamp');

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of [
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    ...packages.map((p) => join(p, 'package.json')),
  ]) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex');
}

export function ensureInstall() {
  const wanted = fingerprint();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  console.log('Installing dependencies with pnpm 10 (first run, or the lockfile changed)...');
  const args = ['--yes', 'pnpm@10', 'install', ...(process.env.CI ? ['--frozen-lockfile'] : [])];
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Dependency install failed: see the pnpm output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, fingerprint());
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
