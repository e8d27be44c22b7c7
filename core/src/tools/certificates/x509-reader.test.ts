// Broken DER never escapes as anything but the tool's own message: every byte of real certificates changed,
// dropped or cut short, read as PEM and as DER.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { bytesToBase64 } from '../../text/base64';
import { runCertificates } from './certificates';

const fixtures = join(import.meta.dirname, 'fixtures');
const clock = fixedClock('2026-11-26T00:00:00Z');

function derOf(name: string): Uint8Array {
  const pem = readFileSync(join(fixtures, name), 'utf8');
  const body = pem.replace(/-----[^-]+-----|\s/g, '');
  return Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
}

/** A run of pseudo-random numbers below `limit`, the same at every run. */
function randoms(seed: number) {
  let state = seed;
  return (limit: number) => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state % limit;
  };
}

/** Variants of `der`: a byte changed, a byte dropped, cut short, a length byte made huge. */
function mutations(der: Uint8Array, count: number, seed: number): Uint8Array[] {
  const next = randoms(seed);
  return Array.from({ length: count }, (_, i) => {
    const at = next(der.length);
    const copy = der.slice();
    switch (i % 4) {
      case 0:
        copy[at] = next(256);
        return copy;
      case 1:
        return Uint8Array.from([...der.subarray(0, at), ...der.subarray(at + 1)]);
      case 2:
        return der.slice(0, at);
      default:
        copy[at] = 0x80 | next(128);
        return copy;
    }
  });
}

async function outcome(input: string | Uint8Array): Promise<'read' | 'refused'> {
  try {
    await runCertificates(input, clock);
    return 'read';
  } catch (error) {
    if (error instanceof ToolInputError) return 'refused';
    throw error;
  }
}

describe('broken DER', () => {
  it.each(['ISRG_Root_X1.pem', 'ISRG_Root_X2.pem', 'alt-names.pem'])(
    '%s: 400 variants each read or refused with the tool’s message, as DER and as PEM',
    async (name) => {
      const der = derOf(name);
      const seen = { read: 0, refused: 0 };
      for (const variant of mutations(der, 400, der.length)) {
        seen[await outcome(variant)]++;
        const pem = `-----BEGIN CERTIFICATE-----\n${bytesToBase64(variant)}\n-----END CERTIFICATE-----\n`;
        seen[await outcome(pem)]++;
      }
      // Both happen: a changed byte inside a name or a key still reads; a cut one does not.
      expect(seen.read).toBeGreaterThan(0);
      expect(seen.refused).toBeGreaterThan(0);
    },
  );
});
