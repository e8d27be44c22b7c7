import { normalizeHexColor } from '../../color/hex-color';
import { ToolInputError } from '../../errors';
import { checkLogoFile, type FileCheck } from '../../image/logo-file';
import { pngSize } from '../../image/png-decode';
import { isSvgDocument } from '../../svg/prolog';
import { FAVICON_SHAPES, type FaviconShape } from './options';

/** The spec's logo types: PNG, JPG or SVG. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
type LogoType = (typeof LOGO_TYPES)[number];
/** Largest raster logo decoded: a 2MB file can declare a picture far larger than memory. */
const LOGO_MAX_SIDE = 8192;
const LOGO_MAX_PIXELS = 40_000_000;
/** Padding around the logo on each side, as a percentage of the icon's side. */
export const LOGO_PADDING_MAX = 40;

/** contain: the whole logo, letterboxed; cover: a square cut from its middle, filling the icon. */
export const LOGO_FITS = ['contain', 'cover'] as const;
export type LogoFit = (typeof LOGO_FITS)[number];
/** favicon.svg in a dark browser theme: auto inverts a dark logo on a transparent tab, invert always, off never. */
export const DARK_MODES = ['auto', 'invert', 'off'] as const;
export type DarkMode = (typeof DARK_MODES)[number];
export const TRANSPARENT = 'transparent';

export interface FaviconLogo {
  bytes: Uint8Array;
  /** The type the file was given as (a picker's or the extension's); the bytes decide what is decoded. */
  mime: string;
  /** The file's name: its stem is the app name when none is given. */
  name?: string;
}

export interface FaviconLogoInput {
  logo: FaviconLogo;
  /** App name for site.webmanifest and the home-screen title; defaults to the logo file's name. */
  name?: string;
  fit: LogoFit;
  /** Crop to the logo's ink: transparent margins, or margins of the corners' colour. */
  trim: boolean;
  /** Percent of the side on each side of the logo. */
  padding: number;
  /** Browser tab icons (ICO, PNGs, SVG): a hex colour or transparent. */
  tabBackground: string;
  /** apple-touch-icon.png: always opaque (iOS shows transparency as black). */
  touchBackground: string;
  /** Android / manifest icons: a hex colour or transparent; the maskable ones take it, or the touch colour. */
  appBackground: string;
  /** The shape a tab or app background is cut to. */
  shape: FaviconShape;
  darkMode: DarkMode;
}

export const FAVICON_LOGO_DEFAULTS: Omit<FaviconLogoInput, 'logo'> = {
  fit: 'contain',
  trim: true,
  padding: 4,
  tabBackground: TRANSPARENT,
  touchBackground: '#ffffff',
  appBackground: TRANSPARENT,
  shape: 'rounded',
  darkMode: 'auto',
};

/** The spec's upload rules for a logo (PNG, JPG or SVG, at most 2MB), with its words: null when fine. */
export function runFaviconLogoCheck(file: { type: string; size: number }): { problem: FileCheck | null } {
  return { problem: checkLogoFile(file, LOGO_TYPES) };
}

const oneOf = <T extends string>(value: string, choices: readonly T[], what: string): T => {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new ToolInputError(`Unknown ${what} "${value}". Choose one of: ${choices.join(', ')}.`);
};

function colourOrTransparent(value: string, what: string, transparent: boolean): string {
  if (transparent && value.trim().toLowerCase() === TRANSPARENT) return TRANSPARENT;
  const hex = normalizeHexColor(value);
  if (hex) return hex;
  throw new ToolInputError(
    `${what} "${value}" is not a hex colour like #ffffff${transparent ? ' or transparent' : ''}.`,
  );
}

/** The stem of a file name ("acme-logo.svg" → "acme-logo"). */
const stem = (name: string | undefined) =>
  name
    ?.replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .trim();

export function normalizeFaviconLogoInput(
  input: Partial<FaviconLogoInput> & { logo: FaviconLogo },
): FaviconLogoInput & { name: string } {
  const merged = { ...FAVICON_LOGO_DEFAULTS, ...input };
  const padding = Number(merged.padding);
  if (!Number.isFinite(padding) || padding < 0 || padding > LOGO_PADDING_MAX)
    throw new ToolInputError(`Padding must be between 0 and ${LOGO_PADDING_MAX} percent.`);
  return {
    ...merged,
    padding,
    fit: oneOf(merged.fit, LOGO_FITS, 'fit'),
    trim: Boolean(merged.trim),
    shape: oneOf(merged.shape, FAVICON_SHAPES, 'shape'),
    darkMode: oneOf(merged.darkMode, DARK_MODES, 'dark mode'),
    tabBackground: colourOrTransparent(merged.tabBackground, 'Tab background', true),
    touchBackground: colourOrTransparent(merged.touchBackground, 'Apple touch background', false),
    appBackground: colourOrTransparent(merged.appBackground, 'App background', true),
    name: merged.name?.trim() || stem(merged.logo.name) || 'App',
  };
}

const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** Width and height from a JPEG's frame header without decoding it, or null when none is found. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (i + 9 > bytes.length) return null;
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    }
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

export type SniffedLogo =
  | { type: 'image/svg+xml'; svg: string }
  | { type: 'image/png' | 'image/jpeg'; width: number; height: number };

const TYPE_NAMES: Record<LogoType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/svg+xml': 'SVG',
};

/**
 * What the logo's bytes are (whatever its name says) and, for a PNG or JPG, its size read from the header, so
 * a picture too large to decode is refused before anything decodes it.
 */
export function sniffLogo(logo: FaviconLogo): SniffedLogo {
  const { bytes } = logo;
  const png = pngSize(bytes);
  const jpeg = png ? null : jpegSize(bytes);
  const size = png ?? jpeg;
  if (size) {
    const type = png ? 'image/png' : 'image/jpeg';
    if (!size.width || !size.height)
      throw new ToolInputError(`The logo is not a readable ${TYPE_NAMES[type]} file.`);
    if (
      size.width > LOGO_MAX_SIDE ||
      size.height > LOGO_MAX_SIDE ||
      size.width * size.height > LOGO_MAX_PIXELS
    )
      throw new ToolInputError(
        `The logo is ${size.width} × ${size.height} pixels; the limit is ${LOGO_MAX_SIDE} pixels a side and ${LOGO_MAX_PIXELS / 1_000_000} megapixels.`,
      );
    return { type, ...size };
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 64 * 1024));
  if (isSvgDocument(text)) return { type: 'image/svg+xml', svg: new TextDecoder().decode(bytes) };
  const named = (LOGO_TYPES as readonly string[]).includes(logo.mime)
    ? TYPE_NAMES[logo.mime as LogoType]
    : null;
  throw new ToolInputError(
    named ? `The logo is not a readable ${named} file.` : 'The logo is not a PNG, JPG or SVG file.',
  );
}
