import { htmlImages } from './html-blocks';
import type { PdfContent } from './pdf-content';

/** The loaded `<img>`s of raw HTML as blocks, at the size their `width`/`height` ask (CSS pixels) when given. */
export function htmlImageBlocks(
  html: string,
  images: Readonly<Record<string, string>>,
  width: number,
  maxHeight: number,
  align?: string,
): PdfContent[] {
  return htmlImages(html).flatMap((image) => {
    const source = images[image.src];
    if (!source) return [];
    const fit = [
      Math.min(width, (image.width ?? Infinity) * 0.75),
      Math.min(maxHeight, (image.height ?? Infinity) * 0.75),
    ];
    return [imageBlock(source, fit[0] as number, fit[1] as number, align)];
  });
}

/** An embedded image (PNG or JPEG: the platform converts other formats), fitted to the text width. */
export function imageBlock(source: string, width: number, maxHeight: number, align?: string): PdfContent {
  return {
    image: source,
    fit: [width, maxHeight],
    margin: [0, 4, 0, 8],
    ...(align ? { alignment: align } : {}),
  };
}

/** The tallest a diagram is drawn, in points, so it and a line of text fit on a page. */
const DIAGRAM_MAX_HEIGHT = 600;

/**
 * A diagram at its own size (CSS pixels, 0.75 pt each, from the SVG's `width`/`height`), shrunk to the column
 * and page when larger but never blown up: a small flowchart keeps text the size of the body's.
 */
export function diagramSize(
  svg: string,
  column: number,
): { svg: string; width?: number; fit?: [number, number] } {
  const open = /^\s*<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const px = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(open)?.[1]);
  const [w, h] = [px('width') * 0.75, px('height') * 0.75];
  if (!(w > 0 && h > 0)) return { svg, fit: [column, DIAGRAM_MAX_HEIGHT] };
  const scale = Math.min(1, column / w, DIAGRAM_MAX_HEIGHT / h);
  return { svg, width: w * scale };
}
