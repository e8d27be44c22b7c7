import { readFileSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
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

/** Renders a core document definition to PDF bytes with the bundled fonts and the script subsets it uses. */
export async function renderPdf(
  definition: PdfContent,
  subsets: readonly FontSubset[] = [],
): Promise<Uint8Array> {
  const pdf = engine();
  const fonts = { ...fontFiles(), ...subsetFontFiles(subsets) };
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

/** The largest image a document may embed; a larger one prints as its alt text. */
export const MAX_IMAGE_BYTES = 20_000_000;

const within = (root: string, path: string) => path === root || path.startsWith(`${root}${sep}`);

/**
 * Loads the document's relative PNG/JPEG images as data URLs. An image must be a regular file of at most
 * MAX_IMAGE_BYTES inside the Markdown file's folder or the current folder (after following links), so a hostile
 * document cannot pull `../../../home/me/private.png` or a linked secret into the PDF. Remote, absolute,
 * other-format, outside, oversized and missing images are left out, so they print as their alt text.
 */
export async function loadImages(
  hrefs: readonly string[],
  baseDir: string,
  cwd = process.cwd(),
): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  const roots = await Promise.all([baseDir, cwd].map((dir) => realpath(dir).catch(() => resolve(dir))));
  for (const href of hrefs) {
    if (href.startsWith('data:image/png;base64,') || href.startsWith('data:image/jpeg;base64,')) {
      images[href] = href;
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) continue;
    let path: string;
    try {
      path = decodeURIComponent(href.split(/[?#]/)[0] ?? '');
    } catch {
      continue; // bad percent-encoding: not a file name
    }
    const mime = IMAGE_TYPES[extname(path).toLowerCase()];
    if (!mime) continue;
    const real = await realpath(resolve(baseDir, path)).catch(() => undefined);
    if (!real || !roots.some((root) => within(root, real))) continue;
    const info = await stat(real).catch(() => undefined);
    if (!info?.isFile() || info.size > MAX_IMAGE_BYTES) continue;
    const bytes = await readFile(real).catch(() => undefined);
    if (bytes) images[href] = `data:${mime};base64,${bytes.toString('base64')}`;
  }
  return images;
}
