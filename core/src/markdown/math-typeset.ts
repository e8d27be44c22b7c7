import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import type { LiteText } from 'mathjax-full/js/adaptors/lite/Text.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/boldsymbol/BoldsymbolConfiguration.js';
import 'mathjax-full/js/input/tex/braket/BraketConfiguration.js';
import 'mathjax-full/js/input/tex/cancel/CancelConfiguration.js';
import 'mathjax-full/js/input/tex/color/ColorConfiguration.js';
import 'mathjax-full/js/input/tex/newcommand/NewcommandConfiguration.js';
import 'mathjax-full/js/input/tex/textmacros/TextMacrosConfiguration.js';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { escapeHtml } from '../html/escape';
import type { MathShape, MathTypesetter, TypesetMath } from './math-shapes';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** An SVG `transform` attribute (translate, scale, matrix, rotate: what MathJax writes) as one matrix. */
function parseTransform(value: string | undefined): Matrix {
  let out = IDENTITY;
  for (const [, name, args] of (value ?? '').matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const n = (args ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const [a = 0, b, c, d, e, f] = n;
    let step: Matrix = IDENTITY;
    if (name === 'translate') step = [1, 0, 0, 1, a, b ?? 0];
    else if (name === 'scale') step = [a, 0, 0, b ?? a, 0, 0];
    else if (name === 'matrix') step = [a, b ?? 0, c ?? 0, d ?? 1, e ?? 0, f ?? 0];
    else if (name === 'rotate') {
      const r = (a * Math.PI) / 180;
      step = [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
    }
    out = multiply(out, step);
  }
  return out;
}

const PACKAGES = ['base', 'ams', 'boldsymbol', 'braket', 'cancel', 'color', 'newcommand', 'textmacros'];

/**
 * The largest formula typeset, in cells (`&`-separated entries of an array or matrix) and in characters: MathJax's
 * time and memory grow much faster than the formula (a 200x200 matrix took over 90 s and 3.9 GB), so a larger
 * one is shown as its TeX source with one warning.
 */
const MAX_MATH_CELLS = 1_000;
const MAX_MATH_CHARS = 10_000;

/** How many typeset formulas a typesetter keeps for when they come again. */
const MAX_REMEMBERED = 2_000;

/** TeX that defines or redefines a command or environment for the formulas after it. */
const DEFINITION = /\\(?:re)?new|\\def|\\let|\\Declare|\\global/;

/** Why `source` is not typeset, or undefined when it is small enough. */
function mathTooLarge(source: string): string | undefined {
  const cells = (source.match(/(?<!\\)&/g)?.length ?? 0) + (source.match(/\\\\/g)?.length ?? 0) + 1;
  if (cells > MAX_MATH_CELLS)
    return `too large to typeset (${cells.toLocaleString('en-US')} cells; the limit is ${MAX_MATH_CELLS.toLocaleString('en-US')})`;
  if (source.length > MAX_MATH_CHARS)
    return `too large to typeset (${source.length.toLocaleString('en-US')} characters; the limit is ${MAX_MATH_CHARS.toLocaleString('en-US')})`;
  return undefined;
}

/**
 * MathJax 3 without a DOM (its lite adaptor), TeX in, SVG out with every glyph as a path (`fontCache: 'none'`),
 * so the result stands alone in a page, a blog file or a PDF. Packages that reach outside the formula (`html`'s
 * `\href`/`\style`, `require`, `autoload`) are left out; an undefined command is an error, not red text.
 */
export function createTypesetter(): MathTypesetter {
  const adaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  const tex = new TeX({
    packages: PACKAGES,
    formatError: (_jax: unknown, error: Error) => {
      throw error;
    },
  });
  const svg = new SVG({ fontCache: 'none' });
  const mathDocument = mathjax.document('', { InputJax: tex, OutputJax: svg });

  const flatten = (node: LiteElement, matrix: Matrix, color: string | undefined, out: MathShape[]) => {
    const attr = (name: string) => adaptor.getAttribute(node, name) as string | undefined;
    const here = multiply(matrix, parseTransform(attr('transform')));
    const fill = attr('fill');
    // A colour TeX named (`\color{red}`, `#0a0`); anything else keeps the text colour.
    const own =
      fill &&
      /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,20})$/i.test(fill) &&
      fill !== 'currentColor' &&
      fill !== 'none'
        ? fill
        : color;
    const kind = adaptor.kind(node);
    if (kind === 'path' && attr('d'))
      out.push({ d: attr('d'), matrix: here, ...(own ? { color: own } : {}) });
    else if (kind === 'rect') {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((name) => Number(attr(name) ?? 0)) as number[];
      if ((w ?? 0) > 0 && (h ?? 0) > 0)
        out.push({ rect: [x ?? 0, y ?? 0, w ?? 0, h ?? 0], matrix: here, ...(own ? { color: own } : {}) });
    } else if (kind === 'line') {
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((name) => Number(attr(name) ?? 0)) as number[];
      const width = Number(attr('stroke-width') ?? 40) || 40;
      out.push({
        d: `M${x1} ${y1}L${x2} ${y2}`,
        stroke: width,
        matrix: here,
        ...(own ? { color: own } : {}),
      });
    }
    for (const child of adaptor.childNodes(node))
      if (adaptor.kind(child) !== '#text') flatten(child as LiteElement, here, own, out);
  };

  // A document repeats its short formulas ($x$, $n$: 171 inline formulas, 103 distinct, in a chapter of d2l's
  // maths), and the preview typesets the unchanged ones again at every keystroke. A definition (`\newcommand`)
  // lasts for the formulas after it and may change what one means: from the first, nothing is remembered.
  const done = new Map<string, TypesetMath>();
  let defined = false;
  const typeset = (source: string, display: boolean): TypesetMath => {
    if (defined || DEFINITION.test(source)) {
      defined = true;
      done.clear();
      return typesetOnce(source, display);
    }
    const key = `${display ? 'D' : 'I'}${source}`;
    const known = done.get(key);
    if (known) return known;
    const math = typesetOnce(source, display);
    if (done.size >= MAX_REMEMBERED) done.delete(done.keys().next().value as string);
    done.set(key, math);
    return math;
  };

  const typesetOnce = (source: string, display: boolean): TypesetMath => {
    const empty = { tex: source, display, svg: '', width: 0, height: 0, depth: 0, shapes: [] };
    const tooLarge = mathTooLarge(source);
    if (tooLarge) return { ...empty, error: tooLarge };
    let container: LiteElement;
    try {
      container = mathDocument.convert(source, {
        display,
        em: 16,
        ex: 8,
        containerWidth: 80 * 16,
      }) as LiteElement;
    } catch (error) {
      const message = (error as { message?: unknown } | undefined)?.message;
      return { ...empty, error: typeof message === 'string' ? message : String(error) };
    }
    const root = adaptor.firstChild(container) as LiteElement;
    const [minX = 0, minY = 0, width = 0, height = 0] = String(adaptor.getAttribute(root, 'viewBox') ?? '')
      .split(/\s+/)
      .map(Number);
    const shapes: MathShape[] = [];
    flatten(root, [1, 0, 0, 1, -minX, 0], undefined, shapes);
    adaptor.removeAttribute(root, 'focusable');
    adaptor.setAttribute(root, 'aria-label', source);
    // The lite adaptor writes a <title>'s text as it is (HTML's raw title), so `<` in TeX would open a tag.
    const title = adaptor.node('title', {}, [adaptor.text(escapeHtml(source)) as unknown as LiteText]);
    adaptor.insert(title, adaptor.firstChild(root));
    return {
      tex: source,
      display,
      svg: adaptor.outerHTML(root),
      width: width / 1000,
      height: -minY / 1000,
      depth: (height + minY) / 1000,
      shapes,
    };
  };

  return { typeset };
}
