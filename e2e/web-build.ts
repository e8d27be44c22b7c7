import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeApiKey } from '@toolbox/emulator/jwt';
import { e2eJwtSecret, e2ePorts, repoRoot, webOutDir } from './stack';

/**
 * The web app the e2e run serves, built against the e2e stack. Its address and anon key follow from the port and
 * the fixed secret, so the build needs no running stack: `npm test` builds it beside the unit tests and the e2e
 * global setup reuses it (one build per run), or builds it itself while the stack starts.
 */
export const e2eWebEnv = {
  VITE_SUPABASE_URL: `http://127.0.0.1:${e2ePorts.api}`,
  VITE_SUPABASE_ANON_KEY: makeApiKey('anon', e2eJwtSecret),
};

/** What the last finished build was made with, beside the stack file; removed before a build starts. */
const stampFile = join(repoRoot, 'node_modules', '.cache', `e2e-web-build-${e2ePorts.web}.json`);

/** `npm test` sets this on the e2e step when its own build step has just built the app. */
export const PREBUILT = 'TOOLBOX_E2E_WEB_PREBUILT';

/** True when this run's build step built the app for these ports and nothing has rebuilt it since. */
export function prebuilt(): boolean {
  if (process.env[PREBUILT] !== '1' || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8') === JSON.stringify(e2eWebEnv);
}

/** `vite build` of web/ into its e2e folder (a build that warns fails, see web/vite.config.ts). */
export function buildWeb(): Promise<void> {
  rmSync(stampFile, { force: true });
  const vite = join(repoRoot, 'web', 'node_modules', '.bin', 'vite');
  const args = ['build', '--outDir', webOutDir, '--emptyOutDir', '--logLevel', 'warn'];
  return new Promise((resolve, reject) => {
    const build = spawn(vite, args, {
      cwd: join(repoRoot, 'web'),
      env: { ...process.env, ...e2eWebEnv },
      stdio: 'inherit',
    });
    build.on('error', (error) => reject(new Error(`The web build for the e2e run failed: ${error.message}`)));
    build.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`The web build for the e2e run failed (exit ${code}).`));
      mkdirSync(dirname(stampFile), { recursive: true });
      writeFileSync(stampFile, JSON.stringify(e2eWebEnv));
      resolve();
    });
  });
}

// `tsx e2e/web-build.ts`: the build step of `npm test`.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  buildWeb().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
