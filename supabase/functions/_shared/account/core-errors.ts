// GENERATED from core/src/errors.ts by supabase/scripts/core-account-copy.mjs: edit core, then run it.

/**
 * Bad input a user can fix. Its message is shown as it is: a toast on the web, one stderr line and exit 1 in the CLI.
 * `title` is the toast title where the spec gives one ("Invalid JSON", "No Colors").
 */
export class ToolInputError extends Error {
  override readonly name = 'ToolInputError';
  constructor(
    message: string,
    readonly title = 'Error',
    /** The input field at fault (the tool's own input name), so a page marks that field without reading the text. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The spec's toast titles for a file a page refuses: the wrong type, or too large. */
export const FILE_REFUSED_TITLES = { type: 'Invalid File Type', size: 'File Too Large' } as const;

/** The spec's words for an upload that should have been an image. */
export const IMAGE_FILE_EXPECTED = 'Please upload an image file (PNG, JPG, or SVG)';
