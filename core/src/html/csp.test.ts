import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cspHash } from './csp';

describe('CSP hashes', () => {
  it('spells the CSP source', () => {
    expect(cspHash('alert(1)')).toBe(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
  });

  it('hashes any text as its UTF-8 bytes, as Node does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(cspHash(text)).toBe(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      }),
    );
  });
});
