import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { closure } from './bundle-budget.ts';

/** The pages a first visit may open on, besides the tools: route path -> page module (relative to src/). */
const APP_PAGES: Record<string, string> = { '/': 'app/dashboard', '/auth': 'app/auth/auth-page' };

/** Route path -> page module (relative to src/): every tool of pages.ts at `/<tool id>`, the dashboard, sign-in. */
export function routeModules(pagesTs: string): Record<string, string> {
  const tools = [
    ...pagesTs.matchAll(/'([a-z0-9-]+)':\s*retryableLazy\(\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g),
  ];
  return {
    ...APP_PAGES,
    ...Object.fromEntries(tools.map(([, id, module]) => [`/${id}`, `tools/${module}`])),
  };
}

/** What the build knows of a chunk. */
export interface RouteChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/**
 * A file a page fetches before it can be used: its path (relative to the base), or a pattern for an emitted asset's
 * source file (`/inter-latin-800-normal\.woff2$/` finds the hashed file the build wrote for it).
 */
export type RouteData = string | RegExp;

/** What the build knows of an emitted asset. */
export interface RouteAsset {
  fileName: string;
  originalFileNames: readonly string[];
}

/** The files `data` names, resolved against the emitted assets (a pattern that finds none fails the build). */
export function resolveRouteData(
  data: Readonly<Record<string, readonly RouteData[]>>,
  assets: readonly RouteAsset[],
): Record<string, string[]> {
  const find = (pattern: RegExp) => {
    const asset = assets.find((a) => a.originalFileNames.some((name) => pattern.test(name)));
    if (!asset) throw new Error(`route preload: no emitted asset matches ${pattern}`);
    return asset.fileName;
  };
  return Object.fromEntries(
    Object.entries(data).map(([path, files]) => [
      path,
      files.map((file) => (typeof file === 'string' ? file : find(file))),
    ]),
  );
}

/**
 * The inline script that asks for the opened route's page chunks (and the chunks they import) as soon as the HTML
 * arrives, while the entry chunk still downloads; without it they are asked for only once the entry has run and
 * routed, one round trip later. `data` adds, per route, the files (relative to the base) its page fetches before it
 * can be used. A file list and, per route, indexes into it keep it small.
 */
export function routePreloadScript(
  routes: Record<string, string>,
  chunks: readonly RouteChunk[],
  base: string,
  data: Readonly<Record<string, readonly string[]>> = {},
): string {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const shell = entry ? closure(entry.fileName, byFile) : new Set<string>();
  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const perRoute: Record<string, number[]> = {};
  for (const [path, module] of Object.entries(routes)) {
    const page = chunks.find((chunk) =>
      chunk.facadeModuleId?.replace(/\.[jt]sx?$/, '').endsWith(`/src/${module}`),
    );
    if (!page) throw new Error(`route preload: no chunk for ${module} (is it still lazily imported?)`);
    const own = [...closure(page.fileName, byFile)].filter((file) => !shell.has(file));
    perRoute[path] = [...own, ...(data[path] ?? [])].map(indexOf);
  }
  const urls = files.map((file) => `${base}${file}`);
  // A chunk is a module preload; a data file a fetch preload (crossorigin: matched by the page's same-origin fetch).
  return `(function(f,r){var p=r[location.pathname.replace(/\\/+$/,'')||'/'];if(p)for(var i=0;i<p.length;i++){var l=document.createElement('link'),u=f[p[i]];if(/\\.js$/.test(u))l.rel='modulepreload';else{l.rel='preload';l.as='fetch'}l.crossOrigin='';l.href=u;document.head.appendChild(l)}})(${JSON.stringify(urls)},${JSON.stringify(perRoute)})`;
}

/** Adds the route preload script to the built index.html's head (it runs while the page is parsed, before the entry). */
export function routePreload(
  pagesFile: string,
  data: Readonly<Record<string, readonly RouteData[]>> = {},
): Plugin {
  let base = '/';
  return {
    name: 'toolbox:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const outputs = Object.values(context.bundle ?? {});
        const chunks = outputs.flatMap((out) => (out.type === 'chunk' ? [out] : []));
        const assets = outputs.flatMap((out) => (out.type === 'asset' ? [out] : []));
        const routes = routeModules(readFileSync(pagesFile, 'utf8'));
        const script = routePreloadScript(routes, chunks, base, resolveRouteData(data, assets));
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
