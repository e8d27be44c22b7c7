// `npm start`: install what is missing, start the local stack (embedded Postgres under .data/) and the web app as
// users get it (the production build with its offline service worker, rebuilt only when its sources changed), then
// print the one URL to open. `pnpm dev` (`--dev`): the same stack with Vite's dev server instead. Ctrl+C stops both.
import { join } from 'node:path';
import { startProcess, waitForHttp } from '../support/processes.mjs';
import { buildWeb, previewProcess, webBuildUpToDate } from '../support/web-build.mjs';
import { ensureInstall } from './ensure-install.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureInstall();

const apiPort = Number(process.env.TOOLBOX_API_PORT ?? 54321);
const webPort = Number(process.env.TOOLBOX_WEB_PORT ?? 5173);
const webUrl = `http://localhost:${webPort}/`;
const dev = process.argv.includes('--dev');
/** The folder of web/ `npm start` builds into and serves (apart from `pnpm build`'s dist/, which a deploy uses). */
const outDir = 'dist-start';

const children = [];
function stopAll(code = 0) {
  for (const child of children) child.stop();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** A child that fails to start prints why (its own last lines), not a stack trace of this script. */
async function started(what, options) {
  try {
    return await startProcess(options);
  } catch (error) {
    console.error(`Could not start ${what}: ${error instanceof Error ? error.message : String(error)}`);
    stopAll(1);
  }
}

console.log('Starting the local stack...');
const stack = await started('the local stack', {
  name: 'stack',
  command: join(root, 'emulator/node_modules/.bin/tsx'),
  args: ['src/main.ts', '--port', String(apiPort), '--site-url', webUrl.slice(0, -1)],
  cwd: join(root, 'emulator'),
  ready: /^anon key: (\S+)/m,
  echo: (line) => !/^(anon|service_role) key:/.test(line),
});
children.push(stack);
const apiUrl = stack.output.match(/^API URL: (\S+)/m)?.[1] ?? `http://127.0.0.1:${apiPort}`;
const anonKey = stack.match[1];

const webEnv = { VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: anonKey };
if (!dev && !webBuildUpToDate(outDir, webEnv)) {
  console.log(
    'Building the web app (first start, or its sources changed since the last build; about half a minute)...',
  );
  const startedAt = performance.now();
  try {
    await buildWeb({ outDir, env: webEnv });
    console.log(`Built in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    stopAll(1);
  }
}
console.log(dev ? 'Starting the web app (Vite dev server)...' : 'Starting the web app...');
const devServer = {
  command: join(root, 'web/node_modules/.bin/vite'),
  args: ['--port', String(webPort), '--strictPort', '--host', 'localhost'],
  cwd: join(root, 'web'),
  ready: /ready in/i,
};
const web = await started('the web app', {
  name: 'web',
  ...(dev ? devServer : previewProcess({ outDir, port: webPort, host: 'localhost' })),
  env: webEnv,
  echo: () => false,
});
children.push(web);
await waitForHttp(webUrl);

console.log(`\nLocal stack (Supabase Auth API): ${apiUrl}`);
console.log(`Dev Toolbox is running. Open ${webUrl} and sign up.`);
console.log('Press Ctrl+C to stop.\n');

for (const child of children) {
  child.process.on('exit', (code) => {
    console.error(`The ${child.name} process stopped (exit ${code}).`);
    stopAll(1);
  });
}
