import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
import {
  type FontPlan,
  type FontSubset,
  packagesFor,
  planFonts,
  subsetsFromUnicodeJson,
} from '@toolbox/core/fonts/script-fonts';
import type { PdfContent } from '@toolbox/core/tools/markdown-pdf';

const require = createRequire(import.meta.url);

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: PdfContent): { getBuffer(): Promise<Buffer> };
}

/** DejaVu from the dejavu-fonts-ttf package: wide Unicode coverage, sans, serif and mono, shipped through npm. */
function fontFiles() {
  const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const family = (regular: string, bold: string, italics: string, bolditalics: string) => ({
    normal: join(dir, `${regular}.ttf`),
    bold: join(dir, `${bold}.ttf`),
    italics: join(dir, `${italics}.ttf`),
    bolditalics: join(dir, `${bolditalics}.ttf`),
  });
  return {
    Sans: family('DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique', 'DejaVuSans-BoldOblique'),
    Serif: family('DejaVuSerif', 'DejaVuSerif-Bold', 'DejaVuSerif-Italic', 'DejaVuSerif-BoldItalic'),
    Mono: family(
      'DejaVuSansMono',
      'DejaVuSansMono-Bold',
      'DejaVuSansMono-Oblique',
      'DejaVuSansMono-BoldOblique',
    ),
  };
}

const fileCache = new Map<string, Uint8Array>();
/** A font file's bytes, read once per process (the same array lets core reuse the parsed font). */
function fileBytes(path: string): Uint8Array {
  let bytes = fileCache.get(path);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(path));
    fileCache.set(path, bytes);
  }
  return bytes;
}

/** The folder of a fontsource package (its exports map lists unicode.json). */
const packageDir = (id: string) => dirname(require.resolve(`@fontsource/${id}/unicode.json`));

/**
 * Which font draws each character of `text`: DejaVu where it has the glyph, else the Noto subset files
 * (fontsource, read from node_modules) of the scripts the text uses.
 */
export async function planPdfFonts(text: string): Promise<FontPlan> {
  const base = fontFiles();
  const subsets = packagesFor(text).flatMap((pkg) =>
    subsetsFromUnicodeJson(pkg, JSON.parse(readFileSync(join(packageDir(pkg.id), 'unicode.json'), 'utf8'))),
  );
  return planFonts({
    text,
    base: Object.fromEntries(
      Object.entries(base).flatMap(([family, faces]) =>
        Object.entries(faces).map(([face, path]) => [
          face === 'normal' ? family : `${family}/${face}`,
          fileBytes(path),
        ]),
      ),
    ),
    subsets,
    load: async (subset) => fileBytes(join(packageDir(subset.packageId), 'files', subset.file)),
  });
}

function subsetFontFiles(subsets: readonly FontSubset[]): Record<string, Record<string, string>> {
  const files: Record<string, Record<string, string>> = {};
  for (const subset of subsets) {
    const file = join(packageDir(subset.packageId), 'files', subset.file);
    files[subset.family] = { normal: file, bold: file, italics: file, bolditalics: file };
  }
  return files;
}

let pdfmake: PdfMake | undefined;

function engine(): PdfMake {
  pdfmake ??= require('pdfmake') as PdfMake;
  pdfmake.setUrlAccessPolicy(() => false); // images arrive as data URLs; a document never fetches
  return pdfmake;
}

/** Renders a core document definition to PDF bytes with the bundled fonts. */
export async function renderPdf(definition: PdfContent, plan?: FontPlan): Promise<Uint8Array> {
  const pdf = engine();
  const fonts = { ...fontFiles(), ...subsetFontFiles(plan?.used ?? []) };
  const allowed = new Set(Object.values(fonts).flatMap((family) => Object.values(family)));
  pdf.setFonts(fonts);
  pdf.setLocalAccessPolicy((path) => allowed.has(resolve(path)));
  return new Uint8Array(await pdf.createPdf(definition).getBuffer());
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * Loads the document's relative PNG/JPEG images from the folder of the Markdown file as data URLs. Remote,
 * absolute, other-format and missing images are left out, so they print as their alt text.
 */
export async function loadImages(hrefs: readonly string[], baseDir: string): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  for (const href of hrefs) {
    if (href.startsWith('data:image/png;base64,') || href.startsWith('data:image/jpeg;base64,')) {
      images[href] = href;
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) continue;
    const path = decodeURIComponent(href.split(/[?#]/)[0] ?? '');
    const mime = IMAGE_TYPES[extname(path).toLowerCase()];
    if (!mime) continue;
    const bytes = await readFile(resolve(baseDir, path)).catch(() => undefined);
    if (bytes) images[href] = `data:${mime};base64,${bytes.toString('base64')}`;
  }
  return images;
}
