import DOMPurify from 'dompurify';

const PAINT = [
  'fill',
  'stroke',
  'stroke-width',
  'font-size',
  'font-weight',
  'opacity',
  'fill-opacity',
  'stroke-opacity',
  'stroke-dasharray',
  // Labels are centred on their node by mermaid's CSS: without it they start at the centre.
  'text-anchor',
  'dominant-baseline',
] as const;

/**
 * Copies the computed paint of every element into attributes, so the SVG keeps its look without its `<style>`
 * (pdfmake's SVG renderer reads no CSS from a string). The computed value wins over an attribute: mermaid writes
 * `stroke="none"` on a sequence diagram's message lines and paints them with CSS.
 */
function inlineStyles(svg: SVGSVGElement) {
  for (const element of [svg, ...Array.from(svg.querySelectorAll('*'))]) {
    const style = getComputedStyle(element);
    for (const name of PAINT) {
      const value = style.getPropertyValue(name);
      if (value) element.setAttribute(name, value);
    }
  }
  for (const style of Array.from(svg.querySelectorAll('style'))) style.remove();
}

let counter = 0;

/** The diagrams mermaid drew (source -> sanitized SVG) and why it could not draw the others (source -> one line). */
export interface DrawnDiagrams {
  svg: Record<string, string>;
  errors: Record<string, string>;
}

/**
 * mermaid's multi-line parse error as one short line: where, and what it found or (when it names only a token
 * number) what it expected (`Parse error on line 2: expected 'SQE', 'PE', …`); otherwise its first line.
 */
export function oneLine(error: unknown): string {
  const lines = String((error as Error)?.message ?? error)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^-*\^$/.test(line));
  const first = lines[0] ?? 'mermaid could not read it';
  const parsed = lines.length > 1 ? /^Expecting (.+), got (.+)$/.exec(lines.at(-1) ?? '') : null;
  let text = first;
  if (parsed) {
    const [, expected = '', got = ''] = parsed;
    const what = /^'\d+'$/.test(got)
      ? `expected ${expected.split(', ').slice(0, 3).join(', ')}${expected.split(', ').length > 3 ? ', …' : ''}`
      : `found ${got}`;
    text = `${first.replace(/:$/, '')}: ${what}`;
  }
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/**
 * Draws ```mermaid sources to SVG with mermaid (~700 KB gz, imported the first time a document has one),
 * `securityLevel: 'strict'` and plain SVG text labels (no HTML inside the SVG), then through DOMPurify's SVG
 * profile. A source mermaid cannot parse is left out of `svg` (its block stays code) with its error in one line;
 * mermaid draws no error picture into the page (`suppressErrorRendering`).
 */
export async function drawMermaid(sources: readonly string[]): Promise<DrawnDiagrams> {
  const drawn: DrawnDiagrams = { svg: {}, errors: {} };
  if (sources.length === 0) return drawn;
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    suppressErrorRendering: true,
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    theme: 'neutral',
    fontFamily: 'DejaVu Sans, sans-serif',
  });
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:-10000px;top:0;width:1000px;visibility:hidden';
  document.body.append(host);
  try {
    for (const source of new Set(sources)) {
      const id = `toolbox-mermaid-${++counter}`;
      try {
        const { svg } = await mermaid.render(id, source);
        host.innerHTML = DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
        const element = host.querySelector('svg');
        if (!element) {
          drawn.errors[source] = 'mermaid drew nothing';
          continue;
        }
        inlineStyles(element);
        const box = element.viewBox.baseVal;
        if (box?.width) {
          element.setAttribute('width', String(Math.round(box.width)));
          element.setAttribute('height', String(Math.round(box.height)));
        }
        element.removeAttribute('style');
        drawn.svg[source] = element.outerHTML;
      } catch (error) {
        // Not a diagram mermaid can read: the block stays as code, with why.
        drawn.errors[source] = oneLine(error);
      } finally {
        // What mermaid may leave behind when drawing fails part-way.
        document.getElementById(`d${id}`)?.remove();
        document.getElementById(id)?.remove();
      }
    }
  } finally {
    host.remove();
  }
  return drawn;
}
