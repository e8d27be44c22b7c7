const ROOT = /<svg\b[^>]*>/i;

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

function length(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
  const n = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The size an SVG declares (width/height in px, else its viewBox), or null when it declares neither. */
export function svgIntrinsicSize(svg: string): { width: number; height: number } | null {
  const tag = ROOT.exec(svg)?.[0];
  if (!tag) return null;
  const width = length(attr(tag, 'width'));
  const height = length(attr(tag, 'height'));
  const box = attr(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxW = box && box.length === 4 && box[2]! > 0 ? box[2]! : null;
  const boxH = box && box.length === 4 && box[3]! > 0 ? box[3]! : null;
  if (width && height) return { width, height };
  if (boxW && boxH) {
    if (width) return { width, height: (width * boxH) / boxW };
    if (height) return { width: (height * boxW) / boxH, height };
    return { width: boxW, height: boxH };
  }
  return null;
}

/**
 * The same SVG with its root width/height set, so a platform rasterises it at the size it will be drawn
 * (an SVG image drawn larger than its declared size is scaled as a bitmap by @napi-rs/canvas).
 */
export function svgWithSize(svg: string, width: number, height: number): string {
  const match = ROOT.exec(svg);
  if (!match) return svg;
  const tag = match[0];
  const box = attr(tag, 'viewBox');
  const intrinsic = svgIntrinsicSize(svg);
  let next = tag.replace(/\s(width|height)\s*=\s*["'][^"']*["']/gi, '');
  const extra = [`width="${width}"`, `height="${height}"`];
  if (!box && intrinsic) extra.push(`viewBox="0 0 ${intrinsic.width} ${intrinsic.height}"`);
  if (!/preserveAspectRatio/i.test(next)) extra.push('preserveAspectRatio="xMidYMid meet"');
  next = next.replace(/^<svg\b/i, `<svg ${extra.join(' ')}`);
  return svg.slice(0, match.index) + next + svg.slice(match.index + tag.length);
}
