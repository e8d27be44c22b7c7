import { sha256 } from '../digest/sha';
import { bytesToBase64 } from '../text/base64';

/** The CSP source that allows exactly this inline block: `'sha256-<base64>'` of its UTF-8 bytes. */
export function cspHash(text: string): string {
  return `'sha256-${bytesToBase64(sha256(new TextEncoder().encode(text)))}'`;
}
