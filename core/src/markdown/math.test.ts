import { parse as parseHtml } from 'parse5';
import { describe, expect, it } from 'vitest';
import { documentHasMath, lexDocument } from './document-marked';
import { mathHtml, tokensHaveMath } from './math';
import { createTypesetter } from './math-typeset';
import { markdownToHtml } from './render';
import { markdownToSafeHtml } from './safe-html';

const typesetter = createTypesetter();

/** The formulas marked finds, as `$tex$` (inline) or `$$tex$$` (display). */
function formulas(markdown: string): string[] {
  const found: string[] = [];
  const walk = (tokens: readonly { type: string; tokens?: unknown; text?: string; display?: boolean }[]) => {
    for (const token of tokens) {
      if (token.type === 'math' || token.type === 'mathInline')
        found.push(token.display ? `$$${token.text}$$` : `$${token.text}$`);
      if (Array.isArray(token.tokens)) walk(token.tokens);
      if (token.type === 'list') for (const item of (token as unknown as { items: [] }).items) walk([item]);
    }
  };
  walk(lexDocument(markdown).tokens);
  return found;
}

describe('math in Markdown (GitHub rules)', () => {
  it('finds $…$, $`…`$, $$…$$ and leaves prose dollars, escapes and code alone', () => {
    expect(formulas('The value $\\mathbf{v}_m$ is $x_1 + y_2$.')).toEqual(['$\\mathbf{v}_m$', '$x_1 + y_2$']);
    expect(formulas('It costs $5 and $6 today.')).toEqual([]);
    expect(formulas('Not $ x$ nor $x $ nor a$b$ nor $x$1.')).toEqual([]);
    expect(formulas('Escaped \\$x\\$ and `$y$` in code.')).toEqual([]);
    expect(formulas('Backticks $`\\sqrt{2}`$ here.')).toEqual(['$\\sqrt{2}$']);
    expect(formulas('Inline display $$a^2$$ here.')).toEqual(['$$a^2$$']);
    expect(formulas('$$\n\\sum_i x_i\n$$\n')).toEqual(['$$\\sum_i x_i$$']);
    expect(formulas('```\n$x$\n```\n')).toEqual([]);
    expect(tokensHaveMath(lexDocument('```math\nE = mc^2\n```\n').tokens)).toBe(true);
    expect(tokensHaveMath(lexDocument('- item $a_b$\n').tokens)).toBe(true);
    expect(tokensHaveMath(lexDocument('It costs $5 and $6.').tokens)).toBe(false);
  });

  it('says a document has math only where a formula is rendered (so MathJax is loaded only then)', () => {
    // A template literal in code, a price and a shell variable: a `$` each, no formula.
    expect(
      documentHasMath(`\`\`\`ts\nreturn \`Hello, \${name}!\`;\n\`\`\`\n\nIt costs $5. Run \`echo $HOME\`.`),
    ).toBe(false);
    expect(documentHasMath('No dollar at all.')).toBe(false);
    expect(documentHasMath('Energy: $E = mc^2$.')).toBe(true);
    expect(documentHasMath('```math\nE = mc^2\n```\n')).toBe(true);
    expect(documentHasMath('See the note.[^n]\n\n[^n]: Where $x_1$ is the first.\n')).toBe(true);
  });

  it('never reads _ or * inside a formula as emphasis', () => {
    const html = markdownToHtml('Let $a_1 * b_2 * c_3$ and _real emphasis_.');
    expect(html).toContain('<code>$a_1 * b_2 * c_3$</code>');
    expect(html).toContain('<em>real emphasis</em>');
    expect(html.match(/<em>/g)).toHaveLength(1);
  });

  it('renders an inline SVG named by its TeX (title and aria-label), paths only', () => {
    const html = markdownToSafeHtml('Vector $\\mathbf{v}_m$.\n\n$$\\frac{a}{b}$$\n', 'allowlist', {
      math: typesetter,
    });
    const doc = parseHtml(html);
    const svgs: { attrs: { name: string; value: string }[]; childNodes: unknown[] }[] = [];
    const walk = (node: { nodeName?: string; childNodes?: unknown[] }) => {
      if (node.nodeName === 'svg') svgs.push(node as (typeof svgs)[number]);
      for (const child of node.childNodes ?? []) walk(child as typeof node);
    };
    walk(doc as never);
    expect(svgs).toHaveLength(2);
    const label = (svg: (typeof svgs)[number]) => svg.attrs.find((a) => a.name === 'aria-label')?.value;
    expect(svgs.map(label)).toEqual(['\\mathbf{v}_m', '\\frac{a}{b}']);
    expect(html).toContain('<title>\\mathbf{v}_m</title>');
    expect(html).toMatch(/<path [^>]*d="M/);
    expect(html).not.toMatch(/<(text|use|script|a)\b/);
    expect(html).toContain('class="math math-inline"');
    expect(html).toContain('<div class="math math-display">');
  });

  it("writes a formula's < and & in its title as text a browser parses without error (g' < g)", () => {
    const { svg } = typesetter.typeset("g' < g \\& a > b", false);
    const errors: string[] = [];
    const doc = parseHtml(`<!DOCTYPE html><title>t</title><p>${svg}</p>`, {
      onParseError: (error) => errors.push(error.code),
    });
    expect(errors).toEqual([]);
    const titles: string[] = [];
    const walk = (node: { nodeName?: string; value?: string; childNodes?: unknown[] }, inTitle: boolean) => {
      if (inTitle && node.nodeName === '#text') titles.push(node.value ?? '');
      for (const child of node.childNodes ?? [])
        walk(child as typeof node, inTitle || (node.nodeName === 'title' && node !== doc));
    };
    walk(doc as never, false);
    expect(titles).toContain("g' < g \\& a > b");
  });

  it('shows a TeX error as its source in the error style, with the message, and reports it once', () => {
    const errors: string[] = [];
    const html = markdownToHtml('Bad $\\frac{a$ and $\\nosuchcommand$ then $x$.', {
      math: typesetter,
      onMathError: (tex, error) => errors.push(`${tex}: ${error}`),
    });
    expect(errors).toEqual([
      '\\frac{a: Missing close brace',
      '\\nosuchcommand: Undefined control sequence \\nosuchcommand',
    ]);
    expect(html).toContain(
      '<span class="math math-error" title="TeX error: Missing close brace"><code>$\\frac{a$</code>',
    );
    expect(html.match(/<svg/g)).toHaveLength(1);
  });

  it('keeps TeX that reaches outside the formula out (no \\href, \\require, \\style)', () => {
    for (const tex of ['\\href{javascript:alert(1)}{x}', '\\require{html}', '\\style{color:red}{x}']) {
      const result = typesetter.typeset(tex, false);
      expect(result.error).toMatch(/Undefined control sequence/);
      expect(mathHtml({ text: tex, display: false }, typesetter)).not.toContain('javascript:alert(1)"');
    }
  });

  it('gives the size in ems and shapes for a PDF (a fraction bar is a rectangle)', () => {
    const math = typesetter.typeset('\\frac{a}{b}', true);
    expect(math.width).toBeGreaterThan(0.5);
    expect(math.height).toBeGreaterThan(0.5);
    expect(math.depth).toBeGreaterThan(0.3);
    expect(math.shapes.filter((shape) => shape.d)).toHaveLength(2);
    expect(math.shapes.filter((shape) => shape.rect)).toHaveLength(1);
  });

  it('typesets a formula that comes again once, until TeX defines a command', () => {
    const own = createTypesetter();
    const first = own.typeset('x_i^2', false);
    expect(own.typeset('x_i^2', false)).toBe(first);
    expect(own.typeset('x_i^2', true)).not.toBe(first);
    // \R means nothing, then ℝ: a definition lasts for the formulas after it, so what came before is not reused.
    expect(own.typeset('\\R', false).error).toMatch(/Undefined control sequence/);
    expect(own.typeset('\\newcommand{\\R}{\\mathbb{R}}', false).error).toBeUndefined();
    const defined = own.typeset('\\R', false);
    expect(defined.error).toBeUndefined();
    expect(defined.shapes).toHaveLength(1);
    expect(own.typeset('x_i^2', false)).not.toBe(first);
  });
});
