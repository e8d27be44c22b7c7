import latin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import latin600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import latin800 from '@fontsource/inter/files/inter-latin-800-normal.woff2?url';
import latinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url';
import latinExt600 from '@fontsource/inter/files/inter-latin-ext-600-normal.woff2?url';
import latinExt800 from '@fontsource/inter/files/inter-latin-ext-800-normal.woff2?url';
import type { RenderAssets } from '@toolbox/core/ports';
import { filesByName } from './script-fonts/files-by-name';

/** Inter's other subsets (Greek, Cyrillic, Vietnamese), registered when a text needs them. */
const EXTRA_URLS = filesByName(
  import.meta.glob(
    '../../node_modules/@fontsource/inter/files/inter-{greek,greek-ext,cyrillic,cyrillic-ext,vietnamese}-{400,600,800}-normal.woff2',
    { query: '?url', import: 'default', eager: true },
  ),
);

/** The render fonts' files as Vite serves them: the same @fontsource/inter files the CLI reads. */
const FONT_URLS: Record<string, string> = {
  ...EXTRA_URLS,
  'inter-latin-400-normal.woff2': latin400,
  'inter-latin-600-normal.woff2': latin600,
  'inter-latin-800-normal.woff2': latin800,
  'inter-latin-ext-400-normal.woff2': latinExt400,
  'inter-latin-ext-600-normal.woff2': latinExt600,
  'inter-latin-ext-800-normal.woff2': latinExt800,
};

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** A Twemoji file name: code points in hex, joined by dashes (`1f469-200d-1f4bb`). */
const EMOJI_CODE = /^[0-9a-f]+(-[0-9a-f]+)*$/;

const cache = new Map<string, Promise<Uint8Array | null>>();

function cached(key: string, load: () => Promise<Uint8Array | null>): Promise<Uint8Array | null> {
  let hit = cache.get(key);
  if (!hit) {
    hit = load();
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

/** Fonts and Twemoji SVGs fetched from the app's own assets (no third-party requests), each only when used. */
export const webRenderAssets: RenderAssets = {
  async font(file) {
    const url = FONT_URLS[file];
    if (!url) throw new Error(`Unknown render font ${file}`);
    return (await cached(`font:${file}`, () => fetchBytes(url)))!;
  },
  emoji(code) {
    if (!EMOJI_CODE.test(code)) return Promise.resolve(null);
    return cached(`emoji:${code}`, async () => {
      const response = await fetch(
        `${import.meta.env.BASE_URL}${import.meta.env.TOOLBOX_TWEMOJI_DIR}${code}.svg`,
      );
      // Not in Twemoji: a 404, or the server's page for unknown addresses (an SPA host answers with index.html).
      if (response.status === 404 || !response.headers.get('content-type')?.includes('svg')) return null;
      if (!response.ok) throw new Error(`Could not load the emoji ${code} (${response.status})`);
      return new Uint8Array(await response.arrayBuffer());
    });
  },
  async scriptFont(packageId) {
    const { scriptFontFiles } = await import('./script-fonts');
    const files = await scriptFontFiles(packageId);
    if (!files) return null;
    return {
      ranges: files.ranges,
      file: async (name) => {
        const url = files.files[name];
        if (!url) throw new Error(`Unknown font file ${name}`);
        return (await cached(`script:${name}`, () => fetchBytes(url)))!;
      },
    };
  },
};
