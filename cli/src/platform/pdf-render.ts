import { readFileSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { type EmojiFont, emojiFontsFromUnicodeJson, type PdfContent } from '@toolbox/core/tools/markdown-pdf';

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

const emojiDir = () => dirname(require.resolve('@fontsource/noto-emoji/unicode.json'));

/** Noto Emoji (monochrome) subsets from @fontsource, one family per subset: `Emoji0` covers flags, and so on. */
export function emojiFonts(): EmojiFont[] {
  return emojiFontsFromUnicodeJson(JSON.parse(readFileSync(join(emojiDir(), 'unicode.json'), 'utf8')));
}

function emojiFontFiles(): Record<string, Record<string, string>> {
  const files: Record<string, Record<string, string>> = {};
  for (const { family } of emojiFonts()) {
    const file = join(emojiDir(), 'files', `noto-emoji-${family.replace('Emoji', '')}-400-normal.woff`);
    files[family] = { normal: file, bold: file, italics: file, bolditalics: file };
  }
  return files;
}

let pdfmake: PdfMake | undefined;

function engine(): PdfMake {
  if (pdfmake) return pdfmake;
  const loaded = require('pdfmake') as PdfMake;
  const fonts = { ...fontFiles(), ...emojiFontFiles() };
  const allowed = new Set(Object.values(fonts).flatMap((family) => Object.values(family)));
  loaded.setFonts(fonts);
  loaded.setUrlAccessPolicy(() => false); // images arrive as data URLs; a document never fetches
  loaded.setLocalAccessPolicy((path) => allowed.has(resolve(path)));
  pdfmake = loaded;
  return loaded;
}

/** Renders a core document definition to PDF bytes with the bundled fonts. */
export async function renderPdf(definition: PdfContent): Promise<Uint8Array> {
  return new Uint8Array(await engine().createPdf(definition).getBuffer());
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
