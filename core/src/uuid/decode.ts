import { ToolInputError } from '../errors';

export const UUID_DECODE_MESSAGES = {
  blank: 'Please enter a UUID.',
  shape: 'A UUID is 32 hex digits, as 8-4-4-4-12 with hyphens, in braces or after urn:uuid:.',
} as const;

type UuidVariant = 'NCS' | 'RFC 9562' | 'Microsoft' | 'future';

export interface DecodedUuid {
  uuid: string;
  variant: UuidVariant;
  /** The version nibble, for the RFC 9562 variant only. */
  version?: number;
  /** What the version means ("time-based", "name-based, SHA-1", …), or "nil"/"max" for the two special UUIDs. */
  kind: string;
  /** v1, v6 and v7: when it was made, in milliseconds since 1970 and as ISO 8601 (v1/v6 keep 100 ns in `ticks`). */
  time?: number;
  iso?: string;
  /** v1 and v6: 100-nanosecond intervals since 1582-10-15 (the Gregorian reform), as a decimal string. */
  ticks?: string;
  clockSequence?: number;
  /** v1 and v6: the node as a MAC address; `nodeRandom` when its multicast bit says it is not a real one. */
  node?: string;
  nodeRandom?: boolean;
}

const KINDS: Record<number, string> = {
  1: 'time-based (Gregorian, MAC node)',
  2: 'DCE Security',
  3: 'name-based, MD5',
  4: 'random',
  5: 'name-based, SHA-1',
  6: 'time-based, reordered (Gregorian, sortable)',
  7: 'time-based, Unix milliseconds (sortable)',
  8: 'custom',
};

/** 100 ns ticks between 1582-10-15 and 1970-01-01. */
const GREGORIAN_OFFSET = 122_192_928_000_000_000n;

function variantOf(byte: number): UuidVariant {
  if ((byte & 0x80) === 0) return 'NCS';
  if ((byte & 0xc0) === 0x80) return 'RFC 9562';
  if ((byte & 0xe0) === 0xc0) return 'Microsoft';
  return 'future';
}

function gregorian(ticks: bigint): Pick<DecodedUuid, 'time' | 'iso' | 'ticks'> {
  // Down to the millisecond: BigInt division rounds toward zero, which before 1970 is up.
  const since = ticks - GREGORIAN_OFFSET;
  const time = Number(since / 10_000n - (since % 10_000n < 0n ? 1n : 0n));
  return { ticks: ticks.toString(), time, iso: new Date(time).toISOString() };
}

/** Reads a UUID's variant and version, and for the time-based versions when and where it was made. */
export function runUuidDecode(text: string): DecodedUuid {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError(UUID_DECODE_MESSAGES.blank, 'Invalid UUID', 'uuid');
  const bare = trimmed
    .replace(/^urn:uuid:/i, '')
    .replace(/^\{(.*)\}$/, '$1')
    .toLowerCase();
  const hex = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(bare)
    ? bare.replaceAll('-', '')
    : /^[0-9a-f]{32}$/.test(bare)
      ? bare
      : undefined;
  if (hex === undefined) throw new ToolInputError(UUID_DECODE_MESSAGES.shape, 'Invalid UUID', 'uuid');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  if (/^0+$/.test(hex)) return { uuid, variant: 'NCS', kind: 'nil' };
  if (/^f+$/.test(hex)) return { uuid, variant: 'future', kind: 'max' };
  const variant = variantOf(Number.parseInt(hex.slice(16, 18), 16));
  if (variant !== 'RFC 9562') return { uuid, variant, kind: `${variant} variant (no version field)` };
  const version = Number.parseInt(hex[12] ?? '0', 16);
  const decoded: DecodedUuid = { uuid, variant, version, kind: KINDS[version] ?? 'unassigned version' };
  if (version === 1 || version === 6) {
    const timeHigh = BigInt(`0x${hex.slice(13, 16)}`);
    const timeMid = BigInt(`0x${hex.slice(8, 12)}`);
    const ticks =
      version === 1
        ? (timeHigh << 48n) | (timeMid << 32n) | BigInt(`0x${hex.slice(0, 8)}`)
        : (BigInt(`0x${hex.slice(0, 12)}`) << 12n) | timeHigh;
    const node = hex.slice(20);
    Object.assign(decoded, gregorian(ticks), {
      clockSequence: Number.parseInt(hex.slice(16, 20), 16) & 0x3fff,
      node: node.match(/../g)?.join(':'),
      nodeRandom: (Number.parseInt(node.slice(0, 2), 16) & 1) === 1,
    });
  }
  if (version === 7) {
    const time = Number.parseInt(hex.slice(0, 12), 16);
    Object.assign(decoded, { time, iso: new Date(time).toISOString() });
  }
  return decoded;
}
