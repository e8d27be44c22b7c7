import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
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
