import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { type RouteChunk, resolveRouteData, routeModules, routePreloadScript } from './route-preload.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) => ({
  fileName,
  facadeModuleId,
  imports,
  isEntry,
});

const chunks: RouteChunk[] = [
  chunk('assets/index.js', '/app/web/src/main.tsx', ['assets/react.js'], true),
  chunk('assets/react.js', null),
  chunk('assets/dashboard.js', '/app/web/src/app/dashboard.tsx', ['assets/react.js', 'assets/card.js']),
  chunk('assets/auth-page.js', '/app/web/src/app/auth/auth-page.tsx', ['assets/react.js']),
  chunk('assets/card.js', null),
  chunk('assets/og-generator-page.js', '/app/web/src/tools/og-generator/og-generator-page.tsx', [
    'assets/card.js',
    'assets/canvas.js',
  ]),
  chunk('assets/canvas.js', null),
];

const pagesTs = `export const toolPages = {
  'og-generator': retryableLazy(() => import('./og-generator/og-generator-page')),
  'visual-workspace-generator': retryableLazy(
    () => import('./visual-workspace-generator/visual-workspace-generator-page'),
  ),
};`;

/** The links the script adds on a page at `pathname`. */
function preloads(script: string, pathname: string): string[] {
  const links: { rel: string; as?: string; href: string; crossOrigin: string | null }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  new Script(script).runInNewContext({ document, location: { pathname } });
  expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  return links.map(
    (link) => `${link.rel === 'modulepreload' ? '' : `${link.rel} as ${link.as}: `}${link.href}`,
  );
}

describe('route preload', () => {
  it('maps each tool of pages.ts to its route, beside the dashboard and sign-in', () => {
    expect(routeModules(pagesTs)).toEqual({
      '/': 'app/dashboard',
      '/auth': 'app/auth/auth-page',
      '/og-generator': 'tools/og-generator/og-generator-page',
      '/visual-workspace-generator': 'tools/visual-workspace-generator/visual-workspace-generator-page',
    });
    const real = routeModules(readFileSync(join(import.meta.dirname, '../src/tools/pages.ts'), 'utf8'));
    expect(Object.keys(real).length).toBeGreaterThan(20);
  });

  it('preloads the opened route’s page and what it imports that the shell does not, and nothing elsewhere', () => {
    const routes = { '/': 'app/dashboard', '/og-generator': 'tools/og-generator/og-generator-page' };
    const script = routePreloadScript(routes, chunks, '/base/');
    expect(preloads(script, '/og-generator')).toEqual([
      '/base/assets/og-generator-page.js',
      '/base/assets/card.js',
      '/base/assets/canvas.js',
    ]);
    expect(preloads(script, '/og-generator/')).toHaveLength(3);
    expect(preloads(script, '/')).toEqual(['/base/assets/dashboard.js', '/base/assets/card.js']);
    expect(preloads(script, '/profile')).toEqual([]);
  });

  it('asks for the data a page fetches first with its chunks, on its route only', () => {
    const routes = { '/': 'app/dashboard', '/og-generator': 'tools/og-generator/og-generator-page' };
    const script = routePreloadScript(routes, chunks, '/', { '/og-generator': ['assets/data/index.json'] });
    expect(preloads(script, '/og-generator')).toEqual([
      '/assets/og-generator-page.js',
      '/assets/card.js',
      '/assets/canvas.js',
      'preload as fetch: /assets/data/index.json',
    ]);
    expect(preloads(script, '/')).toEqual(['/assets/dashboard.js', '/assets/card.js']);
  });

  it('finds the hashed file the build wrote for a source file, and fails the build when there is none', () => {
    const assets = [
      {
        fileName: 'assets/inter-latin-800-normal-BYj_oED-.woff2',
        originalFileNames: ['node_modules/@fontsource/inter/files/inter-latin-800-normal.woff2'],
      },
      { fileName: 'assets/index.css', originalFileNames: ['index.css'] },
    ];
    expect(
      resolveRouteData({ '/og': [/(^|\/)inter-latin-800-normal\.woff2$/, 'assets/x.json'] }, assets),
    ).toEqual({
      '/og': ['assets/inter-latin-800-normal-BYj_oED-.woff2', 'assets/x.json'],
    });
    expect(() => resolveRouteData({ '/og': [/inter-latin-900/] }, assets)).toThrow(
      /no emitted asset matches/,
    );
  });

  it('fails the build when a page is no longer its own chunk', () => {
    expect(() => routePreloadScript({ '/x': 'tools/x/x-page' }, chunks, '/')).toThrow(
      /no chunk for tools\/x/,
    );
  });
});
