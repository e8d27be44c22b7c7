// The sealed envelope of an end-to-end encrypted share (issue 80 item 2; DATA.md "Encrypted shares"): a file's
// name, media type and bytes, encrypted with AES-256-GCM under a key made for this one link. The key never goes
// into the envelope; it travels in the link's fragment (link.ts), which browsers and the CLI never send.
//
//   envelope  = version (1 byte, 1) · IV (12 random bytes) · AES-GCM(key, IV, plaintext, additional data = version)
//   plaintext = name-and-type length (2 bytes, big-endian) · {"name","type"} as UTF-8 JSON · the file's bytes

import { fromBase64Url, toBase64Url } from '#core/account/shares';
import { ToolInputError } from '#core/errors';
import type { AesGcm, Random } from '#core/ports';

export interface SharedFile {
  /** The file's name as shared ('' for text typed or piped in). */
  name: string;
  /** Its media type, e.g. `text/plain` or `application/json`. */
  type: string;
  content: Uint8Array;
}

export interface SealedShare {
  envelope: Uint8Array;
  /** The link's key: 32 bytes, base64url (43 characters). */
  key: string;
}

const VERSION = 1;
const IV_BYTES = 12;
const KEY_BYTES = 32;
/** The most a share holds: its content (the data API's envelope limit leaves room for this and the overhead). */
export const SHARE_CONTENT_BYTES = 256 * 1024;
const NAME_CHARS = 255;
const TYPE_CHARS = 127;

export const SHARE_MESSAGES = {
  tooLarge: `A share holds at most ${SHARE_CONTENT_BYTES / 1024} KB.`,
  empty: 'There is nothing to share: the content is empty.',
  badKey: 'The link’s key is missing or malformed: copy the whole link, including the part after #k=.',
  version: 'This link was made by a newer version of Dev Toolbox: update it to open the link.',
  tampered: 'The shared content does not decrypt: the link’s key is wrong or the stored content was changed.',
} as const;

const failed = (message: string) => new ToolInputError(message, 'Cannot open the share');

/** A link's key as bytes, or a clear error. */
export function shareKeyBytes(key: string): Uint8Array {
  const bytes = fromBase64Url(key);
  if (bytes === null || bytes.length !== KEY_BYTES) throw failed(SHARE_MESSAGES.badKey);
  return bytes;
}

/** Seals a file under a fresh key and IV from `random`. */
export async function sealShare(
  file: SharedFile,
  ports: { cipher: AesGcm; random: Random },
): Promise<SealedShare> {
  if (file.content.length === 0) throw new ToolInputError(SHARE_MESSAGES.empty, 'Nothing to share');
  if (file.content.length > SHARE_CONTENT_BYTES)
    throw new ToolInputError(SHARE_MESSAGES.tooLarge, 'Too large');
  const meta = new TextEncoder().encode(
    JSON.stringify({ name: file.name.slice(0, NAME_CHARS), type: file.type.slice(0, TYPE_CHARS) }),
  );
  const plaintext = new Uint8Array(2 + meta.length + file.content.length);
  plaintext[0] = meta.length >> 8;
  plaintext[1] = meta.length & 255;
  plaintext.set(meta, 2);
  plaintext.set(file.content, 2 + meta.length);
  const key = ports.random.bytes(KEY_BYTES);
  const iv = ports.random.bytes(IV_BYTES);
  const header = Uint8Array.of(VERSION);
  const sealed = await ports.cipher.seal(key, iv, plaintext, header);
  const envelope = new Uint8Array(1 + IV_BYTES + sealed.length);
  envelope.set(header, 0);
  envelope.set(iv, 1);
  envelope.set(sealed, 1 + IV_BYTES);
  return { envelope, key: toBase64Url(key) };
}

function readMeta(bytes: Uint8Array): { name: string; type: string } {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw failed(SHARE_MESSAGES.tampered);
  }
  if (typeof value !== 'object' || value === null) throw failed(SHARE_MESSAGES.tampered);
  const name = 'name' in value && typeof value.name === 'string' ? value.name : '';
  const type = 'type' in value && typeof value.type === 'string' ? value.type : 'application/octet-stream';
  return { name, type };
}

/** Opens an envelope with the link's key; a wrong key or a changed byte is one clear error (GCM's tag). */
export async function openShare(envelope: Uint8Array, key: string, cipher: AesGcm): Promise<SharedFile> {
  const keyBytes = shareKeyBytes(key);
  if (envelope.length < 1 + IV_BYTES + 16) throw failed(SHARE_MESSAGES.tampered);
  if (envelope[0] !== VERSION) throw failed(SHARE_MESSAGES.version);
  let plaintext: Uint8Array;
  try {
    plaintext = await cipher.open(
      keyBytes,
      envelope.subarray(1, 1 + IV_BYTES),
      envelope.subarray(1 + IV_BYTES),
      envelope.subarray(0, 1),
    );
  } catch {
    throw failed(SHARE_MESSAGES.tampered);
  }
  const metaLength = ((plaintext[0] ?? 0) << 8) | (plaintext[1] ?? 0);
  if (plaintext.length < 2 + metaLength) throw failed(SHARE_MESSAGES.tampered);
  const meta = readMeta(plaintext.subarray(2, 2 + metaLength));
  return { ...meta, content: plaintext.slice(2 + metaLength) };
}
