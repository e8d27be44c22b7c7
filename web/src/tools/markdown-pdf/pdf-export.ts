import { loadMathTypesetter } from '@toolbox/core/markdown/math';
import {
  type PdfDocumentClass,
  type PdfPageOptions,
  type PdfThemeName,
  runMarkdownPdf,
  runPdfWriters,
} from '@toolbox/core/tools/markdown-pdf';

import { systemClock } from '../../platform/clock';
import { pdfFontUrls } from '../../platform/pdf-fonts';
import { planWebFonts } from '../../platform/script-fonts';

/** pdfmake's document class (pdfkit's, extended), taught core's writers once. */
let documentClass: PdfDocumentClass | undefined;

/** A GIF (first frame), WebP or SVG data URL drawn to a PNG one; an `<img>` runs no script and fetches nothing. */
async function rasterize(src: string): Promise<string | undefined> {
  try {
    const image = new Image();
    image.src = src;
    await image.decode();
    const width = image.naturalWidth || 300;
    const height = image.naturalHeight || 150;
    const scale = Math.min(/^data:image\/svg/i.test(src) ? 2 : 1, 2000 / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/png');
  } catch {
    return undefined; // not decodable: the PDF shows the placeholder
  }
}

/**
 * Images a browser document can carry: inline `data:` images (there are no files next to the text), PNG and
 * JPEG as they are, GIF, WebP and SVG drawn to PNG. Remote images are not fetched.
 */
async function dataImages(sources: readonly string[]): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  for (const src of sources) {
    if (/^data:image\/(png|jpeg);base64,/i.test(src)) images[src] = src;
    else if (/^data:image\/(gif|webp|svg\+xml)[;,]/i.test(src)) {
      const png = await rasterize(src);
      if (png) images[src] = png;
    }
  }
  return images;
}

/**
 * Markdown -> PDF bytes on the pages asked for (size, margins, contents, header and footer, as `toolbox pdf`);
 * pdfmake (~350 KB gz) is loaded on the first export only, a script's fonts on first use.
 */
export async function exportPdf(
  markdown: string,
  theme: PdfThemeName,
  page: Partial<PdfPageOptions> = {},
): Promise<{ bytes: Uint8Array; title: string; warnings: string[] }> {
  const base = pdfFontUrls();
  // pdfmake (its own chunk) loads while core reads the document; MathJax and mermaid only for one that needs them.
  const engine = import('pdfmake/build/pdfmake');
  const fonts: { planned?: Awaited<ReturnType<typeof planWebFonts>> } = {};
  const { definition, title, warnings, subsets } = await runMarkdownPdf(
    { markdown, ...page, theme },
    {
      clock: systemClock,
      images: dataImages,
      fonts: async (text) => {
        // Every face: an oblique or bold face may lack a script its regular face has.
        const planned = await planWebFonts(
          text,
          Object.fromEntries(
            Object.entries(base).flatMap(([family, faces]) =>
              Object.entries(faces).map(([face, url]) => [
                face === 'normal' ? family : `${family}/${face}`,
                url,
              ]),
            ),
          ),
        );
        fonts.planned = planned;
        return planned.plan;
      },
      math: loadMathTypesetter,
      diagrams: async (sources) =>
        (await import('./mermaid-diagrams').then(({ drawMermaid }) => drawMermaid(sources))).svg,
    },
  );
  const { default: pdfMake } = await engine;
  const { planned } = fonts;
  if (!planned) throw new Error('the fonts were not planned');
  // The subsets the laid-out document uses, as core returned them.
  const subsetFamilies = Object.fromEntries(
    subsets.map((subset) => {
      const url = planned.urlOf(subset) ?? '';
      return [subset.family, { normal: url, bold: url, italics: url, bolditalics: url }];
    }),
  );
  const fontSet = { ...base, ...subsetFamilies };
  const allowed = new Set(Object.values(fontSet).flatMap((f) => Object.values(f)));
  // pdfmake takes a file it holds instead of fetching it: the bytes already read, WOFF unpacked once.
  for (const [url, bytes] of await planned.files())
    if (allowed.has(url)) pdfMake.virtualfs.writeFileSync(url, bytes);
  pdfMake.setFonts(fontSet);
  pdfMake.setUrlAccessPolicy((url) => allowed.has(url));
  // pdfmake's document class, found and taught core's writers once (shaped words, formulas, right-to-left lines).
  if (!documentClass) {
    documentClass = Object.getPrototypeOf(await pdfMake.createPdf({ content: [] }).getStream());
    if (documentClass) runPdfWriters(documentClass);
  }
  return { bytes: new Uint8Array(await pdfMake.createPdf(definition).getBuffer()), title, warnings };
}
