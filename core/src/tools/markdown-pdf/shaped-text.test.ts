import { describe, expect, it } from 'vitest';
import { actualTextSpan, cidPerText, keepGlyphCodePoints, writeShapedText } from './shaped-text';

describe('actualTextSpan', () => {
  it('writes the text as UTF-16BE hex with its byte order mark, surrogate pairs as two units', () => {
    expect(actualTextSpan('कि')).toBe('/Span <</ActualText <FEFF0915093F>>> BDC');
    expect(actualTextSpan('a😀')).toBe('/Span <</ActualText <FEFF0061D83DDE00>>> BDC');
  });
});

/** A fontkit-like font: glyphs cached by id with the code points of their first lookup. */
function fakeFont() {
  const font = {
    _glyphs: {} as Record<number, { id: number; codePoints: number[] } | undefined>,
    getGlyph(id: number, codePoints: number[] = []) {
      font._glyphs[id] ??= { id, codePoints };
      return font._glyphs[id] ?? null;
    },
  };
  return font;
}

describe('keepGlyphCodePoints', () => {
  it('gives a glyph looked up again with other code points those code points, and keeps each pair once', () => {
    const font = fakeFont();
    keepGlyphCodePoints(font);
    font.getGlyph(40); // a ligature component: no code points
    expect(font.getGlyph(40, [0x947])?.codePoints).toEqual([0x947]);
    expect(font.getGlyph(40, [0x947])).toBe(font.getGlyph(40, [0x947]));
    expect(font.getGlyph(40)?.codePoints).toEqual([]);
    font.getGlyph(15, [0x910]);
    expect(font.getGlyph(15, [0x90f])?.codePoints).toEqual([0x90f]);
    expect(font.getGlyph(15, [0x910])?.codePoints).toEqual([0x910]);
  });
});

/** A pdfkit-like document whose font maps glyph ids to code points and draws each character as one glyph. */
function fakeDocument(glyphs: Record<string, { gid: number; xOffset?: number; xAdvance?: number }>) {
  const unicode: number[][] = [];
  const operators: string[] = [];
  class Document {
    _font = {
      unicode,
      encode(text: string) {
        const drawn = [...text].map((char) => glyphs[char] ?? { gid: 1 });
        for (const [i, char] of [...text].entries())
          unicode[drawn[i]?.gid ?? 0] ??= [char.codePointAt(0) ?? 0];
        return [
          drawn.map(({ gid }) => gid.toString(16).padStart(4, '0')),
          drawn.map(({ xOffset = 0, xAdvance = 500 }) => ({ xOffset, yOffset: 0, xAdvance })),
        ] as [string[], unknown[]];
      },
    };
    addContent(operator: string) {
      operators.push(operator);
      return this;
    }
    font() {
      return this;
    }
    _fragment(text: string) {
      this.addContent('BT');
      this.addContent(`[${text}] TJ`);
      this.addContent('ET');
    }
  }
  writeShapedText(Document.prototype);
  return { document: new Document(), operators };
}

describe('writeShapedText', () => {
  it('wraps a run whose glyphs read as other text in an ActualText span inside its text object', () => {
    // ए and ऐ share a glyph (ऐ is drawn as it plus a mark): after ऐ, the glyph reads as ऐ.
    const { document, operators } = fakeDocument({ ऐ: { gid: 2 }, ए: { gid: 2 } });
    document._fragment('ऐ');
    document._fragment('ए');
    expect(operators).toEqual(['BT', '[ऐ] TJ', 'ET', 'BT', actualTextSpan('ए'), '[ए] TJ', 'EMC', 'ET']);
  });

  it('wraps a run with a mark drawn off the pen or without an advance, and leaves plain text alone', () => {
    const { document, operators } = fakeDocument({
      a: { gid: 2 },
      b: { gid: 3 },
      '\u0301': { gid: 4, xOffset: -200, xAdvance: 0 },
    });
    document._fragment('ab');
    document._fragment('a\u0301');
    expect(operators).toEqual([
      'BT',
      '[ab] TJ',
      'ET',
      'BT',
      actualTextSpan('a\u0301'),
      '[a\u0301] TJ',
      'EMC',
      'ET',
    ]);
    // The document's own addContent is back.
    expect(Object.hasOwn(document, 'addContent')).toBe(false);
  });

  it('leaves right-to-left runs to the reader, which orders them itself', () => {
    const { document, operators } = fakeDocument({ ש: { gid: 2 }, ל: { gid: 2 } });
    document._fragment('ש');
    document._fragment('ל');
    expect(operators).not.toContain(actualTextSpan('ל'));
  });
});

describe('cidPerText', () => {
  /** pdfkit's embedded font over a fontkit-like subset: each letter is laid out as the glyph the table gives it. */
  function embeddedFont(glyphOf: Record<string, number>, cff?: object) {
    const glyphs: number[] = [0];
    const mapping: Record<number, number> = {};
    const font = {
      unicode: [[0]] as (number[] | undefined)[],
      widths: [500] as (number | undefined)[],
      scale: 1,
      subset: {
        glyphs,
        cff,
        includeGlyph(id: number) {
          mapping[id] ??= glyphs.push(id) - 1;
          return mapping[id];
        },
      },
      layout: (text: string) => ({
        glyphs: [...text].map((char) => ({
          id: glyphOf[char] ?? 1,
          codePoints: [char.codePointAt(0) ?? 0],
          advanceWidth: 600,
        })),
        positions: [...text].map(() => ({ xAdvance: 600 })),
      }),
      encode: (_text: string): [string[], unknown[]] => [[], []],
    };
    cidPerText(font);
    return font;
  }

  it('gives a glyph drawn for other text a CID of its own, the same glyph in the subset', () => {
    // ف and ق drawn with one dotless glyph (7): the second letter gets CID 2, which draws glyph 7 too.
    const font = embeddedFont({ ق: 7, ف: 7 });
    expect(font.encode('ق')[0]).toEqual(['0001']);
    expect(font.encode('فق')[0]).toEqual(['0002', '0001']);
    expect(font.subset.glyphs).toEqual([0, 7, 7]);
    expect(font.unicode.slice(1)).toEqual([[0x642], [0x641]]);
    expect(font.widths.slice(1)).toEqual([600, 600]);
  });

  it('leaves a CFF font to pdfkit', () => {
    const font = embeddedFont({ ق: 7, ف: 7 }, {});
    expect(font.encode('ق')[0]).toEqual([]);
  });
});
