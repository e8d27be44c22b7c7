import { strFromU8, strToU8 } from 'fflate';
import type { Graphics, ImageSource, RenderAssets } from '../ports';
import { svgWithSize } from '../svg/svg-size';
import { twemojiCandidates } from '../text/emoji';

/** The family name fonts are registered under; distinct from the page's own "Inter" so neither shadows the other. */
export const RENDER_FONT_FAMILY = 'Toolbox Inter';

export interface RenderFontFile {
  file: string;
  weight: '400' | '600' | '800';
  unicodeRange: string;
}

// Unicode ranges as @fontsource/inter 5 splits its files (unicode.json).
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

export const RENDER_FONTS: readonly RenderFontFile[] = (['400', '600', '800'] as const).flatMap((weight) => [
  { file: `inter-latin-${weight}-normal.woff2`, weight, unicodeRange: LATIN },
  { file: `inter-latin-ext-${weight}-normal.woff2`, weight, unicodeRange: LATIN_EXT },
]);

/** CSS font shorthand for the render font; falls back to the platform's sans-serif for other scripts. */
export function renderFont(weight: RenderFontFile['weight'], px: number): string {
  return `${weight} ${Math.round(px * 100) / 100}px "${RENDER_FONT_FAMILY}", sans-serif`;
}

const fontsReady = new WeakMap<Graphics, Promise<void>>();

/** Registers the render fonts once per Graphics. A platform without registerFont draws with its fallbacks. */
export function ensureRenderFonts(graphics: Graphics, assets: RenderAssets): Promise<void> {
  let ready = fontsReady.get(graphics);
  if (!ready) {
    const register = graphics.registerFont?.bind(graphics);
    ready = register
      ? Promise.all(
          RENDER_FONTS.map(async (f) =>
            register(RENDER_FONT_FAMILY, await assets.font(f.file), {
              weight: f.weight,
              style: 'normal',
              unicodeRange: f.unicodeRange,
            }),
          ),
        ).then(() => undefined)
      : Promise.resolve();
    // A failed registration is retried on the next render rather than cached forever.
    ready.catch(() => fontsReady.delete(graphics));
    fontsReady.set(graphics, ready);
  }
  return ready;
}

const emojiCache = new WeakMap<Graphics, Map<string, Promise<ImageSource | null>>>();

/**
 * The Twemoji image for one emoji grapheme rasterised at `px` device pixels, or null when no file exists or it
 * cannot be decoded.
 */
export function loadEmojiImage(
  graphics: Graphics,
  assets: RenderAssets,
  grapheme: string,
  px: number,
): Promise<ImageSource | null> {
  const size = Math.max(1, Math.round(px));
  const key = `${grapheme}@${size}`;
  let cache = emojiCache.get(graphics);
  if (!cache) {
    cache = new Map();
    emojiCache.set(graphics, cache);
  }
  let image = cache.get(key);
  if (!image) {
    image = (async () => {
      for (const code of twemojiCandidates(grapheme)) {
        const bytes = await assets.emoji(code).catch(() => null);
        if (!bytes) continue;
        try {
          const sized = strToU8(svgWithSize(strFromU8(bytes), size, size));
          return await graphics.loadImage(sized, 'image/svg+xml');
        } catch {
          // A file that does not decode is as good as a missing one: the emoji is drawn as text instead.
        }
      }
      return null;
    })();
    cache.set(key, image);
  }
  return image;
}
