import { join } from 'node:path';
import { packageBin, startProcess } from '../../support/processes.mjs';

/**
 * The e2e stack (emulator + built web app served by `vite preview`), started by e2e/global-setup.ts itself in a
 * child process so there is one recipe for it. Resolves to { apiUrl, anonKey, webUrl, stop }.
 */
export async function startE2EStack({ root, apiPort, webPort }) {
  const child = await startProcess({
    name: 'bench stack',
    command: packageBin('emulator', 'tsx'),
    args: [join(root, 'bench', 'lib', 'serve-e2e-stack.mjs')],
    cwd: join(root, 'e2e'),
    env: { E2E_API_PORT: String(apiPort), E2E_WEB_PORT: String(webPort) },
    ready: /^stack ready: (.+)$/m,
    echo: () => false,
    timeoutMs: 600_000,
  }).catch((error) => {
    // The child's whole output (a web build's log) would swamp the bench table: keep the lines that say why.
    const why = error.message
      .split('\n')
      .filter((line) => /exited|did not|error|failed|exceeded|over its/i.test(line));
    throw new Error(`the e2e stack or web build did not start: ${why.slice(0, 4).join(' / ').slice(0, 400)}`);
  });
  const stack = JSON.parse(child.match[1]);
  const stop = () =>
    new Promise((resolve) => {
      child.process.once('exit', resolve);
      child.process.kill('SIGTERM');
      setTimeout(() => {
        child.stop();
        resolve();
      }, 10_000).unref();
    });
  return { ...stack, stop };
}
