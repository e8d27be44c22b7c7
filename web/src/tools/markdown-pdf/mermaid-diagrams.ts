import DOMPurify from 'dompurify';

const PAINT = [
  'fill',
  'stroke',
  'stroke-width',
  'font-size',
  'font-weight',
  'opacity',
  'fill-opacity',
] as const;

/**
 * Copies the computed paint of every element into attributes, so the SVG keeps its look without its `<style>`
 * (pdfmake's SVG renderer reads no CSS from a string).
 */
function inlineStyles(svg: SVGSVGElement) {
  for (const element of [svg, ...Array.from(svg.querySelectorAll('*'))]) {
    const style = getComputedStyle(element);
    for (const name of PAINT) {
      const value = style.getPropertyValue(name);
      if (value && !element.hasAttribute(name)) element.setAttribute(name, value);
    }
  }
  for (const style of Array.from(svg.querySelectorAll('style'))) style.remove();
}

let counter = 0;

/**
 * Draws ```mermaid sources to SVG with mermaid (~700 KB gz, imported the first time a document has one),
 * `securityLevel: 'strict'` and plain SVG text labels (no HTML inside the SVG), then through DOMPurify's SVG
 * profile. A source mermaid cannot parse is left out (its block stays code).
 */
export async function drawMermaid(sources: readonly string[]): Promise<Record<string, string>> {
  const drawn: Record<string, string> = {};
  if (sources.length === 0) return drawn;
  const { default: mermaid } = await import('mermaid');
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
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
      try {
        const { svg } = await mermaid.render(`toolbox-mermaid-${++counter}`, source);
        host.innerHTML = DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
        const element = host.querySelector('svg');
        if (!element) continue;
        inlineStyles(element);
        const box = element.viewBox.baseVal;
        if (box?.width) {
          element.setAttribute('width', String(Math.round(box.width)));
          element.setAttribute('height', String(Math.round(box.height)));
        }
        element.removeAttribute('style');
        drawn[source] = element.outerHTML;
      } catch {
        // Not a diagram mermaid can read: the block stays as code.
      }
    }
  } finally {
    host.remove();
  }
  return drawn;
}
