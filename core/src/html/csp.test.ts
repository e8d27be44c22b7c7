import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cspHash, sha256 } from './csp';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('sha256 for CSP hashes', () => {
  it('matches Node for any text, at every padding boundary and beyond one block', () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000])
      expect(hex(sha256('a'.repeat(n)))).toBe(createHash('sha256').update('a'.repeat(n)).digest('hex'));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(hex(sha256(text))).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
    );
  });

  it('spells the CSP source', () => {
    expect(cspHash('alert(1)')).toBe(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
  });
});
