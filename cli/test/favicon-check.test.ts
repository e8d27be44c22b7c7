// RealFaviconGenerator's own checker (the library behind `npx realfavicon check`) on what `toolbox favicon`
// writes and prints, served from a folder as a user would deploy it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { CheckerStatus, checkFavicon } from '@realfavicongenerator/check-favicon';
import { parse } from 'node-html-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

/** A static server for `root` on a free port. */
async function serve(root: string): Promise<string> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Every message the checker gave that is not Ok, as its text. */
const problems = (report: Awaited<ReturnType<typeof checkFavicon>>) =>
  [...report.desktop.messages, ...report.touchIcon.messages, ...report.webAppManifest.messages]
    .filter((m) => m.status !== CheckerStatus.Ok)
    .map((m) => m.text);

const LOGOS = join(import.meta.dirname, 'fixtures', 'logos');

describe('the favicon set, checked by RealFaviconGenerator', () => {
  it.each(['vite.svg', 'prettier-icon.png', 'prettier-on-white.jpg', 'lucide-feather.svg'])(
    'has no errors and no warnings on the set `toolbox favicon --logo %s` writes',
    async (logo) => {
      const dir = mkdtempSync(join(tmpdir(), 'toolbox-favicon-logo-check-'));
      const result = toolboxIn(dir, [
        '--json',
        'favicon',
        '--logo',
        join(LOGOS, logo),
        '--name',
        'Logo Site',
        '-o',
        'site',
      ]);
      expect(result.code, result.stderr).toBe(0);
      const { snippet } = JSON.parse(result.stdout) as { snippet: string };
      const html = `<!doctype html><html><head><title>Site</title>\n${snippet}\n</head><body></body></html>`;
      writeFileSync(join(dir, 'site', 'index.html'), html);
      const report = await checkFavicon(await serve(join(dir, 'site')), parse(html).querySelector('head'));
      expect(problems(report)).toEqual([]);
      const checked = [report.desktop, report.touchIcon, report.webAppManifest].flatMap((r) => r.messages);
      expect(checked.length).toBeGreaterThanOrEqual(20);
      expect(report.webAppManifest.name).toBe('Logo Site');
    },
  );

  it('has no errors and no warnings on the files and snippet `toolbox favicon` gives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-favicon-check-'));
    const result = toolboxIn(dir, [
      '--json',
      'favicon',
      '--text',
      'DT',
      '--background',
      '#2563eb',
      '--shape',
      'rounded',
      '--name',
      'Dev Toolbox',
      '--out',
      'site',
    ]);
    expect(result.code).toBe(0);
    const { snippet } = JSON.parse(result.stdout) as { snippet: string };
    writeFileSync(
      join(dir, 'site', 'index.html'),
      `<!doctype html><html><head><title>Site</title>\n${snippet}\n</head><body></body></html>`,
    );
    const baseUrl = await serve(join(dir, 'site'));
    const head = parse(readFileSync(join(dir, 'site', 'index.html'), 'utf8')).querySelector('head');
    const report = await checkFavicon(baseUrl, head);
    const messages = [
      ...report.desktop.messages,
      ...report.touchIcon.messages,
      ...report.webAppManifest.messages,
    ];
    expect(messages.filter((m) => m.status !== CheckerStatus.Ok).map((m) => m.text)).toEqual([]);
    expect(messages.length).toBeGreaterThanOrEqual(20);
    expect(report.touchIcon.appTitle).toBe('Dev Toolbox');
    expect(report.webAppManifest.name).toBe('Dev Toolbox');
    // The SVG is glyph outlines, not an embedded font.
    expect(readFileSync(join(dir, 'site', 'favicon.svg')).length).toBeLessThan(8 * 1024);
  });
});
