import { readFileSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { inflateSync } from 'node:zlib';
import { locatePdfFonts, pdfFontFaces } from '@toolbox/core/fonts/pdf-fonts';
import {
  type FontPlan,
  type FontSubset,
  packagesFor,
  planFonts,
  subsetsFromUnicodeJson,
} from '@toolbox/core/fonts/script-fonts';
import { woffToSfnt } from '@toolbox/core/fonts/woff';
import { isSvgDocument } from '@toolbox/core/svg/prolog';
import { hasUrlScheme } from '@toolbox/core/text/url-scheme';
import { type PdfContent, type PdfDocumentClass, runPdfWriters } from '@toolbox/core/tools/markdown-pdf';

const require = createRequire(import.meta.url);

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: PdfContent): { getBuffer(): Promise<Buffer>; getStream(): Promise<object> };
  /** Files pdfmake reads before the disk, by path. */
  virtualfs: { writeFileSync(path: string, content: Buffer): void };
}

/** The renderer's DejaVu files (core's table), located in the installed dejavu-fonts-ttf package. */
function fontFiles() {
  const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  return locatePdfFonts((file) => join(dir, file));
}

const fileCache = new Map<string, Uint8Array>();
/**
 * A font file's bytes, read once per process (the same array lets core reuse the parsed font); a WOFF file
 * unpacked to plain sfnt once, since fontkit inflates a WOFF's whole glyph table for every glyph it reads.
 */
function fileBytes(path: string): Uint8Array {
  let bytes = fileCache.get(path);
  if (!bytes) {
    bytes = woffToSfnt(new Uint8Array(readFileSync(path)), (data) => inflateSync(data));
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
      Object.entries(pdfFontFaces(base)).map(([face, path]) => [face, fileBytes(path)]),
    ),
    subsets,
    load: async (subset) => fileBytes(join(packageDir(subset.packageId), 'files', subset.file)),
  });
}

/** The subsets' families by file path; pdfmake's virtual files hold their unpacked bytes under those paths. */
function subsetFontFiles(
  pdf: PdfMake,
  subsets: readonly FontSubset[],
): Record<string, Record<string, string>> {
  const files: Record<string, Record<string, string>> = {};
  for (const subset of subsets) {
    const file = join(packageDir(subset.packageId), 'files', subset.file);
    const bytes = fileBytes(file);
    pdf.virtualfs.writeFileSync(file, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    files[subset.family] = { normal: file, bold: file, italics: file, bolditalics: file };
  }
  return files;
}

let pdfmake: PdfMake | undefined;
let mathTaught = false;

/** pdfmake's document class learns the writers core's definitions rely on (`runPdfWriters`), once per process. */
async function teachMath(pdf: PdfMake) {
  if (mathTaught) return;
  const probe: PdfDocumentClass = Object.getPrototypeOf(await pdf.createPdf({ content: [] }).getStream());
  runPdfWriters(probe);
  mathTaught = true;
}

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
  const fonts = { ...fontFiles(), ...subsetFontFiles(pdf, subsets) };
  const allowed = new Set(Object.values(fonts).flatMap((family) => Object.values(family)));
  pdf.setFonts(fonts);
  pdf.setLocalAccessPolicy((path) => allowed.has(resolve(path)));
  await teachMath(pdf);
  return new Uint8Array(await pdf.createPdf(definition).getBuffer());
}

/** Image files a document may embed, by extension. */
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg']);

/** The largest image a document may embed; a larger one prints as its alt text. */
const MAX_IMAGE_BYTES = 20_000_000;

const within = (root: string, path: string) => path === root || path.startsWith(`${root}${sep}`);

/** What the bytes are, by their signature (an extension can lie). */
function sniff(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // The prolog can be long: an Illustrator export's DOCTYPE declares its entities, a licence comment comes first.
  if (isSvgDocument(new TextDecoder().decode(bytes.subarray(0, 65_536)))) return 'svg';
  return undefined;
}

/** The largest side a vector or converted image is drawn at, in pixels (2x for print). */
const RASTER_MAX = 2000;

/**
 * Image bytes as a data URL pdfmake embeds: PNG and JPEG as they are; GIF (its first frame), WebP and SVG
 * drawn to a PNG with Skia (@napi-rs/canvas, loaded only for them). SVG is drawn without fetching anything.
 */
async function imageDataUrl(bytes: Uint8Array): Promise<string | undefined> {
  const kind = sniff(bytes);
  if (kind === 'png' || kind === 'jpeg')
    return `data:image/${kind};base64,${Buffer.from(bytes).toString('base64')}`;
  if (!kind) return undefined;
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  try {
    const image = await loadImage(Buffer.from(bytes));
    let { width, height } = image;
    if (!width || !height) [width, height] = [300, 150]; // an SVG without a size: the HTML default
    const scale = Math.min(kind === 'svg' ? 2 : 1, RASTER_MAX / Math.max(width, height));
    const canvas = createCanvas(
      Math.max(1, Math.round(width * scale)),
      Math.max(1, Math.round(height * scale)),
    );
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    return `data:image/png;base64,${(await canvas.encode('png')).toString('base64')}`;
  } catch {
    return undefined; // not decodable: the document shows the placeholder
  }
}

/** `%xx` escapes decoded; text that is not valid percent-encoding (a raw `100%`) stays as written. */
function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `data:image/<type>[;param=value…][;base64],` (RFC 2397: `;charset=utf-8`, `;utf8` before the data). */
const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml)((?:;[^;,]*)*?)(;base64)?,/i;

/**
 * Loads the document's relative PNG/JPEG/GIF/WebP/SVG images and `data:` images as data URLs. An image file
 * must be a regular file of at most MAX_IMAGE_BYTES inside the Markdown file's folder, or a folder `allowed` names
 * (`pdf --allow-outside DIR`), after following links, so a hostile document cannot pull `../secret.png` or
 * `../../../home/me/private.png` or a linked secret into the PDF. Remote images are never fetched; they, and
 * outside, oversized, undecodable and missing images, are left out, so they print as a placeholder with their alt
 * text.
 */
export async function loadImages(
  hrefs: readonly string[],
  baseDir: string,
  allowed: readonly string[] = [],
): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  const roots = await Promise.all(
    [baseDir, ...allowed].map((dir) => realpath(dir).catch(() => resolve(dir))),
  );
  for (const href of hrefs) {
    const data = DATA_IMAGE.exec(href);
    if (data) {
      const payload = href.slice(data[0].length);
      // Base64 may be wrapped over lines or percent-encoded (`%2B`); text may be raw (`width="100%"`) or encoded.
      const text = percentDecoded(payload);
      const bytes = data[3] ? Buffer.from(text.replace(/\s+/g, ''), 'base64') : Buffer.from(text, 'utf8');
      const url = bytes.length <= MAX_IMAGE_BYTES ? await imageDataUrl(bytes) : undefined;
      if (url) images[href] = url;
      continue;
    }
    if (hasUrlScheme(href) || href.startsWith('/')) continue;
    let path: string;
    try {
      path = decodeURIComponent(href.split(/[?#]/)[0] ?? '');
    } catch {
      continue; // bad percent-encoding: not a file name
    }
    if (!IMAGE_EXTENSIONS.has(extname(path).toLowerCase())) continue;
    const real = await realpath(resolve(baseDir, path)).catch(() => undefined);
    if (!real || !roots.some((root) => within(root, real))) continue;
    const info = await stat(real).catch(() => undefined);
    if (!info?.isFile() || info.size > MAX_IMAGE_BYTES) continue;
    const bytes = await readFile(real).catch(() => undefined);
    const url = bytes && (await imageDataUrl(new Uint8Array(bytes)));
    if (url) images[href] = url;
  }
  return images;
}
