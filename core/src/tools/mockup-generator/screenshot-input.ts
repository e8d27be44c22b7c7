import { FILE_REFUSED_TITLES, IMAGE_FILE_EXPECTED, ToolInputError } from '../../errors';
import { pngSize } from '../../image/png-decode';
import type { Graphics, ImageSource } from '../../ports';
import { sanitizeSvg } from '../../svg/sanitize';

/** The largest file a screenshot or background picture may be. */
export const MOCKUP_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels a raster screenshot may have (a 16384 x 2440 page capture; 8K is 33 million). */
const MOCKUP_MAX_PIXELS = 40_000_000;
/** The longest side a raster screenshot may have: Chromium's canvas limit. */
const MOCKUP_MAX_SIDE = 16_384;

export interface ScreenshotFileProblem {
  title: string;
  message: string;
}

/** The spec's words for an upload that is not an image, or over 10MB. */
export const MOCKUP_FILE_MESSAGES = {
  type: { title: FILE_REFUSED_TITLES.type, message: IMAGE_FILE_EXPECTED },
  size: { title: FILE_REFUSED_TITLES.size, message: 'Please upload an image smaller than 10MB' },
} as const satisfies Record<string, ScreenshotFileProblem>;

/** The upload rules for a screenshot or a background picture: an image, at most 10MB. Null when fine. */
export function runMockupFileCheck(file: { type: string; size: number }): ScreenshotFileProblem | null {
  if (!file.type.toLowerCase().startsWith('image/')) return MOCKUP_FILE_MESSAGES.type;
  if (file.size > MOCKUP_MAX_BYTES) return MOCKUP_FILE_MESSAGES.size;
  return null;
}

export interface ImageInput {
  bytes: Uint8Array;
  mime: string;
}

function tooLarge(what: string, width: number, height: number): ToolInputError {
  const megapixels = Math.round((width * height) / 100_000) / 10;
  return new ToolInputError(
    `${what} is ${width} × ${height} pixels (${megapixels} megapixels): the largest is ${MOCKUP_MAX_SIDE} pixels a side and ${MOCKUP_MAX_PIXELS / 1_000_000} megapixels. Scale it down first.`,
    FILE_REFUSED_TITLES.size,
  );
}

function checkPixels(what: string, width: number, height: number): void {
  if (width > MOCKUP_MAX_SIDE || height > MOCKUP_MAX_SIDE || width * height > MOCKUP_MAX_PIXELS)
    throw tooLarge(what, width, height);
}

/**
 * Loads a screenshot someone else made, which may be hostile: too many bytes or pixels are refused (a PNG by its
 * header, before it is decoded), and an SVG is drawn only once its scripts, external references and event
 * handlers are gone. `what` names it in messages ("Screenshot 2").
 */
export async function loadScreenshot(
  graphics: Graphics,
  image: ImageInput,
  what: string,
): Promise<ImageSource> {
  if (image.bytes.length > MOCKUP_MAX_BYTES) {
    throw new ToolInputError(
      `${what}: ${MOCKUP_FILE_MESSAGES.size.message} (it is ${(image.bytes.length / 1024 / 1024).toFixed(1)}MB).`,
      FILE_REFUSED_TITLES.size,
    );
  }
  const header = pngSize(image.bytes);
  if (header) checkPixels(what, header.width, header.height);
  let bytes = image.bytes;
  const svg = image.mime === 'image/svg+xml';
  if (svg) {
    const safe = sanitizeSvg(new TextDecoder().decode(image.bytes));
    if (!safe) throw new ToolInputError(`${what} is not an SVG picture. Use a PNG, JPG, WebP or SVG file.`);
    bytes = new TextEncoder().encode(safe);
  }
  let loaded: ImageSource;
  try {
    loaded = await graphics.loadImage(bytes, image.mime);
  } catch {
    throw new ToolInputError('Failed to load image. Use a PNG, JPG, WebP or SVG file.');
  }
  // A vector picture is drawn at the size it is given, whatever it declares.
  if (!svg) checkPixels(what, loaded.width, loaded.height);
  return loaded;
}
