import { locatePdfFonts, type PdfFontSet } from '@toolbox/core/fonts/pdf-fonts';
import { filesByName } from './script-fonts/files-by-name';

/** The DejaVu faces core's table names, as app URLs (only these twelve files are emitted). */
const URLS = filesByName(
  import.meta.glob(
    '../../node_modules/dejavu-fonts-ttf/ttf/DejaVu{Sans,Serif,SansMono}{,-Bold,-Oblique,-BoldOblique,-Italic,-BoldItalic}.ttf',
    { query: '?url', import: 'default', eager: true },
  ),
);

/**
 * The renderer's DejaVu files (the same the CLI embeds), served by the app. pdfmake fetches only http(s) URLs, so
 * they are made absolute against `base` (the page's address).
 */
export function pdfFontUrls(base: string = window.location.href): PdfFontSet<string> {
  return locatePdfFonts((file) => {
    const url = URLS[file];
    if (url === undefined) throw new Error(`The app does not ship the font ${file}.`);
    return new URL(url, base).href;
  });
}
