import { v4, v7 } from 'uuid';
import { ToolInputError } from '../../errors';
import type { Clock, Random } from '../../ports';

export const UUID_VERSIONS = ['v4', 'v7'] as const;
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
  if (version === 'v4') return Array.from({ length: count }, () => v4({ random: random.bytes(16) }));
  const msecs = clock.now().getTime();
  return Array.from({ length: count }, () => v7({ msecs, random: random.bytes(16) })).sort();
}
