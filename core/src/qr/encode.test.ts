import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { encodeQr, type QrEcc, QrTooLong } from './encode';
import { QR_MASKS_WASM } from './qr-masks.gen';

const LEVELS: QrEcc[] = ['L', 'M', 'Q', 'H'];

/** uqr's code for the same text and level: the oracle (Project Nayuki's algorithm, arrays of arrays). */
function uqrOf(text: string, ecc: QrEcc) {
  const code = encode(text, { ecc, border: 0 });
  return { version: code.version, size: code.size, mask: code.maskPattern, modules: code.data };
}

const numeric = fc.stringMatching(/^\d{0,200}$/);
const alphanumeric = fc.stringMatching(/^[A-Z0-9 $%*+./:-]{1,200}$/);
const unicode = fc.string({ unit: 'grapheme', maxLength: 120 });
const bytes = fc.string({ unit: 'binary-ascii', maxLength: 300 });

describe('encodeQr', () => {
  it('makes uqr’s code, module for module, for every mode and level', () => {
    fc.assert(
      fc.property(
        fc.oneof(numeric, alphanumeric, unicode, bytes),
        fc.constantFrom(...LEVELS),
        (text, ecc) => {
          expect(encodeQr(text, ecc)).toEqual(uqrOf(text, ecc));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('makes uqr’s code at every version, up to each level’s full capacity', () => {
    for (const ecc of LEVELS) {
      for (let version = 1; version <= 40; version += 3) {
        // Byte mode text that lands in this version (lengths grow with it), digits and upper-case alike.
        const length = Math.max(1, Math.floor(((version * 4 + 17) ** 2 / 8) * 0.3));
        for (const text of [
          'https://example.com/'.repeat(200),
          '0123456789'.repeat(800),
          'HELLO WORLD '.repeat(400),
        ]) {
          const sample = text.slice(0, length);
          let ours: ReturnType<typeof encodeQr> | undefined;
          try {
            ours = encodeQr(sample, ecc);
          } catch (error) {
            expect(error).toBeInstanceOf(QrTooLong);
            expect(() => uqrOf(sample, ecc)).toThrow(/Data too long/);
            continue;
          }
          expect(ours).toEqual(uqrOf(sample, ecc));
        }
      }
    }
  });

  it('holds 2,953 bytes at level L and refuses one more, as uqr does', () => {
    expect(encodeQr('a'.repeat(2953), 'L').version).toBe(40);
    expect(() => encodeQr('a'.repeat(2954), 'L')).toThrow(QrTooLong);
    expect(() => uqrOf('a'.repeat(2954), 'L')).toThrow(/Data too long/);
    expect(encodeQr('7'.repeat(7089), 'L')).toEqual(uqrOf('7'.repeat(7089), 'L'));
  });

  it('encodes the empty text as uqr does', () => {
    for (const ecc of LEVELS) expect(encodeQr('', ecc)).toEqual(uqrOf('', ecc));
  });
});

// encode.ts compiles it synchronously, which Chrome refuses on a page's main thread for a module of more than 4 KB.
it('the masks module stays under the 4 KB a page may compile synchronously', () => {
  expect(QR_MASKS_WASM.length).toBeLessThanOrEqual(4096);
});
