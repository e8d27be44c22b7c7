import { ToolInputError } from '../../errors';
import { encodeIco } from '../../image/ico';
import type { Graphics, GraphicsOf, ImageSource, OutputFile, Surface } from '../../ports';
import { dataUri } from '../../svg/data-uri';
import { sanitizeSvg } from '../../svg/sanitize';
import { svgIntrinsicSize, svgWithSize } from '../../svg/svg-size';
import {
  FAVICON_PREVIEW_LARGE,
  FAVICON_PREVIEW_SIZES,
  type FaviconResult,
  faviconDownloadFiles,
  faviconSnippet,
  webManifest,
} from './favicon-maker';
import { type Box, centreSquare, drawsNothing, inkBox, inkLuminance, placeLogo } from './logo-layout';
import {
  type FaviconLogoInput,
  normalizeFaviconLogoInput,
  type SniffedLogo,
  sniffLogo,
  TRANSPARENT,
} from './logo-options';
import {
  APPLE_TOUCH_ICON_SIZE,
  FAVICON_SIZES,
  FAVICON_SVG_SIZE,
  faviconFileName,
  ICO_SIZES,
  MANIFEST_SIZES,
  maskableFileName,
} from './options';
import { shapePath, svgShape } from './shape';

/** Longest side a raster logo is reduced to (by halves) before its ink is found. */
const WORKING_SIDE = 2048;
/** Longest side of the cropped logo every icon is drawn from. */
const MASTER_SIDE = 1024;
/** An SVG logo is rasterised at most this large to be cut. */
const SVG_RASTER_MAX = 4096;
/** The raster logo embedded in favicon.svg: enough for a 64 px tab at 4x. */
const SVG_EMBED_SIDE = 256;
/** The dark browser tab strip (#202124, Chrome's) whose contrast with the logo decides `darkMode: auto`. */
const DARK_TAB_LUMINANCE = 0.0144;
const MIN_TAB_CONTRAST = 3;

/** Where an icon is shown, which decides its background and the room its logo has. */
type LogoFrame = 'tab' | 'touch' | 'app' | 'maskable';

interface Level {
  image: ImageSource;
  png: Uint8Array;
  w: number;
  h: number;
}

/** The cropped logo, ready to draw at any size. */
interface LogoPicture {
  /** The crop at MASTER_SIDE or less, then each half of the one before down to 16 px: shrinking a picture more
   * than twofold in one draw skips pixels, so each icon is drawn from the smallest level at least its size. */
  levels: Level[];
  /** The crop's proportions. */
  w: number;
  h: number;
  /** An SVG logo, kept as vectors for favicon.svg: the sanitized text at its own size, and the crop in it. */
  svg: { text: string; width: number; height: number; crop: Box } | null;
  /** Scripts, handlers or outside links were taken out of the SVG. */
  sanitized: boolean;
}

async function asImage(
  graphics: Graphics,
  surface: Surface,
): Promise<{ image: ImageSource; png: Uint8Array }> {
  const png = await surface.encode('image/png');
  return { image: await graphics.loadImage(png, 'image/png'), png };
}

/** `image` drawn onto a new w × h surface, shifted by (x, y) and scaled to (dw, dh): a crop or a resize. */
function drawn(graphics: Graphics, image: ImageSource, w: number, h: number, at: Box): Surface {
  const surface = graphics.createSurface(Math.max(1, Math.round(w)), Math.max(1, Math.round(h)));
  surface.context().drawImage(image, at.x, at.y, at.w, at.h);
  return surface;
}

/** A raster picture halved until its longer side is at most `side`; the last surface is kept for reading. */
async function reduce(graphics: Graphics, image: ImageSource, side: number) {
  let current = { image, w: image.width, h: image.height };
  let surface = drawn(graphics, image, current.w, current.h, { x: 0, y: 0, w: current.w, h: current.h });
  while (Math.max(current.w, current.h) > side) {
    const w = Math.max(1, Math.ceil(current.w / 2));
    const h = Math.max(1, Math.ceil(current.h / 2));
    surface = drawn(graphics, current.image, w, h, { x: 0, y: 0, w, h });
    current = { image: (await asImage(graphics, surface)).image, w, h };
  }
  return { ...current, surface };
}

async function loadOrRefuse(graphics: Graphics, bytes: Uint8Array, mime: string, what: string) {
  try {
    return await graphics.loadImage(bytes, mime);
  } catch {
    throw new ToolInputError(`The logo is not a readable ${what} file.`);
  }
}

const HOSTILE_SVG =
  /<script|<foreignObject|\son\w+\s*=|(?:href|src)\s*=\s*["']\s*(?!#|data:image\/)[^"']|@import|url\(\s*["']?\s*(?!#)/i;

/** The logo decoded, cut to its ink (or its middle square), and made into its levels. */
async function loadLogoPicture(
  graphics: Graphics,
  sniffed: SniffedLogo,
  bytes: Uint8Array,
  input: FaviconLogoInput,
): Promise<LogoPicture> {
  let working: { image: ImageSource; w: number; h: number; surface: Surface };
  let svg: { text: string; width: number; height: number } | null = null;
  if (sniffed.type === 'image/svg+xml') {
    const text = sanitizeSvg(sniffed.svg);
    if (!text) throw new ToolInputError('The logo is not a readable SVG file.');
    const natural = svgIntrinsicSize(text) ?? { width: 512, height: 512 };
    svg = { text, ...natural };
    const scale = MASTER_SIDE / Math.max(natural.width, natural.height);
    const w = Math.max(1, Math.round(natural.width * scale));
    const h = Math.max(1, Math.round(natural.height * scale));
    const image = await loadOrRefuse(
      graphics,
      new TextEncoder().encode(svgWithSize(text, w, h)),
      'image/svg+xml',
      'SVG',
    );
    working = { image, w, h, surface: drawn(graphics, image, w, h, { x: 0, y: 0, w, h }) };
  } else {
    const image = await loadOrRefuse(
      graphics,
      bytes,
      sniffed.type,
      sniffed.type === 'image/png' ? 'PNG' : 'JPG',
    );
    working = await reduce(graphics, image, WORKING_SIDE);
  }
  const full = { x: 0, y: 0, w: working.w, h: working.h };
  const pixels = working.surface.context().getImageData(0, 0, working.surface.width, working.surface.height);
  const sanitized = sniffed.type === 'image/svg+xml' && HOSTILE_SVG.test(sniffed.svg);
  // An empty SVG, a clear PNG, or an SVG that only showed a linked picture: every icon would be invisible.
  if (drawsNothing(pixels.data)) {
    const removed = sanitized ? ' (its scripts, event handlers and links to other files were removed)' : '';
    throw new ToolInputError(
      `The logo shows nothing: every pixel of it is transparent, or nearly${removed}.`,
    );
  }
  let crop = (input.trim && inkBox(pixels.data, pixels.width, pixels.height)) || full;
  if (input.fit === 'cover') crop = centreSquare(crop);

  let master: Surface;
  if (svg) {
    // Rasterised again so the crop, not the whole picture, gets MASTER_SIDE pixels.
    const f = Math.min(
      MASTER_SIDE / Math.max(crop.w, crop.h),
      SVG_RASTER_MAX / Math.max(working.w, working.h),
    );
    const w = Math.max(1, Math.round(working.w * f));
    const h = Math.max(1, Math.round(working.h * f));
    const image = await loadOrRefuse(
      graphics,
      new TextEncoder().encode(svgWithSize(svg.text, w, h)),
      'image/svg+xml',
      'SVG',
    );
    master = drawn(graphics, image, crop.w * f, crop.h * f, { x: -crop.x * f, y: -crop.y * f, w, h });
  } else {
    const f = Math.min(1, MASTER_SIDE / Math.max(crop.w, crop.h));
    master = drawn(graphics, working.image, crop.w * f, crop.h * f, {
      x: -crop.x * f,
      y: -crop.y * f,
      w: working.w * f,
      h: working.h * f,
    });
  }
  const levels: Level[] = [{ ...(await asImage(graphics, master)), w: master.width, h: master.height }];
  for (let last = levels[0]!; Math.max(last.w, last.h) > 16; last = levels.at(-1)!) {
    const w = Math.max(1, Math.ceil(last.w / 2));
    const h = Math.max(1, Math.ceil(last.h / 2));
    levels.push({
      ...(await asImage(graphics, drawn(graphics, last.image, w, h, { x: 0, y: 0, w, h }))),
      w,
      h,
    });
  }
  const toSvgUnits = svg ? svg.width / working.w : 1;
  return {
    levels,
    w: crop.w,
    h: crop.h,
    svg: svg && {
      ...svg,
      crop: {
        x: crop.x * toSvgUnits,
        y: crop.y * toSvgUnits,
        w: crop.w * toSvgUnits,
        h: crop.h * toSvgUnits,
      },
    },
    sanitized,
  };
}

/** The smallest level at least `width` wide (or the largest there is). */
function levelFor(picture: LogoPicture, width: number): Level {
  return [...picture.levels].reverse().find((level) => level.w >= width) ?? picture.levels[0]!;
}

const opaque = (colour: string) => colour !== TRANSPARENT;

/** The maskable icons and the manifest's colours: the app background, or the touch one when that is clear. */
function appColour(input: FaviconLogoInput): string {
  return opaque(input.appBackground) ? input.appBackground : input.touchBackground;
}

function frameBackground(
  input: FaviconLogoInput,
  frame: LogoFrame,
): { colour: string; shape: FaviconLogoInput['shape'] } {
  if (frame === 'tab') return { colour: input.tabBackground, shape: input.shape };
  if (frame === 'app') return { colour: input.appBackground, shape: input.shape };
  if (frame === 'touch') return { colour: input.touchBackground, shape: 'square' };
  return { colour: appColour(input), shape: 'square' };
}

function drawFrame<S extends Surface>(
  graphics: GraphicsOf<S>,
  picture: LogoPicture,
  input: FaviconLogoInput,
  size: number,
  frame: LogoFrame,
): S {
  const surface = graphics.createSurface(size, size);
  const ctx = surface.context();
  const background = frameBackground(input, frame);
  if (opaque(background.colour)) {
    shapePath(ctx, background.shape, size);
    ctx.fillStyle = background.colour;
    ctx.fill();
  }
  const at = placeLogo(picture, size, input.padding, frame === 'maskable' ? 'safe-circle' : 'square');
  ctx.drawImage(levelFor(picture, at.w).image, at.x, at.y, at.w, at.h);
  return surface;
}

/** invert(1) then hue-rotate(180deg) as one colour matrix: light becomes dark and hues stay. */
const DARK_MATRIX = '0.574 -1.43 -0.144 0 1 -0.426 -0.43 -0.144 0 1 -0.426 -1.43 0.856 0 1 0 0 0 1 0';

/** Whether favicon.svg inverts its logo in a dark browser theme. */
function invertsInDark(graphics: Graphics, picture: LogoPicture, input: FaviconLogoInput): boolean {
  if (input.darkMode !== 'auto') return input.darkMode === 'invert';
  if (opaque(input.tabBackground)) return false;
  const level = levelFor(picture, 64);
  const surface = drawn(graphics, level.image, level.w, level.h, { x: 0, y: 0, w: level.w, h: level.h });
  const luminance = inkLuminance(surface.context().getImageData(0, 0, level.w, level.h).data);
  return luminance !== null && (luminance + 0.05) / (DARK_TAB_LUMINANCE + 0.05) < MIN_TAB_CONTRAST;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * favicon.svg: the tab icon as vectors when the logo is an SVG (sanitized, cropped by a nested viewport), else
 * with the cropped raster embedded; with a `prefers-color-scheme: dark` rule when the logo would vanish on a dark tab.
 */
function logoSvg(picture: LogoPicture, input: FaviconLogoInput, dark: boolean): string {
  const s = FAVICON_SVG_SIZE;
  const at = placeLogo(picture, s, input.padding, 'square');
  const [x, y, w, h] = [at.x, at.y, at.w, at.h].map(round2);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
  ];
  if (dark)
    parts.push(
      `<filter id="favicon-dark" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${DARK_MATRIX}"/></filter>`,
      '<style>@media (prefers-color-scheme: dark) { .favicon-logo { filter: url(#favicon-dark); } }</style>',
    );
  if (opaque(input.tabBackground)) parts.push(svgShape(input.shape, s, input.tabBackground));
  parts.push('<g class="favicon-logo">');
  if (picture.svg) {
    const { crop } = picture.svg;
    const inner = svgWithSize(picture.svg.text, picture.svg.width, picture.svg.height);
    parts.push(
      `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${[crop.x, crop.y, crop.w, crop.h].map(round2).join(' ')}" preserveAspectRatio="none" overflow="hidden">${inner}</svg>`,
    );
  } else {
    const level = levelFor(picture, SVG_EMBED_SIDE);
    parts.push(
      `<image x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="none" href="${dataUri('image/png', level.png)}"/>`,
    );
  }
  parts.push('</g></svg>');
  return parts.join('');
}

/** Which frame each PNG size of the set is drawn in. */
const SIZE_FRAMES: Record<(typeof FAVICON_SIZES)[number], LogoFrame> = {
  16: 'tab',
  32: 'tab',
  48: 'tab',
  96: 'tab',
  [APPLE_TOUCH_ICON_SIZE]: 'touch',
  192: 'app',
  512: 'app',
};

async function prepare(
  input: Partial<FaviconLogoInput> & Pick<FaviconLogoInput, 'logo'>,
  graphics: Graphics,
) {
  const options = normalizeFaviconLogoInput(input);
  const sniffed = sniffLogo(options.logo);
  return { options, picture: await loadLogoPicture(graphics, sniffed, options.logo.bytes, options) };
}

/** The whole set from a logo: the same files, names and snippet as the text set, each frame's background its own. */
export async function runLogoFavicons(
  input: Partial<FaviconLogoInput> & Pick<FaviconLogoInput, 'logo'>,
  { graphics }: { graphics: Graphics },
): Promise<FaviconResult> {
  const { options, picture } = await prepare(input, graphics);
  const files: OutputFile[] = [];
  const pngs = new Map<number, Uint8Array>();
  for (const size of FAVICON_SIZES) {
    const data = await drawFrame(graphics, picture, options, size, SIZE_FRAMES[size]).encode('image/png');
    pngs.set(size, data);
    files.push({ name: faviconFileName(size), mime: 'image/png', data });
  }
  for (const size of MANIFEST_SIZES) {
    const data = await drawFrame(graphics, picture, options, size, 'maskable').encode('image/png');
    files.push({ name: maskableFileName(size), mime: 'image/png', data });
  }
  const svg = logoSvg(picture, options, invertsInDark(graphics, picture, options));
  files.push({ name: 'favicon.svg', mime: 'image/svg+xml', data: svg });
  files.push({
    name: 'favicon.ico',
    mime: 'image/x-icon',
    data: encodeIco(ICO_SIZES.map((size) => ({ size, png: pngs.get(size)! }))),
  });
  const manifest = webManifest(options.name, appColour(options));
  files.push({
    name: 'site.webmanifest',
    mime: 'application/manifest+json',
    data: `${JSON.stringify(manifest, null, 2)}\n`,
  });
  const snippet = faviconSnippet({ text: options.name, name: options.name });
  const warnings = picture.sanitized
    ? ['the SVG had scripts, event handlers or links to other files; they were removed.']
    : [];
  return { files, snippet, downloads: faviconDownloadFiles({ files, snippet }), manifest, warnings };
}

/** The page's preview: the tab icon large and at each tab size, the Apple touch icon and a maskable icon. */
export async function runLogoFaviconPreview<S extends Surface = Surface>(
  input: Partial<FaviconLogoInput> & Pick<FaviconLogoInput, 'logo'>,
  { graphics }: { graphics: GraphicsOf<S> },
): Promise<{ large: S; small: S[]; touch: S; maskable: S; svg: string }> {
  const { options, picture } = await prepare(input, graphics);
  const [large, ...small] = [FAVICON_PREVIEW_LARGE, ...FAVICON_PREVIEW_SIZES].map((size) =>
    drawFrame(graphics, picture, options, size, 'tab'),
  );
  return {
    large: large!,
    small,
    touch: drawFrame(graphics, picture, options, APPLE_TOUCH_ICON_SIZE, 'touch'),
    maskable: drawFrame(graphics, picture, options, 192, 'maskable'),
    svg: logoSvg(picture, options, invertsInDark(graphics, picture, options)),
  };
}
