// The PDF renderer's base fonts: DejaVu (the npm package dejavu-fonts-ttf, folder ttf/), wide Unicode coverage in
// sans, serif and mono. The CLI and the web embed the same files, so both give the same PDF; each platform only
// locates the files (a path, an app URL) and loads their bytes.

/** The faces pdfmake registers for a family. */
export const PDF_FONT_FACES = ['normal', 'bold', 'italics', 'bolditalics'] as const;
export type PdfFontFace = (typeof PDF_FONT_FACES)[number];

/** The file (in dejavu-fonts-ttf/ttf/) of each face of each family the renderer registers. */
export const PDF_FONT_FILES = {
  Sans: {
    normal: 'DejaVuSans.ttf',
    bold: 'DejaVuSans-Bold.ttf',
    italics: 'DejaVuSans-Oblique.ttf',
    bolditalics: 'DejaVuSans-BoldOblique.ttf',
  },
  Serif: {
    normal: 'DejaVuSerif.ttf',
    bold: 'DejaVuSerif-Bold.ttf',
    italics: 'DejaVuSerif-Italic.ttf',
    bolditalics: 'DejaVuSerif-BoldItalic.ttf',
  },
  Mono: {
    normal: 'DejaVuSansMono.ttf',
    bold: 'DejaVuSansMono-Bold.ttf',
    italics: 'DejaVuSansMono-Oblique.ttf',
    bolditalics: 'DejaVuSansMono-BoldOblique.ttf',
  },
} as const satisfies Record<string, Record<PdfFontFace, string>>;

/** Font families the renderer registers. */
export type PdfFontFamily = keyof typeof PDF_FONT_FILES;

export type PdfFontSet<T> = Record<PdfFontFamily, Record<PdfFontFace, T>>;

/** The table with each file located by the platform: `locate('DejaVuSans.ttf')` gives a path or a URL. */
export function locatePdfFonts<T>(locate: (file: string) => T): PdfFontSet<T> {
  const family = (faces: Record<PdfFontFace, string>) =>
    Object.fromEntries(PDF_FONT_FACES.map((face) => [face, locate(faces[face])])) as Record<PdfFontFace, T>;
  return {
    Sans: family(PDF_FONT_FILES.Sans),
    Serif: family(PDF_FONT_FILES.Serif),
    Mono: family(PDF_FONT_FILES.Mono),
  };
}

/**
 * Every face on its own, as the font planner takes them: `Sans` (the regular face), `Sans/bold`, … An oblique or
 * bold face may lack a script its regular face has, so each is asked.
 */
export function pdfFontFaces<T>(
  fonts: Readonly<Record<string, Readonly<Record<string, T>>>>,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(fonts).flatMap(([family, faces]) =>
      Object.entries(faces).map(([face, value]) => [face === 'normal' ? family : `${family}/${face}`, value]),
    ),
  );
}
