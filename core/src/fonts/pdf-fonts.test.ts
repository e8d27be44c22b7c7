import { describe, expect, it } from 'vitest';
import { locatePdfFonts, PDF_FONT_FILES, pdfFontFaces } from './pdf-fonts';

describe('the PDF font table', () => {
  it('locates each file once, by its name, keeping the families and faces', () => {
    const located = locatePdfFonts((file) => `/fonts/${file}`);
    expect(located.Serif.italics).toBe('/fonts/DejaVuSerif-Italic.ttf');
    expect(located.Mono.normal).toBe('/fonts/DejaVuSansMono.ttf');
    expect(Object.keys(located)).toEqual(Object.keys(PDF_FONT_FILES));
  });

  it('names the regular face by its family and the others family/face, as the planner takes them', () => {
    expect(pdfFontFaces({ Sans: { normal: 1, bold: 2 }, Mono: { normal: 3 } })).toEqual({
      Sans: 1,
      'Sans/bold': 2,
      Mono: 3,
    });
  });
});
