import { ToolInputError } from '../../errors';
import { bytesToBase64, parseBase64 } from '../../text/base64';

export const BASE64_INVALID = 'Invalid Base64 string';
export const BASE64_ENCODE_FAILED = 'Failed to encode Base64';

/** UTF-8 text or any bytes (a file) -> Base64, or Base64url (`-` and `_`, no padding). */
export function runBase64Encode(input: string | Uint8Array, urlSafe = false): string {
  return bytesToBase64(typeof input === 'string' ? new TextEncoder().encode(input) : input, urlSafe);
}

/**
 * Base64 or Base64url (either alphabet, padding optional, whitespace ignored, a `data:…;base64,` prefix
 * stripped) -> bytes. Anything else: ToolInputError "Invalid Base64 string".
 */
export function base64ToBytes(input: string): Uint8Array {
  const body = input
    .trim()
    .replace(/^data:[^,]*;base64,/i, '')
    .replace(/\s+/g, '');
  const bytes = parseBase64(body);
  if (!bytes) throw new ToolInputError(BASE64_INVALID);
  return bytes;
}

/** The decoded bytes as UTF-8 text, or null when they are not UTF-8 (binary data: offer a download). */
function bytesAsText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export interface Base64Bytes {
  bytes: Uint8Array;
  /** The bytes as UTF-8 text, or null when they are binary (write them to a file). */
  text: string | null;
}

/** Base64 -> the bytes, and their text when they are UTF-8. */
export function runBase64DecodeBytes(input: string): Base64Bytes {
  const bytes = base64ToBytes(input);
  return { bytes, text: bytesAsText(bytes) };
}

/** Base64 -> UTF-8 text; binary content is an error here (the page shows text only). */
export function runBase64Decode(input: string): string {
  const { text } = runBase64DecodeBytes(input);
  if (text === null) throw new ToolInputError('The decoded data is binary, not UTF-8 text.');
  return text;
}
