// The production web build that `npm start` serves and the e2e run tests: `vite build` into a folder, skipped when
// the folder already holds a build of the same sources made with the same settings.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { packageBin } from './processes.mjs';

const root = join(import.meta.dirname, '..');
const web = join(root, 'web');

/** Everything a build reads: the packages' files (not their tests or outputs) and the lockfile. */
const SOURCE_TREES = ['web', 'core', 'api-docs-script'];
const SKIPPED_DIRS = /^(node_modules|dist.*|coverage|\..*)$/;
const SKIPPED_FILES = /\.test\.[cm]?[jt]sx?$|\.tsbuildinfo$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.test(entry.name)) yield* sourceFiles(path);
    } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name)) yield path;
  }
}

/** A hash of the sources' contents and the build's settings (the VITE_* values it bakes in). */
function webBuildStamp(env) {
  const hash = createHash('sha256').update(JSON.stringify(env));
  const files = [
    join(root, 'pnpm-lock.yaml'),
    ...SOURCE_TREES.flatMap((tree) => [...sourceFiles(join(root, tree))]),
  ];
  for (const file of files)
    hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Where the stamp of the last finished build into `outDir` (a folder of web/) is kept. */
const stampFileOf = (outDir) => join(root, 'node_modules', '.cache', `web-build-${outDir}.stamp`);

/** True when web/<outDir> holds a finished build of today's sources made with `env`. */
export function webBuildUpToDate(outDir, env) {
  const stampFile = stampFileOf(outDir);
  if (!existsSync(stampFile) || !existsSync(join(web, outDir, 'index.html'))) return false;
  return readFileSync(stampFile, 'utf8') === webBuildStamp(env);
}

/**
 * `vite build` of web/ into web/<outDir> with `env` (a build that warns fails, see web/vite.config.ts); the stamp is
 * removed before and written after, so a stopped build is never taken for a finished one. Resolves with whether it
 * built (false: already up to date).
 */
export function buildWeb({ outDir, env, logLevel = 'warn' }) {
  if (webBuildUpToDate(outDir, env)) return Promise.resolve(false);
  const stampFile = stampFileOf(outDir);
  rmSync(stampFile, { force: true });
  const stamp = webBuildStamp(env);
  const vite = packageBin('web', 'vite');
  const args = ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', logLevel];
  return new Promise((resolve, reject) => {
    const build = spawn(vite, args, { cwd: web, env: { ...process.env, ...env }, stdio: 'inherit' });
    build.on('error', (error) => reject(new Error(`The web build failed: ${error.message}`)));
    build.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`The web build failed (exit ${code}).`));
      mkdirSync(dirname(stampFile), { recursive: true });
      writeFileSync(stampFile, stamp);
      resolve(true);
    });
  });
}

/** `vite preview` of web/<outDir> (its SPA fallback and security headers, web/vite.config.ts): what both serve. */
export function previewProcess({ outDir, port, host }) {
  return {
    command: packageBin('web', 'vite'),
    args: ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', host],
    cwd: web,
    ready: /http:\/\//,
  };
}
