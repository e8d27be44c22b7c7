import { makeApiKey } from '@toolbox/emulator/jwt';
import { buildWeb } from '../support/web-build.mjs';
import { e2eJwtSecret, e2ePorts, webOutDir } from './stack';

/**
 * The web app the e2e run serves, built against the e2e stack. Its address and anon key follow from the port and
 * the fixed secret, so the build needs no running stack: `npm test` builds it beside the unit tests and the e2e
 * global setup reuses it, or builds it itself while the stack starts. A build of unchanged sources is reused
 * (support/web-build.mjs, which `npm start` shares).
 */
export const e2eWebEnv = {
  VITE_SUPABASE_URL: `http://127.0.0.1:${e2ePorts.api}`,
  VITE_SUPABASE_ANON_KEY: makeApiKey('anon', e2eJwtSecret),
};

/** `vite build` of web/ into its e2e folder, unless it holds one of today's sources already. */
export async function buildE2eWeb(): Promise<void> {
  await buildWeb({ outDir: webOutDir, env: e2eWebEnv });
}

// `tsx e2e/e2e-web.ts`: the build step of `npm test`.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  buildE2eWeb().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
