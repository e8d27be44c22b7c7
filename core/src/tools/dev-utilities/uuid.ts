import { ToolInputError } from '../../errors';
import type { Clock, Random } from '../../ports';

const UUID_VERSIONS = ['v4', 'v7'] as const;
export type UuidVersion = (typeof UUID_VERSIONS)[number];
export const UUID_COUNT = { min: 1, max: 100 } as const;

/**
 * RFC 9562 UUIDs from the platform's secure random bytes. v7 puts the clock's milliseconds first, so a batch
 * made in one millisecond is sorted to keep creation order equal to sort order.
 */
export function generateUuids(version: UuidVersion, count: number, random: Random, clock: Clock): string[] {
  if (!Number.isInteger(count) || count < UUID_COUNT.min || count > UUID_COUNT.max) {
    throw new ToolInputError(`Quantity must be between ${UUID_COUNT.min} and ${UUID_COUNT.max}.`);
  }
  if (version === 'v4') return Array.from({ length: count }, () => laidOut(random.bytes(16), 4));
  const msecs = clock.now().getTime();
  return Array.from({ length: count }, () => {
    const bytes = random.bytes(16);
    for (let at = 5, rest = msecs; at >= 0; at--, rest = Math.floor(rest / 256)) bytes[at] = rest % 256;
    return laidOut(bytes, 7);
  }).sort();
}

/**
 * RFC 9562's layout of 16 bytes: the version in byte 6's high nibble, the variant (10) in byte 8's top bits. Written
 * here, not with the uuid package, whose Node build imports node:crypto for its own randomness, which these UUIDs
 * never use (`toolbox uuid decode`'s start, issue 79).
 */
function laidOut(bytes: Uint8Array, version: 4 | 7): string {
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | (version << 4);
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
