// The built `toolbox jq` runs jq in a worker thread; the entry's compile cache is the main thread's only, so the
// worker turns it on itself (src/platform/jq-worker.ts) before it loads jq-wasm's 1.3 MB of JavaScript (issue 79).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const meta = JSON.parse(readFileSync(new URL('../dist/meta.json', import.meta.url), 'utf8')) as {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
};
const [jqWasmChunk] = Object.entries(meta.outputs).find(([, output]) =>
  Object.keys(output.inputs).some((file) => file.endsWith('jq-wasm/dist/build/jq.js')),
)!;
const chunkName = jqWasmChunk.split('/').at(-1)!;

/** Node 22.1+ has module.enableCompileCache; Node 20 has none to turn on. */
const hasCompileCache = (node: string) =>
  spawnSync(node, ['-p', "typeof require('node:module').enableCompileCache"], {
    encoding: 'utf8',
  }).stdout.trim() === 'function';

describe('toolbox jq (built) in its worker thread', () => {
  it("reads jq-wasm's module from the compile cache on a second run", () => {
    const nodes = inject('nodeBinaries').filter((node) => node.path && hasCompileCache(node.path));
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      const cwd = mkdtempSync(join(tmpdir(), 'toolbox-jq-cache-'));
      writeFileSync(join(cwd, 'data.json'), '{"tags":["cli","web"]}');
      // Node's default cache folder is under os.tmpdir(): a fresh one, so the first run writes it.
      const env = { TMPDIR: mkdtempSync(join(tmpdir(), 'toolbox-jq-tmp-')) };
      const run = (extra: Record<string, string> = {}) =>
        toolboxIn(cwd, ['jq', '.tags[]', 'data.json'], { node: node.path, env: { ...env, ...extra } });
      expect(run(), node.label).toMatchObject({ code: 0, stdout: '"cli"\n"web"\n' });
      const second = run({ NODE_DEBUG_NATIVE: 'COMPILE_CACHE' });
      expect(second.code, node.label).toBe(0);
      const read = second.stderr
        .split('\n')
        .filter((line) => line.includes('reading cache') && line.includes(`/chunks/${chunkName}`));
      expect(read.join('\n'), node.label).toMatch(/success/);
    }
  });
});
