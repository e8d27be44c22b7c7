import {
  type CodeRange,
  type FontSubset,
  FontUsage,
  packagesFor,
  planFonts,
  SCRIPT_FONT_PACKAGES,
  subsetsFromUnicodeJson,
} from '../fonts/script-fonts';
import type { Graphics, ImageSource, RenderAssets } from '../ports';
import { svgWithSize } from '../svg/svg-size';
import { isEmojiGrapheme, twemojiCandidates } from '../text/emoji';
import { splitGraphemes } from '../text/graphemes';

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

const RENDER_WEIGHTS = ['400', '600', '800'] as const;

/** Inter's Latin files, registered before any card is drawn; the other subsets follow when a text needs them. */
export const RENDER_FONTS: readonly RenderFontFile[] = RENDER_WEIGHTS.map((weight) => ({
  file: `inter-latin-${weight}-normal.woff2`,
  weight,
  unicodeRange: LATIN,
}));

/** Inter's other subsets: registered, like the script fonts, only when a text needs them. */
const INTER_EXTRA: Record<string, string> = {
  'latin-ext': LATIN_EXT,
  'cyrillic-ext': 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  'greek-ext': 'U+1F00-1FFF',
  greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
  vietnamese:
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
};

/** The family a script package's subsets are registered under. */
const scriptFamily = (family: string) => `Toolbox ${family}`;

const FALLBACK_FAMILIES = SCRIPT_FONT_PACKAGES.filter((p) => p.id !== 'noto-emoji')
  .map((p) => `"${scriptFamily(p.family)}"`)
  .join(', ');

/**
 * CSS font shorthand for the render font, then the script fonts (registered when a text needs them), then the
 * platform's sans-serif.
 */
export function renderFont(weight: RenderFontFile['weight'], px: number): string {
  return `${weight} ${Math.round(px * 100) / 100}px "${RENDER_FONT_FAMILY}", ${FALLBACK_FAMILIES}, sans-serif`;
}

const toRangeString = (ranges: readonly CodeRange[]) =>
  ranges.map(([a, b]) => `U+${a.toString(16)}${a === b ? '' : `-${b.toString(16)}`}`).join(',');

const parseRangeString = (value: string): CodeRange[] =>
  value.split(',').map((part) => {
    const [start = '0', end] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(start, 16), Number.parseInt(end ?? start, 16)] as const;
  });

export interface ScriptFontsResult {
  /** Characters no font can draw, each once. */
  missing: string[];
  /** The bytes of the script subsets that draw something (for glyph outlines). */
  fonts: Uint8Array[];
}

const scriptReady = new WeakMap<Graphics, Map<string, Promise<ScriptFontsResult>>>();

/**
 * Registers the script fonts `texts` need (Noto subsets for CJK, Arabic, Hebrew, Devanagari, Thai) and returns
 * the characters that neither the render font nor those fonts can draw (emoji excepted: they are images).
 */
export function ensureScriptFonts(
  graphics: Graphics,
  assets: RenderAssets,
  texts: readonly string[],
): Promise<ScriptFontsResult> {
  const text = splitGraphemes(texts.join('\n'))
    .filter((g) => !isEmojiGrapheme(g))
    .join('');
  let cache = scriptReady.get(graphics);
  if (!cache) {
    cache = new Map();
    scriptReady.set(graphics, cache);
  }
  let ready = cache.get(text);
  if (!ready && drawnByLatin(text)) {
    // What the plan would find without opening a font: the Latin file draws it all, nothing is missing. Opening
    // one to ask would load the font parser (~350 KB) before a card's first frame.
    ready = Promise.resolve({ missing: [], fonts: [] });
    cache.set(text, ready);
  }
  if (!ready) {
    ready = (async () => {
      const base: FontSubset[] = RENDER_FONTS.filter((f) => f.weight === '400').map((f) => ({
        family: RENDER_FONT_FAMILY,
        packageId: '',
        file: f.file,
        ranges: parseRangeString(f.unicodeRange),
      }));
      const extra: FontSubset[] = Object.entries(INTER_EXTRA).map(([name, ranges]) => ({
        family: RENDER_FONT_FAMILY,
        packageId: '',
        file: `inter-${name}-400-normal.woff2`,
        ranges: parseRangeString(ranges),
      }));
      const readers = new Map<string, (name: string) => Promise<Uint8Array>>();
      const scripts: FontSubset[] = [];
      for (const pkg of packagesFor(text).filter((p) => p.id !== 'noto-emoji')) {
        const files = await assets.scriptFont?.(pkg.id).catch(() => null);
        if (!files) continue;
        readers.set(pkg.id, files.file);
        for (const subset of subsetsFromUnicodeJson(pkg, files.ranges))
          scripts.push({ ...subset, family: scriptFamily(pkg.family) });
      }
      const plan = await planFonts({
        // "A" always opens the Latin file, which tells whether the platform's font files are readable at all.
        text: `A${text}`,
        base: {},
        subsets: [...base, ...extra, ...scripts],
        load: (subset) =>
          subset.packageId
            ? (readers.get(subset.packageId)?.(subset.file) ?? Promise.reject())
            : assets.font(subset.file),
      });
      const usage = new FontUsage();
      for (const grapheme of splitGraphemes(text)) usage.pick(plan, grapheme, RENDER_FONT_FAMILY);
      const used = new Set(usage.used);
      const register = graphics.registerFont?.bind(graphics);
      await Promise.all(
        extra
          .filter((subset) => used.has(subset) && register)
          .flatMap((subset) =>
            RENDER_WEIGHTS.map(async (weight) =>
              register?.(RENDER_FONT_FAMILY, await assets.font(subset.file.replace('-400-', `-${weight}-`)), {
                weight,
                style: 'normal',
                unicodeRange: toRangeString(subset.ranges),
              }),
            ),
          ),
      );
      const fonts = await Promise.all(
        scripts
          .filter((subset) => used.has(subset))
          .map(async (subset) => {
            const bytes = await readers.get(subset.packageId)?.(subset.file);
            if (bytes && register)
              await register(subset.family, bytes, {
                weight: '400',
                style: 'normal',
                unicodeRange: toRangeString(subset.ranges),
              });
            return bytes;
          }),
      );
      // Without a readable render font nothing can be judged (a platform that ships no font files).
      const known = plan.fonts.has(RENDER_FONT_FAMILY);
      return {
        missing: known ? usage.missing : [],
        fonts: fonts.filter((f): f is Uint8Array => f !== undefined),
      };
    })();
    ready.catch(() => cache.delete(text));
    cache.set(text, ready);
  }
  return ready;
}

/**
 * Printable ASCII and Latin-1 (every one in Inter's Latin files: render-assets.test.ts opens them to check), and
 * what needs no glyph (spaces, controls, format characters such as the soft hyphen).
 */
const LATIN_DRAWN = /^[\u0021-\u007E\u00A0-\u00FF\s\p{Cc}\p{Cf}]*$/u;

/** True when Inter's Latin files draw every character of `text`. */
export const drawnByLatin = (text: string) => LATIN_DRAWN.test(text);

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
          const sized = new TextEncoder().encode(svgWithSize(new TextDecoder().decode(bytes), size, size));
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
