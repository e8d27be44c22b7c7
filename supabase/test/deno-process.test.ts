// The Deno servers the tests start stop with them: none is left answering after stopDenoServers().
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveWithDeno, stopDenoServers } from './deno-process';

describe('serveWithDeno', () => {
  it('starts a server that answers, and stopDenoServers stops it', async () => {
    const script = join(mkdtempSync(join(tmpdir(), 'toolbox-deno-')), 'serve.ts');
    writeFileSync(
      script,
      "Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log('listening on ' + port) }, () => new Response('up'));\n",
    );
    const url = await serveWithDeno(['--allow-net=127.0.0.1', '--no-prompt', script], {});
    expect(await (await fetch(url)).text()).toBe('up');
    stopDenoServers();
    const deadline = performance.now() + 10_000;
    let answered = true;
    while (answered && performance.now() < deadline) {
      answered = await fetch(url).then(
        () => true,
        () => false,
      );
      if (answered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answered).toBe(false);
  }, 60_000);
});
