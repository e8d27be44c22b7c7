import { PDF_FONT_FACES, PDF_FONT_FILES, pdfFontFaces } from '@toolbox/core/fonts/pdf-fonts';
import { describe, expect, it } from 'vitest';
import { pdfFontUrls } from './pdf-fonts';

describe('pdfFontUrls', () => {
  it("gives every face of core's table an absolute URL of that very file", () => {
    const urls = pdfFontUrls('https://toolbox.example/tools/markdown-pdf');
    for (const [family, faces] of Object.entries(PDF_FONT_FILES)) {
      for (const face of PDF_FONT_FACES) {
        const url = new URL(urls[family as keyof typeof urls][face]);
        expect(url.origin).toBe('https://toolbox.example');
        expect(url.pathname.endsWith(`/${faces[face]}`)).toBe(true);
      }
    }
  });

  it('lists twelve distinct files, one a face, for the font planner', () => {
    const faces = pdfFontFaces(pdfFontUrls('https://toolbox.example/'));
    expect(Object.keys(faces)).toContain('Mono/bolditalics');
    expect(new Set(Object.values(faces)).size).toBe(12);
  });
});
