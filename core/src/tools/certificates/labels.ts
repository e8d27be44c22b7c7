import type { DecodedItem } from './certificates';

/** What each decoded item is called on the page and in `toolbox cert` (no decoder loaded to name it). */
export const KIND_LABELS: Record<DecodedItem['kind'], string> = {
  certificate: 'Certificate',
  request: 'Certificate request',
  'public-key': 'Public key',
};

/**
 * Whether pasted text holds a private key (PKCS#1, PKCS#8, SEC1, encrypted or OpenSSH): the page never keeps such
 * text in the browser's storage, though the decoder refuses it anyway.
 */
export function holdsPrivateKey(text: string): boolean {
  return /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/.test(text);
}
