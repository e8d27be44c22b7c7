import { describeMissing } from '../../fonts/script-fonts';
import { escapeAttribute } from '../../html/escape';
import { encodeIco } from '../../image/ico';
import {
  ensureRenderFonts,
  ensureScriptFonts,
  loadEmojiImage,
  RENDER_FONT_FAMILY,
  renderFont,
  type ScriptFontsResult,
} from '../../image/render-assets';
import type { Context2D, ImageSource, OutputFile, RenderAssets, RenderPorts, Surface } from '../../ports';
import { dataUri } from '../../svg/data-uri';
import { isEmojiGrapheme, twemojiCandidates } from '../../text/emoji';
import { escapeXml } from '../../text/escape-xml';
import { splitGraphemes } from '../../text/graphemes';
import { textOutline } from './glyph-outlines';
import {
  APPLE_TOUCH_ICON_SIZE,
  FAVICON_SIZES,
  FAVICON_SNIPPET_FILE,
  FAVICON_SVG_SIZE,
  type FaviconInput,
  type FaviconSize,
  faviconFileName,
  ICO_SIZES,
  MANIFEST_SIZES,
  MASKABLE_SAFE_ZONE,
  maskableFileName,
  normalizeFaviconInput,
} from './options';
import { shapePath, svgShape } from './shape';

export interface FaviconResult {
  /** PNGs per size, maskable PNGs, favicon.svg, favicon.ico and site.webmanifest, in download order. */
  files: OutputFile[];
  /** The `<link>` and `<meta>` tags for the page's <head>. */
  snippet: string;
  /** "Download all" on the web: the files, then the tags as favicon-head.html. */
  downloads: OutputFile[];
  manifest: WebManifest;
  /** What the icons cannot show as written (one line each). */
  warnings: string[];
}

export interface WebManifest {
  name: string;
  short_name: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
  theme_color: string;
  background_color: string;
  display: 'standalone';
}

/** Text size by character count, as a share of the side, before shrinking to fit. */
const TEXT_SCALE = [0.62, 0.62, 0.5, 0.38];
/** Widest the text may be, as a share of the side (a circle leaves less room at the sides). */
const MAX_TEXT_WIDTH = { square: 0.8, rounded: 0.8, circle: 0.72 };
const EMOJI_SCALE = 0.66;

interface TextPlacement {
  px: number;
  baseline: number;
}

/** Font size and baseline that fit the text in the shape and centre its ink vertically. */
function placeText(ctx: Context2D, input: FaviconInput, size: number): TextPlacement {
  const count = splitGraphemes(input.text).length;
  let px = size * (TEXT_SCALE[count] ?? 0.38);
  ctx.font = renderFont('800', px);
  const width = ctx.measureText(input.text).width;
  const max = size * MAX_TEXT_WIDTH[input.shape];
  if (width > max) {
    px *= max / width;
    ctx.font = renderFont('800', px);
  }
  const m = ctx.measureText(input.text);
  return { px, baseline: size / 2 + (m.actualBoundingBoxAscent - m.actualBoundingBoxDescent) / 2 };
}

/** An emoji-only text is drawn as its Twemoji image; anything else as text in the render font. */
function emojiOnly(text: string): string | null {
  const graphemes = splitGraphemes(text);
  return graphemes.length === 1 && isEmojiGrapheme(graphemes[0]!) ? graphemes[0]! : null;
}

/**
 * How an icon meets its edges: the chosen shape with transparent corners; full-bleed, the whole square filled,
 * for iOS (which cuts its own rounded square and shows transparency as black); or maskable, full-bleed with the
 * content inside the safe zone, for launchers that cut any shape.
 */
export type FaviconFrame = 'shape' | 'full-bleed' | 'maskable';

/**
 * One icon. A maskable one fills the whole square (the launcher cuts its own shape) and draws its content as a
 * circle icon inside the safe zone.
 */
function drawIcon(
  ctx: Context2D,
  input: FaviconInput,
  size: number,
  emoji: ImageSource | null,
  frame: FaviconFrame,
): TextPlacement | null {
  const maskable = frame === 'maskable';
  shapePath(ctx, frame === 'shape' ? input.shape : 'square', size);
  ctx.fillStyle = input.backgroundColor;
  ctx.fill();
  const inner = maskable ? size * MASKABLE_SAFE_ZONE : size;
  const inset = (size - inner) / 2;
  if (emoji) {
    const s = inner * EMOJI_SCALE;
    ctx.drawImage(emoji, (size - s) / 2, (size - s) / 2, s, s);
    return null;
  }
  if (!input.text) return null;
  const placement = placeText(ctx, maskable ? { ...input, shape: 'circle' } : input, inner);
  ctx.fillStyle = input.textColor;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(input.text, size / 2, inset + placement.baseline);
  return placement;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * favicon.svg: the same shape and text. The text is drawn as glyph outlines (`textOutline`) so it needs no font;
 * text the render font cannot draw falls back to SVG text in the system's fonts.
 */
function faviconSvg(
  input: FaviconInput,
  placement: TextPlacement | null,
  extras: { textPath?: string; emojiSvg?: Uint8Array } = {},
): string {
  const s = FAVICON_SVG_SIZE;
  const shape = svgShape(input.shape, s, input.backgroundColor);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
  ];
  if (extras.emojiSvg) {
    const e = round2(s * EMOJI_SCALE);
    const at = round2((s - e) / 2);
    parts.push(
      shape,
      `<image x="${at}" y="${at}" width="${e}" height="${e}" href="${dataUri('image/svg+xml', extras.emojiSvg)}"/>`,
    );
  } else {
    parts.push(shape);
    if (extras.textPath) {
      parts.push(`<path fill="${input.textColor}" d="${extras.textPath}"/>`);
    } else if (input.text && placement) {
      const px = round2(placement.px);
      const y = round2(placement.baseline);
      parts.push(
        `<text x="${s / 2}" y="${y}" text-anchor="middle" font-family="'${RENDER_FONT_FAMILY}', Inter, system-ui, sans-serif" font-weight="800" font-size="${px}" fill="${input.textColor}">${escapeXml(input.text)}</text>`,
      );
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

/** site.webmanifest: the 192 and 512 icons, each plain and maskable, in the app's colour. */
export function webManifest(name: string, colour: string): WebManifest {
  return {
    name,
    short_name: name,
    icons: MANIFEST_SIZES.flatMap((size) => [
      {
        src: `/${faviconFileName(size)}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any' as const,
      },
      {
        src: `/${maskableFileName(size)}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable' as const,
      },
    ]),
    theme_color: colour,
    background_color: colour,
    display: 'standalone',
  };
}

/** The tags for the page's <head>: RealFaviconGenerator's current set, titled with the app name. */
export function faviconSnippet(input: Pick<FaviconInput, 'name' | 'text'>): string {
  return [
    '<link rel="icon" href="/favicon.ico" sizes="48x48">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="icon" href="/favicon-96x96.png" type="image/png" sizes="96x96">',
    '<link rel="icon" href="/favicon-32x32.png" type="image/png" sizes="32x32">',
    '<link rel="icon" href="/favicon-16x16.png" type="image/png" sizes="16x16">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180">',
    `<meta name="apple-mobile-web-app-title" content="${escapeAttribute(input.name ?? input.text)}">`,
    '<link rel="manifest" href="/site.webmanifest">',
  ].join('\n');
}

/** The render font's 800 weight, all its subsets, for the SVG's outlines (script fonts are added when the text needs them). */
async function outlineFonts(assets: RenderAssets): Promise<Uint8Array[]> {
  const files = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'].map(
    (subset) => `inter-${subset}-800-normal.woff2`,
  );
  const fonts = await Promise.all(files.map((file) => assets.font(file).catch(() => null)));
  return fonts.filter((font): font is Uint8Array => font !== null);
}

async function emojiSvgBytes(assets: RenderAssets, grapheme: string): Promise<Uint8Array | null> {
  for (const code of twemojiCandidates(grapheme)) {
    const bytes = await assets.emoji(code).catch(() => null);
    if (bytes) return bytes;
  }
  return null;
}

/** Draws the icon at one size on a new surface (the web preview uses this directly). */
export async function drawFavicon<S extends Surface = Surface>(
  input: Partial<FaviconInput>,
  size: number,
  { graphics, assets }: RenderPorts<S>,
  { frame = 'shape' }: { frame?: FaviconFrame } = {},
) {
  const options = normalizeFaviconInput(input);
  await ensureRenderFonts(graphics, assets);
  const scripts = await ensureScriptFonts(graphics, assets, [options.text]);
  const grapheme = emojiOnly(options.text);
  const emoji = grapheme ? await loadEmojiImage(graphics, assets, grapheme, size * EMOJI_SCALE) : null;
  const surface = graphics.createSurface(size, size);
  const placement = drawIcon(surface.context(), options, size, emoji, frame);
  return { surface, placement, options, emoji: grapheme && emoji ? grapheme : null, scripts };
}

/** "Download all" on the web: the files the CLI writes, then the `<head>` tags the CLI prints. */
export function faviconDownloadFiles(result: Pick<FaviconResult, 'files' | 'snippet'>): OutputFile[] {
  return [...result.files, { name: FAVICON_SNIPPET_FILE, mime: 'text/html', data: `${result.snippet}\n` }];
}

/** The whole favicon set: one PNG per size, favicon.svg, a 48/32/16 favicon.ico and site.webmanifest. */
export async function runFavicons(input: Partial<FaviconInput>, ports: RenderPorts): Promise<FaviconResult> {
  const files: OutputFile[] = [];
  const pngs = new Map<FaviconSize, Uint8Array>();
  let svgPlacement: TextPlacement | null = null;
  let emoji: string | null = null;
  let scripts: ScriptFontsResult = { missing: [], fonts: [] };
  let options = normalizeFaviconInput(input);
  for (const size of FAVICON_SIZES) {
    const drawn = await drawFavicon(options, size, ports, {
      frame: size === APPLE_TOUCH_ICON_SIZE ? 'full-bleed' : 'shape',
    });
    options = drawn.options;
    if (size === FAVICON_SVG_SIZE) {
      svgPlacement = drawn.placement;
      emoji = drawn.emoji;
      scripts = drawn.scripts;
    }
    const data = await drawn.surface.encode('image/png');
    pngs.set(size, data);
    files.push({ name: faviconFileName(size), mime: 'image/png', data });
  }

  for (const size of MANIFEST_SIZES) {
    const { surface } = await drawFavicon(options, size, ports, { frame: 'maskable' });
    files.push({ name: maskableFileName(size), mime: 'image/png', data: await surface.encode('image/png') });
  }

  const emojiSvg = emoji ? await emojiSvgBytes(ports.assets, emoji) : null;
  const textPath =
    emojiSvg || !options.text || !svgPlacement
      ? null
      : await textOutline(options.text, [...(await outlineFonts(ports.assets)), ...scripts.fonts], {
          px: svgPlacement.px,
          centerX: FAVICON_SVG_SIZE / 2,
          baseline: svgPlacement.baseline,
        });
  const svg = faviconSvg(options, svgPlacement, {
    ...(textPath ? { textPath } : {}),
    ...(emojiSvg ? { emojiSvg } : {}),
  });
  files.push({ name: 'favicon.svg', mime: 'image/svg+xml', data: svg });
  files.push({
    name: 'favicon.ico',
    mime: 'image/x-icon',
    data: encodeIco(ICO_SIZES.map((size) => ({ size, png: pngs.get(size)! }))),
  });
  const manifest = webManifest(options.name ?? options.text, options.backgroundColor);
  files.push({
    name: 'site.webmanifest',
    mime: 'application/manifest+json',
    data: `${JSON.stringify(manifest, null, 2)}\n`,
  });
  const warnings = scripts.missing.length
    ? [`no font has a glyph for ${describeMissing(scripts.missing)}; they are drawn as boxes.`]
    : [];
  const snippet = faviconSnippet(options);
  return { files, snippet, downloads: faviconDownloadFiles({ files, snippet }), manifest, warnings };
}

/** The page's preview sizes beside the large one: the browser tab's. */
export const FAVICON_PREVIEW_SIZES = [16, 32, 48] as const;
/** The large preview's size. */
export const FAVICON_PREVIEW_LARGE = 256;

/** The live preview: the icon drawn at the large size, then at each tab size, on surfaces the page shows. */
export async function runFaviconPreview<S extends Surface = Surface>(
  input: Partial<FaviconInput>,
  ports: RenderPorts<S>,
): Promise<{ large: S; small: S[] }> {
  const [large, small] = await Promise.all([
    drawFavicon(input, FAVICON_PREVIEW_LARGE, ports),
    Promise.all(FAVICON_PREVIEW_SIZES.map((size) => drawFavicon(input, size, ports))),
  ]);
  return { large: large.surface, small: small.map((drawn) => drawn.surface) };
}

/** The `<head>` tags for the set (what the CLI prints), live as the page's text and name change. */
export function runFaviconSnippet(input: Pick<FaviconInput, 'name' | 'text'>): { snippet: string } {
  return { snippet: faviconSnippet(input) };
}
