import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { RenderAssets } from '@toolbox/core/ports';

const require = createRequire(import.meta.url);

/** @fontsource/inter's exports map only CSS, so its files folder is found next to its index.css. */
const fontDir = () => join(dirname(require.resolve('@fontsource/inter')), 'files');
const emojiDir = () => dirname(require.resolve('@twemoji/svg/package.json'));

/** Fonts and Twemoji SVGs read from the CLI's node_modules: the same files the web app bundles. */
export function nodeRenderAssets(): RenderAssets {
  return {
    font: async (file) => new Uint8Array(await readFile(join(fontDir(), file))),
    async emoji(code) {
      if (!/^[0-9a-f]+(-[0-9a-f]+)*$/.test(code)) return null;
      try {
        return new Uint8Array(await readFile(join(emojiDir(), `${code}.svg`)));
      } catch {
        return null;
      }
    },
    async scriptFont(packageId) {
      if (!/^[a-z0-9-]+$/.test(packageId)) return null;
      try {
        const dir = dirname(require.resolve(`@fontsource/${packageId}/unicode.json`));
        return {
          ranges: JSON.parse(await readFile(join(dir, 'unicode.json'), 'utf8')),
          file: async (name) => new Uint8Array(await readFile(join(dir, 'files', basename(name)))),
        };
      } catch {
        return null;
      }
    },
  };
}
