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

/** Paint properties an element does not inherit, with their initial value (written only when different). */
const NOT_INHERITED = new Map<string, string>([
  ['opacity', '1'],
  ['dominant-baseline', 'auto'],
]);

/**
 * Copies the computed paint of every element into attributes, so the SVG keeps its look without its `<style>`
 * (pdfmake's SVG renderer reads no CSS from a string). The computed value wins over an attribute: mermaid writes
 * `stroke="none"` on a sequence diagram's message lines and paints them with CSS.
 */
function inlineStyles(svg: SVGSVGElement) {
  const elements = [svg, ...Array.from(svg.querySelectorAll('*'))];
  // Every value is read before anything is written: each write would make the browser restyle the diagram.
  const values = new Map(
    elements.map((element) => {
      const style = getComputedStyle(element);
      return [element, PAINT.map((name) => style.getPropertyValue(name))];
    }),
  );
  for (const element of elements) {
    const own = values.get(element) ?? [];
    const inherited = element === svg ? undefined : values.get(element.parentElement as Element);
    PAINT.forEach((name, i) => {
      const value = own[i];
      if (!value) return;
      // Written where it differs from what the element inherits (or is not inherited), or to correct an attribute
      // the CSS overrode; an inherited value is left to inheritance, which keeps the SVG small.
      const needed = NOT_INHERITED.has(name) ? value !== NOT_INHERITED.get(name) : inherited?.[i] !== value;
      const attribute = element.getAttribute(name);
      if (needed || (attribute !== null && attribute !== value)) element.setAttribute(name, value);
    });
  }
  for (const style of Array.from(svg.querySelectorAll('style'))) style.remove();
}

let counter = 0;

/** What each source came to, so the preview, the PDF and the blog draw a diagram once (the newest 50 kept). */
const cache = new Map<string, { svg: string } | { error: string }>();
const remember = (source: string, result: { svg: string } | { error: string }) => {
  cache.delete(source);
  cache.set(source, result);
  if (cache.size > 50) cache.delete(cache.keys().next().value as string);
};

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
 * mermaid draws no error picture into the page (`suppressErrorRendering`). Each source is drawn once per page load.
 */
export async function drawMermaid(sources: readonly string[]): Promise<DrawnDiagrams> {
  const drawn: DrawnDiagrams = { svg: {}, errors: {} };
  const missing = [...new Set(sources)].filter((source) => {
    const known = cache.get(source);
    if (known && 'svg' in known) drawn.svg[source] = known.svg;
    else if (known) drawn.errors[source] = known.error;
    return !known;
  });
  if (missing.length === 0) return drawn;
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
    for (const source of missing) {
      const id = `toolbox-mermaid-${++counter}`;
      try {
        const { svg } = await mermaid.render(id, source);
        host.innerHTML = DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
        const element = host.querySelector('svg');
        if (!element) {
          drawn.errors[source] = 'mermaid drew nothing';
          remember(source, { error: drawn.errors[source] });
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
        remember(source, { svg: drawn.svg[source] });
      } catch (error) {
        // Not a diagram mermaid can read: the block stays as code, with why.
        drawn.errors[source] = oneLine(error);
        remember(source, { error: drawn.errors[source] });
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
