import { FILE_REFUSED_TITLES, ToolInputError } from '@toolbox/core/errors';
import { notUtf8Text } from '@toolbox/core/text/not-utf8';
import { toast } from 'sonner';

// A chosen or dropped file's text. The browser's File.text() decodes as UTF-8 whatever the bytes: a Latin-1 é, a
// UTF-16 file or a binary one came into the field as U+FFFD characters and NULs, with nothing said.

const TITLE = 'Not UTF-8 Text';

const binary = (name: string, field?: string) =>
  new ToolInputError(`${name} is a binary file, not text (it holds NUL bytes).`, TITLE, field);

/**
 * The text of a file's bytes: UTF-8 (a leading byte order mark dropped, as File.text() drops it) or UTF-16 with its
 * byte order mark (as iconv -f UTF-16 reads it). Throws ToolInputError naming the file and the first byte that is
 * not UTF-8, or saying it is binary (NUL bytes), on `field`: never U+FFFD in place of bytes the text does not hold.
 */
export function decodeTextFile(bytes: Uint8Array, name: string, field?: string): string {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : null;
  let text: string;
  if (utf16) {
    try {
      text = new TextDecoder(utf16, { fatal: true }).decode(bytes);
    } catch {
      throw new ToolInputError(
        `${name} is not UTF-16 text, though it starts with UTF-16's byte order mark.`,
        TITLE,
        field,
      );
    }
  } else {
    // Text holds no NUL; a PNG, a DER key or an archive does, and the advice to save it as UTF-8 would not fit.
    if (bytes.includes(0)) throw binary(name, field);
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ToolInputError(
        `${notUtf8Text(name, bytes)}: save it as UTF-8 and open it again.`,
        TITLE,
        field,
      );
    }
  }
  if (text.includes('\u0000')) throw binary(name, field);
  return text;
}

/**
 * A chosen file's text (decodeTextFile), or undefined after a toast saying why it is not text, or that it is over
 * `maxBytes` (then it is not read: a 100 MB file put into a field holds the page).
 */
export async function openTextFile(file: File, maxBytes?: number): Promise<string | undefined> {
  if (maxBytes !== undefined && file.size > maxBytes) {
    toast.error(FILE_REFUSED_TITLES.size, {
      description: `Open a file of up to ${maxBytes / 1024 / 1024} MB.`,
    });
    return undefined;
  }
  try {
    return decodeTextFile(new Uint8Array(await file.arrayBuffer()), file.name);
  } catch (error) {
    const refused = error instanceof ToolInputError;
    toast.error(refused ? error.title : 'Error', {
      description: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}
