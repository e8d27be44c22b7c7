import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type IconData, type IconElement, runIconIndex } from '../../core/src/tools/icon-library/index.ts';

/** What the icon library fetches: the search index, and one icon's drawing by name. */
export const LUCIDE_INDEX_FILE = 'index.json';
/** Every drawing in one file, precached so the library draws offline (the dot keeps it apart from icon names). */
const LUCIDE_DRAWINGS_FILE = 'drawings.all.json';
const ICON_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

/** Where the files are served, `assets/lucide-<version>/`, for lucide-static in `packageDir`. */
export function lucideFolder(packageDir: string): string {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `assets/lucide-${version}/`;
}

/** lucide-static's drawings and tags in `packageDir`, and lucide-react's aliases from `aliasFile`. */
export function readLucideData(packageDir: string, aliasFile: string): IconData {
  const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
  return {
    nodes: read<Record<string, IconElement[]>>(join(packageDir, 'icon-nodes.json')),
    tags: read<Record<string, string[]>>(join(packageDir, 'tags.json')),
    aliases: read<Record<string, string>>(aliasFile),
  };
}

/**
 * Lucide's data as files at a fixed address, `assets/lucide-<version>/` (the version in the folder keeps a cached
 * file from outliving its release): `index.json`, every icon's name and tags and lucide-react's aliases (~50 KB
 * gzipped, built here from lucide-static's files), and `<name>.json`, one icon's drawing, fetched only for the
 * icons on screen; instead of a ~1 MB chunk of every drawing before the first search. `drawings.all.json` holds
 * every drawing (~800 KB, ~100 KB gzipped): the service worker precaches it, and the app reads it when a drawing's
 * own file cannot be fetched (offline). The address is given to the
 * app as `import.meta.env.TOOLBOX_LUCIDE_DIR`; the dev server answers it from node_modules.
 */
export function lucideAssets(packageDir: string, aliasFile: string): Plugin {
  const folder = lucideFolder(packageDir);
  let data: IconData | undefined;
  const iconData = () => {
    data ??= readLucideData(packageDir, aliasFile);
    return data;
  };
  /** The files of the folder by name: the index, every drawing, and one per icon. */
  const file = (name: string): string | undefined => {
    if (name === LUCIDE_INDEX_FILE) return JSON.stringify(runIconIndex(iconData()));
    if (name === LUCIDE_DRAWINGS_FILE) return JSON.stringify(iconData().nodes);
    const icon = ICON_FILE.exec(name)?.[1];
    const { nodes } = iconData();
    return icon !== undefined && Object.hasOwn(nodes, icon) ? JSON.stringify(nodes[icon]) : undefined;
  };
  return {
    name: 'toolbox:lucide-assets',
    config: () => ({ define: { 'import.meta.env.TOOLBOX_LUCIDE_DIR': JSON.stringify(folder) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(`/${folder}`)) return next();
        const name = request.url.slice(folder.length + 1);
        if (name !== LUCIDE_INDEX_FILE && name !== LUCIDE_DRAWINGS_FILE && !ICON_FILE.test(name))
          return next();
        const body = file(name);
        response.setHeader('content-type', 'application/json');
        if (body === undefined) response.statusCode = 404;
        response.end(body ?? '');
      });
    },
    generateBundle() {
      const index = JSON.stringify(runIconIndex(iconData()));
      this.emitFile({ type: 'asset', fileName: `${folder}${LUCIDE_INDEX_FILE}`, source: index });
      const drawings = JSON.stringify(iconData().nodes);
      this.emitFile({ type: 'asset', fileName: `${folder}${LUCIDE_DRAWINGS_FILE}`, source: drawings });
      for (const [icon, node] of Object.entries(iconData().nodes))
        this.emitFile({ type: 'asset', fileName: `${folder}${icon}.json`, source: JSON.stringify(node) });
    },
  };
}
