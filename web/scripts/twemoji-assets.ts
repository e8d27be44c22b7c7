import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Twemoji's SVGs as files at a fixed address, `assets/twemoji-<version>/<code>.svg` (the version in the folder
 * keeps a cached file from outliving its release), so the page fetches the few emoji a card shows by code, with no
 * 320 KB map of 3,722 hashed names to download first. The address is given to the app as
 * `import.meta.env.TOOLBOX_TWEMOJI_DIR`; the dev server answers it from node_modules.
 */
export function twemojiAssets(packageDir: string): Plugin {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const folder = `assets/twemoji-${version}/`;
  const svgs = () => readdirSync(packageDir).filter((name) => /^[0-9a-f]+(-[0-9a-f]+)*\.svg$/.test(name));
  return {
    name: 'toolbox:twemoji-assets',
    config: () => ({ define: { 'import.meta.env.TOOLBOX_TWEMOJI_DIR': JSON.stringify(folder) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith(`/${folder}`) ? request.url.slice(folder.length + 1) : '';
        if (!/^[0-9a-f]+(-[0-9a-f]+)*\.svg$/.test(name)) return next();
        try {
          const body = readFileSync(join(packageDir, name));
          response.setHeader('content-type', 'image/svg+xml');
          response.end(body);
        } catch {
          response.statusCode = 404;
          response.end();
        }
      });
    },
    generateBundle() {
      for (const name of svgs())
        this.emitFile({
          type: 'asset',
          fileName: `${folder}${name}`,
          source: readFileSync(join(packageDir, name)),
        });
    },
  };
}
