import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const run = promisify(execFile);
const cli = join(import.meta.dirname, '..');
const sources = [
  join(cli, 'src'),
  join(cli, '..', 'core', 'src'),
  join(cli, '..', 'api-docs-script', 'src'),
  join(cli, 'build.mjs'),
  join(cli, 'package.json'),
];

/** The opt-out (e.g. offline): tests on Node 22 and 24 are skipped and say so; otherwise a missing Node fails. */
export const OTHER_NODES_OFF = 'TOOLBOX_TEST_OTHER_NODES=0';

/** A Node binary the subprocess tests run the built CLI with; `path` is undefined when it is not available. */
export interface NodeBinary {
  label: string;
  path: string | undefined;
  reason?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    nodeBinaries: NodeBinary[];
  }
}

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules')
      .map((entry) => newestMtime(join(path, entry.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

async function buildIfStale() {
  const built = await stat(join(cli, 'dist', 'toolbox.js')).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  const changed = Math.max(...(await Promise.all(sources.map(newestMtime))));
  if (built >= changed) return;
  await run(process.execPath, [join(cli, 'build.mjs')], { cwd: cli });
}

/** `npx node@22` fetches that Node from the npm registry once and caches it; offline it is skipped. */
async function otherNode(major: number): Promise<NodeBinary> {
  const label = `node ${major}`;
  if (process.env.TOOLBOX_TEST_OTHER_NODES === '0') {
    return { label, path: undefined, reason: OTHER_NODES_OFF };
  }
  try {
    const { stdout } = await run('npx', ['-y', `node@${major}`, '-p', 'process.execPath'], {
      timeout: 240_000,
    });
    return { label, path: stdout.trim() };
  } catch (error) {
    return {
      label,
      path: undefined,
      reason: `npx node@${major} failed: ${(error as Error).message.split('\n')[0]}`,
    };
  }
}

/**
 * @public vitest's globalSetup runs the default export
 */
export default async function setup(project: TestProject) {
  const [, node22, node24] = await Promise.all([buildIfStale(), otherNode(22), otherNode(24)]);
  project.provide('nodeBinaries', [
    { label: `node ${process.versions.node}`, path: process.execPath },
    node22,
    node24,
  ]);
}
