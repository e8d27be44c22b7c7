import { normalizeHexColor } from '../../color/hex-color';
import { ToolInputError } from '../../errors';
import { splitGraphemes } from '../../text/graphemes';

export const FAVICON_SIZES = [16, 32, 48, 96, 180, 192, 512] as const;
export type FaviconSize = (typeof FAVICON_SIZES)[number];
export const FAVICON_SVG_SIZE = 512;
export const ICO_SIZES = [48, 32, 16] as const;
export const MANIFEST_SIZES = [192, 512] as const;
/** apple-touch-icon.png: drawn full-bleed, because iOS cuts its own corners and shows transparency as black. */
export const APPLE_TOUCH_ICON_SIZE = 180;
/**
 * Manifest icons for `purpose: "maskable"`: full-bleed background, content inside the safe zone (the centred
 * circle of 80% of the side) that every launcher mask keeps.
 */
export const MASKABLE_SAFE_ZONE = 0.8;

export const FAVICON_SHAPES = ['square', 'rounded', 'circle'] as const;
export type FaviconShape = (typeof FAVICON_SHAPES)[number];
/** Corner radius of the rounded shape, as a share of the side. */
export const ROUNDED_RADIUS = 0.1;
export const FAVICON_TEXT_MAX = 3;
/** Spacing between files of "Download all", in ms. */
export const FAVICON_DOWNLOAD_SPACING_MS = 300;

export interface FaviconInput {
  /** Cut to 3 characters (graphemes, so an emoji counts as one). */
  text: string;
  backgroundColor: string;
  textColor: string;
  shape: FaviconShape;
  /** App name for site.webmanifest; defaults to the text. */
  name?: string;
}

export const FAVICON_DEFAULTS: FaviconInput = {
  text: 'CB',
  backgroundColor: '#3b82f6',
  textColor: '#ffffff',
  shape: 'rounded',
};

/** The spec's rule: favicon text is cut to 3 characters. */
export function cutFaviconText(text: string): string {
  return splitGraphemes(text.trim()).slice(0, FAVICON_TEXT_MAX).join('');
}

/** Each PNG size's file name, as the CLI writes it and the page's download rows name it. */
export const FAVICON_FILE_NAMES: Readonly<Record<FaviconSize, string>> = {
  16: 'favicon-16x16.png',
  32: 'favicon-32x32.png',
  48: 'favicon-48x48.png',
  96: 'favicon-96x96.png',
  180: 'apple-touch-icon.png',
  192: 'android-chrome-192x192.png',
  512: 'android-chrome-512x512.png',
};

/** The maskable icons' file names (the manifest's `purpose: maskable` entries). */
export const MASKABLE_FILE_NAMES: Readonly<Record<(typeof MANIFEST_SIZES)[number], string>> = {
  192: 'maskable-icon-192x192.png',
  512: 'maskable-icon-512x512.png',
};

export function faviconFileName(size: FaviconSize): string {
  return FAVICON_FILE_NAMES[size];
}

export function maskableFileName(size: (typeof MANIFEST_SIZES)[number]): string {
  return MASKABLE_FILE_NAMES[size];
}

/** Every file of the set, in download order: what the CLI writes (and the web page's zip holds). */
export const FAVICON_FILES: readonly string[] = [
  FAVICON_FILE_NAMES[16],
  FAVICON_FILE_NAMES[32],
  FAVICON_FILE_NAMES[48],
  FAVICON_FILE_NAMES[96],
  FAVICON_FILE_NAMES[180],
  FAVICON_FILE_NAMES[192],
  FAVICON_FILE_NAMES[512],
  MASKABLE_FILE_NAMES[192],
  MASKABLE_FILE_NAMES[512],
  'favicon.svg',
  'favicon.ico',
  'site.webmanifest',
];

/** The `<head>` tags as a file: the web page's "Download all" adds it to the set (the CLI prints them). */
export const FAVICON_SNIPPET_FILE = 'favicon-head.html';

export function normalizeFaviconInput(input: Partial<FaviconInput>): FaviconInput {
  const merged = { ...FAVICON_DEFAULTS, ...input };
  const backgroundColor = normalizeHexColor(merged.backgroundColor);
  if (!backgroundColor) {
    throw new ToolInputError(
      `Background colour "${merged.backgroundColor}" is not a hex colour like #3b82f6.`,
    );
  }
  const textColor = normalizeHexColor(merged.textColor);
  if (!textColor)
    throw new ToolInputError(`Text colour "${merged.textColor}" is not a hex colour like #ffffff.`);
  if (!(FAVICON_SHAPES as readonly string[]).includes(merged.shape)) {
    throw new ToolInputError(`Unknown shape "${merged.shape}". Choose one of: ${FAVICON_SHAPES.join(', ')}.`);
  }
  const text = cutFaviconText(merged.text);
  const name = merged.name?.trim() || text || 'App';
  return { ...merged, text, backgroundColor, textColor, name };
}
