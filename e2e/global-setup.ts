import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// @ts-expect-error: plain ESM helper shared with scripts/start.mjs
import { packageBin, startProcess, waitForHttp } from '../support/processes.mjs';
import { previewProcess } from '../support/web-build.mjs';
import { buildE2eWeb, e2eWebEnv } from './e2e-web';
import {
  type E2EStack,
  e2eJwtSecret,
  e2ePorts,
  repoRoot,
  requireChromium,
  stackFile,
  webOutDir,
} from './stack';

/** Starts the local stack in memory, builds the web app against it, serves the build, and stops both at the end. */
export default async function globalSetup() {
  requireChromium();
  const webUrl = `http://127.0.0.1:${e2ePorts.web}`;
  // The build needs no stack (its address and key are known): it runs while the stack starts, unless the folder
  // holds a build of today's sources already (`npm test` builds it beside the unit tests).
  const build = buildE2eWeb();
  build.catch(() => {}); // handled where it is awaited
  const stack = await startProcess({
    name: 'e2e stack',
    command: packageBin('emulator', 'tsx'),
    args: [
      'src/main.ts',
      '--port',
      String(e2ePorts.api),
      '--data',
      ':memory:',
      '--site-url',
      webUrl,
      '--no-rate-limits',
    ],
    cwd: join(repoRoot, 'emulator'),
    env: { TOOLBOX_EMULATOR_JWT_SECRET: e2eJwtSecret },
    ready: /^service_role key: (\S+)/m,
    echo: () => false,
  }).catch(async (error: Error) => {
    await build.catch(() => {});
    throw error;
  });
  const output: string = stack.output;
  const info: E2EStack = {
    apiUrl: output.match(/^API URL: (\S+)/m)?.[1] ?? `http://127.0.0.1:${e2ePorts.api}`,
    anonKey: output.match(/^anon key: (\S+)/m)![1]!,
    serviceRoleKey: stack.match[1],
    webUrl,
  };

  if (info.apiUrl !== e2eWebEnv.VITE_SUPABASE_URL || info.anonKey !== e2eWebEnv.VITE_SUPABASE_ANON_KEY) {
    stack.stop();
    await build.catch(() => {});
    throw new Error(`The e2e stack is not the one the web app is built for (${info.apiUrl}).`);
  }
  const env = { ...process.env, ...e2eWebEnv };
  let preview: { stop(): void } | undefined;
  try {
    await build;
    preview = await startProcess({
      name: 'e2e web',
      ...previewProcess({ outDir: webOutDir, port: e2ePorts.web, host: '127.0.0.1' }),
      env,
      echo: () => false,
    });
    await waitForHttp(webUrl);
  } catch (error) {
    // Never leave the stack behind: it would hold the port for the next run.
    preview?.stop();
    stack.stop();
    throw error;
  }

  mkdirSync(dirname(stackFile), { recursive: true });
  writeFileSync(stackFile, JSON.stringify(info, null, 2));
  process.env.E2E_API_URL = info.apiUrl;
  process.env.E2E_ANON_KEY = info.anonKey;

  return async () => {
    preview?.stop();
    stack.stop();
  };
}
