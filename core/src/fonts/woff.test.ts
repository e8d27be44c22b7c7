import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { WoffError, woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const woff = new Uint8Array(
  readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
);
const open = (bytes: Uint8Array) => create(bytes as Parameters<typeof create>[0]) as Font;

describe('woffToSfnt', () => {
  it('unpacks a WOFF into a plain font with the same glyphs, outlines and metrics', () => {
    const sfnt = woffToSfnt(woff);
    expect(new TextDecoder().decode(sfnt.subarray(0, 4))).not.toBe('wOFF');
    const [packed, plain] = [open(woff), open(sfnt)];
    expect(plain.type).toBe('TTF');
    expect(plain.numGlyphs).toBe(packed.numGlyphs);
    expect(plain.unitsPerEm).toBe(packed.unitsPerEm);
    expect(plain.postscriptName).toBe(packed.postscriptName);
    const text = 'Sphinx of black quartz, judge my vow! 0123456789 ÄÉßç';
    const [a, b] = [packed.layout(text), plain.layout(text)];
    expect(b.glyphs.map((g) => g.id)).toEqual(a.glyphs.map((g) => g.id));
    expect(b.positions).toEqual(a.positions);
    for (const glyph of a.glyphs)
      expect(plain.getGlyph(glyph.id).path.toSVG()).toBe(packed.getGlyph(glyph.id).path.toSVG());
  });

  it('has every table 4-byte aligned inside the file, with the directory sorted for binary search', () => {
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
    const count = view.getUint16(4);
    const tags: string[] = [];
    for (let i = 0; i < count; i++) {
      const record = 12 + i * 16;
      tags.push(new TextDecoder().decode(sfnt.subarray(record, record + 4)));
      const offset = view.getUint32(record + 8);
      expect(offset % 4).toBe(0);
      expect(offset + view.getUint32(record + 12)).toBeLessThanOrEqual(sfnt.length);
    }
    expect(tags).toEqual([...tags].sort());
    expect(view.getUint16(6)).toBe(16 * 2 ** Math.floor(Math.log2(count))); // searchRange
  });

  it('returns other font bytes as they are and refuses a cut-off WOFF with a clear error', () => {
    const ttf = woffToSfnt(woff);
    expect(woffToSfnt(ttf)).toBe(ttf);
    expect(woffToSfnt(new Uint8Array(4))).toHaveLength(4);
    expect(() => woffToSfnt(woff.subarray(0, 100))).toThrow(WoffError);
    expect(() => woffToSfnt(woff.subarray(0, woff.length / 2))).toThrow(/truncated/);
  });

  it('uses the inflate it is given', () => {
    let calls = 0;
    const sfnt = woffToSfnt(woff, (data) => {
      calls += 1;
      return new Uint8Array(inflateSync(data));
    });
    expect(calls).toBeGreaterThan(0);
    expect(sfnt).toEqual(woffToSfnt(woff));
  });
});
