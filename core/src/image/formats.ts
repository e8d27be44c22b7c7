import type { ImageMime } from '../ports';

/** The raster formats the image tools write, and how each is named on disk and on the wire. */
export const IMAGE_FORMATS = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  webp: { mime: 'image/webp', extension: 'webp' },
} as const satisfies Record<string, { mime: ImageMime; extension: string }>;

export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** The format names in display order, for choices in forms and CLI flags. */
export const IMAGE_FORMAT_NAMES: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];

const EXTENSION_BY_MIME = Object.fromEntries(
  IMAGE_FORMAT_NAMES.map((format) => [IMAGE_FORMATS[format].mime, IMAGE_FORMATS[format].extension]),
) as Record<ImageMime, string>;

/** The file extension an image of this MIME type is saved with (image/jpeg -> jpg). */
export function imageExtension(mime: ImageMime): string {
  return EXTENSION_BY_MIME[mime];
}
