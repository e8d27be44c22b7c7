import { FILE_REFUSED_TITLES, IMAGE_FILE_EXPECTED } from '../errors';

/** The spec's upload limit for a logo (OG image, favicon). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export interface FileCheck {
  title: string;
  message: string;
}

/** The spec's words for a logo that breaks the upload rules: not an image, or over 2MB. */
export const LOGO_FILE_MESSAGES = {
  type: { title: FILE_REFUSED_TITLES.type, message: IMAGE_FILE_EXPECTED },
  size: { title: FILE_REFUSED_TITLES.size, message: 'Please upload an image smaller than 2MB' },
} as const satisfies Record<string, FileCheck>;

/**
 * The spec's logo upload rules: an image (of `types` when given), at most 2MB. Null when the file is fine.
 */
export function checkLogoFile(
  file: { type: string; size: number },
  types?: readonly string[],
): FileCheck | null {
  const type = file.type.toLowerCase();
  if (!(types ? types.includes(type) : type.startsWith('image/'))) return LOGO_FILE_MESSAGES.type;
  if (file.size > LOGO_MAX_BYTES) return LOGO_FILE_MESSAGES.size;
  return null;
}
