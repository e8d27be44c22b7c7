import { ToolInputError } from '../../errors';

export const BASE64_INVALID = 'Invalid Base64 string';
export const BASE64_ENCODE_FAILED = 'Failed to encode Base64';

const CHUNK = 0x8000;

/** RFC 4648 §4 (or §5, URL-safe: `-` `_` and no padding) of the bytes. */
export function bytesToBase64(bytes: Uint8Array, urlSafe = false): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  const standard = btoa(binary);
  return urlSafe ? standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : standard;
}

/** UTF-8 text -> Base64. */
export function encodeBase64(text: string, urlSafe = false): string {
  return bytesToBase64(new TextEncoder().encode(text), urlSafe);
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
  const standard = body.replace(/-/g, '+').replace(/_/g, '/');
  const unpadded = standard.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(unpadded) || unpadded.length % 4 === 1) {
    throw new ToolInputError(BASE64_INVALID);
  }
  if (standard.length !== unpadded.length && standard.length % 4 !== 0)
    throw new ToolInputError(BASE64_INVALID);
  const binary = atob(unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The decoded bytes as UTF-8 text, or null when they are not UTF-8 (binary data: offer a download). */
export function bytesAsText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Base64 -> UTF-8 text; binary content is an error here (the page offers the bytes as a download instead). */
export function decodeBase64(input: string): string {
  const text = bytesAsText(base64ToBytes(input));
  if (text === null) throw new ToolInputError('The decoded data is binary, not UTF-8 text.');
  return text;
}
