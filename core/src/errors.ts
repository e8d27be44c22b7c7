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
