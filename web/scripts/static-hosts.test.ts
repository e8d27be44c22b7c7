import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig, { securityHeaders } from '../vite.config.ts';
import { staticHostFiles } from './static-hosts.ts';

function emitted(plugin: Plugin): Record<string, string> {
  const files: Record<string, string> = {};
  const context = {
    emitFile: (file: { fileName: string; source: string }) => (files[file.fileName] = file.source),
  };
  (plugin.generateBundle as (this: typeof context) => void).call(context);
  return files;
}

// Paths the app routes itself (web/src/app/router.tsx), as a visitor opens them from a link or a reload.
const APP_PATHS = [
  '/device',
  '/p/3f0c9a4e-7a51-4d3b-9b8e-2c1d0e9f8a7b',
  '/profile',
  '/auth',
  '/reset-password',
  '/og-generator',
];

describe('staticHostFiles', () => {
  const files = emitted(staticHostFiles(securityHeaders));

  it('emits the files Netlify, Cloudflare Pages and Vercel read, and no 404.html', () => {
    expect(Object.keys(files).sort()).toEqual(['_headers', '_redirects', 'vercel.json']);
  });

  it("Netlify's _redirects rewrites every path to index.html with a 200", () => {
    const rules = (files._redirects ?? '')
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/));
    expect(rules).toEqual([['/*', '/index.html', '200']]);
  });

  it("Vercel's rewrite sends every app path to index.html, and both hosts send the security headers", () => {
    const vercel = JSON.parse(files['vercel.json'] ?? '{}') as {
      rewrites: { source: string; destination: string }[];
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(vercel.rewrites).toHaveLength(1);
    // Vercel's `source` is a path-to-regexp pattern; `/(.*)` is the group that takes any path.
    const rewrite = vercel.rewrites[0];
    expect(rewrite?.source).toBe('/(.*)');
    expect(rewrite?.destination).toBe('/index.html');
    for (const path of APP_PATHS) expect(new RegExp(`^${rewrite?.source}$`).test(path), path).toBe(true);
    expect(
      Object.fromEntries(vercel.headers[0]?.headers.map(({ key, value }) => [key, value]) ?? []),
    ).toEqual(securityHeaders);
    const headerLines = (files._headers ?? '').split('\n');
    expect(headerLines[0]).toBe('/*');
    for (const [name, value] of Object.entries(securityHeaders))
      expect(headerLines).toContain(`  ${name}: ${value}`);
    expect(securityHeaders['Content-Security-Policy']).toBe("frame-ancestors 'none'");
  });

  it('is part of the production build', () => {
    const config = (viteConfig as (env: { mode: string; command: 'build' }) => { plugins: unknown[] })({
      mode: 'production',
      command: 'build',
    });
    const names = config.plugins.flat(3).map((plugin) => (plugin as Plugin | null)?.name);
    expect(names).toContain('toolbox:static-host-files');
  });
});
