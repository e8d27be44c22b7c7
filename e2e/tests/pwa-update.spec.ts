import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '../fixtures';
import { repoRoot, webOutDir } from '../stack';

// The service worker is what this spec is about (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** A static host for a copy of the build, as a deploy would serve it: files as they are now, the rest index.html. */
function serve(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname));
    const read = (file: string) => {
      try {
        return readFileSync(file);
      } catch {
        return null;
      }
    };
    const asked = join(root, path === '/' ? 'index.html' : path);
    const found = read(asked);
    const file = found ? asked : join(root, 'index.html');
    const body = found ?? read(file);
    // The service worker may still be fetching the precache when the test has removed the deploy: a 404, no throw.
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        server,
      });
    }),
  );
}

// The shell is precached, so a reload is answered from the cache; the update check on that navigation finds the new
// service worker, which skips waiting and claims the page, and the page reloads into the new build by itself.
test('a new deploy is picked up on the next load, not a stale shell', async ({ page }) => {
  const root = mkdtempSync(join(tmpdir(), 'toolbox-deploy-'));
  cpSync(join(repoRoot, 'web', webOutDir), root, { recursive: true });
  const { url, server } = await serve(root);
  try {
    await page.goto(`${url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const build = page.locator('meta[name="toolbox-build"]');
    await expect(build).toHaveCount(0);

    // The next deploy: a changed index.html, and the service worker's precache manifest that names its new revision.
    const index = join(root, 'index.html');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace('<head>', '<head><meta name="toolbox-build" content="next">'),
    );
    const worker = join(root, 'sw.js');
    const manifest = readFileSync(worker, 'utf8');
    const next = manifest.replace(/(url:"index\.html",revision:")[^"]*"/, '$1next"');
    expect(next).not.toBe(manifest);
    writeFileSync(worker, next);

    await page.reload();
    await expect(build).toHaveAttribute('content', 'next', { timeout: 30_000 });
  } finally {
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
});
