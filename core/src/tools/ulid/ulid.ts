import { ToolInputError } from '../../errors';
import type { Clock, Random } from '../../ports';

export const ULID_COUNT = { min: 1, max: 1000 } as const;
/** The largest ULID: 48 bits of time, 80 of randomness, 26 Crockford base32 characters (130 bits, top two zero). */
const ULID_MAX = '7ZZZZZZZZZZZZZZZZZZZZZZZZZ';
export const ULID_MESSAGES = {
  count: `Quantity must be between ${ULID_COUNT.min} and ${ULID_COUNT.max}.`,
  blank: 'Please enter a ULID.',
  length: 'A ULID is 26 characters',
  character: 'is not a Crockford base32 character (0-9 and A-Z without I, L, O, U)',
  overflow: `is larger than the largest ULID, ${ULID_MAX}.`,
  time: 'The clock is outside the ULID range (1970 to 10889).',
  monotonic: 'The random part overflowed: more ULIDs in one millisecond than it can count.',
} as const;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_BITS = 48n;
const RANDOM_BITS = 80n;
const RANDOM_MAX = (1n << RANDOM_BITS) - 1n;

export interface UlidGenerateInput {
  count: number;
  /** Within one millisecond each ULID is the one before it plus one (the spec's monotonic factory). */
  monotonic: boolean;
}

export interface DecodedUlid {
  ulid: string;
  /** Milliseconds since 1970-01-01 UTC. */
  time: number;
  iso: string;
  /** The 80 random bits, as hex. */
  randomness: string;
  /** The same 128 bits written as a UUID. */
  uuid: string;
}

function encode(value: bigint): string {
  let out = '';
  for (let i = 0; i < 26; i++) {
    out = ALPHABET[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

function bigintOf(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** ULIDs from the clock's millisecond and the platform's secure random bytes; one clock read per batch. */
export function generateUlids(input: UlidGenerateInput, random: Random, clock: Clock): string[] {
  const { count, monotonic } = input;
  if (!Number.isInteger(count) || count < ULID_COUNT.min || count > ULID_COUNT.max) {
    throw new ToolInputError(ULID_MESSAGES.count, 'Invalid quantity', 'count');
  }
  const time = BigInt(clock.now().getTime());
  if (time < 0n || time >> TIME_BITS !== 0n) throw new ToolInputError(ULID_MESSAGES.time);
  const ids: string[] = [];
  let last = bigintOf(random.bytes(10));
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      if (monotonic && last === RANDOM_MAX) throw new ToolInputError(ULID_MESSAGES.monotonic);
      last = monotonic ? last + 1n : bigintOf(random.bytes(10));
    }
    ids.push(encode((time << RANDOM_BITS) | last));
  }
  return ids;
}

function hex(value: bigint, digits: number): string {
  return value.toString(16).padStart(digits, '0');
}

/** Reads a ULID (case-insensitive) back into its time and randomness; refuses anything the spec calls invalid. */
export function runUlidDecode(text: string): DecodedUlid {
  // Characters as typed (an emoji is one, ß stays one): upper-casing the whole text first would turn ß into SS
  // and the long s ſ into an S the alphabet takes.
  const chars = [...text.trim()];
  if (chars.length === 0) throw new ToolInputError(ULID_MESSAGES.blank, 'Invalid ULID', 'ulid');
  if (chars.length !== 26) {
    throw new ToolInputError(`${ULID_MESSAGES.length}, not ${chars.length}.`, 'Invalid ULID', 'ulid');
  }
  let value = 0n;
  for (const [at, char] of chars.entries()) {
    const digit = /^[0-9A-Za-z]$/.test(char) ? ALPHABET.indexOf(char.toUpperCase()) : -1;
    if (digit < 0) {
      throw new ToolInputError(
        `Character ${at + 1}, "${char}", ${ULID_MESSAGES.character}.`,
        'Invalid ULID',
        'ulid',
      );
    }
    value = (value << 5n) | BigInt(digit);
  }
  const ulid = chars.join('').toUpperCase();
  if (value >> 128n !== 0n)
    throw new ToolInputError(`${ulid} ${ULID_MESSAGES.overflow}`, 'Invalid ULID', 'ulid');
  const time = Number(value >> RANDOM_BITS);
  const all = hex(value, 32);
  return {
    ulid,
    time,
    iso: new Date(time).toISOString(),
    randomness: hex(value & RANDOM_MAX, 20),
    uuid: `${all.slice(0, 8)}-${all.slice(8, 12)}-${all.slice(12, 16)}-${all.slice(16, 20)}-${all.slice(20)}`,
  };
}
