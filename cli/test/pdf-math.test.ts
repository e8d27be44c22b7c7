import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf } from './pdf-read';
import { toolboxIn } from './signed-in-toolbox';

const MATH = `# Vectors

The value $\\mathbf{v}_m$ is stored in snake_case_name and it costs $5 and $6 today.

Escaped \\$x\\$ stays text.

$$
\\sum_{i=1}^n x_i = \\int_0^1 f(t)\\,dt
$$

\`\`\`math
E = mc^2
\`\`\`
`;

/** One n x n matrix (bench/markdown-pdf.bench.mjs times the same). */
const matrixDocument = (n: number) =>
  `$$\n\\begin{pmatrix}\n${Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i * 7 + j) % 10).join(' & '),
  ).join(' \\\\\n')}\n\\end{pmatrix}\n$$\n`;

const hasPdftoppm = spawnSync('pdftoppm', ['-v']).status === 0;

/** A PDF's first page as Poppler draws it at 72 dpi (a pixel a point): its rows and columns that hold ink. */
function inkOfFirstPage(pdf: string): {
  rows: [number, number][];
  columns: (top: number, bottom: number) => [number, number];
} {
  const drawn = spawnSync('pdftoppm', ['-r', '72', '-gray', '-f', '1', '-l', '1', pdf], {
    maxBuffer: 1 << 26,
  });
  const bytes = drawn.stdout as Buffer;
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error(`pdftoppm wrote no page: ${drawn.stderr}`);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = bytes.subarray(header[0].length);
  const inked = (x: number, y: number) => (pixels[y * width + x] ?? 255) < 128;
  const rows: [number, number][] = [];
  for (let y = 0; y < height; y++) {
    let ink = false;
    for (let x = 0; x < width && !ink; x++) ink = inked(x, y);
    if (!ink) continue;
    const last = rows.at(-1);
    if (last && last[1] === y - 1) last[1] = y;
    else rows.push([y, y]);
  }
  const columns = (top: number, bottom: number): [number, number] => {
    let [left, right] = [width, -1];
    for (let y = top; y <= bottom; y++)
      for (let x = 0; x < width; x++)
        if (inked(x, y)) [left, right] = [Math.min(left, x), Math.max(right, x)];
    return [left, right];
  };
  return { rows, columns };
}

describe('toolbox pdf typesets math (built binary)', () => {
  it('draws $…$, $$…$$ and ```math as paths in the line, never as raw TeX, and keeps _ as text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-pdf-math-'));
    writeFileSync(join(dir, 'math.md'), MATH);
    writeFileSync(
      join(dir, 'plain.md'),
      MATH.replace(/\$[^$\n]*\$|\$\$[\s\S]*?\$\$|```math[\s\S]*?```/g, ''),
    );
    const result = toolboxIn(dir, ['pdf', 'math.md']);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(result.stderr).not.toContain('warning');
    const pdf = await readPdf(new Uint8Array(readFileSync(join(dir, 'math.pdf'))));
    const text = pdf.text.join('').replace(/\s+/g, '');
    expect(text).not.toContain('\\mathbf');
    expect(text).not.toContain('\\sum');
    expect(text).not.toContain('mc^2');
    expect(text).toContain('snake_case_name');
    expect(text).toContain('costs$5and$6today');
    expect(text).toContain('Escaped$x$staystext.');
    // The glyphs are drawn: the same document without its formulas draws (almost) no paths.
    expect(toolboxIn(dir, ['pdf', 'plain.md']).code).toBe(0);
    const plain = await readPdf(new Uint8Array(readFileSync(join(dir, 'plain.pdf'))));
    expect((pdf.paths[0] ?? 0) - (plain.paths[0] ?? 0)).toBeGreaterThanOrEqual(15);
    // The inline formula holds its place in the line: a gap as wide as v_m between "value" and "is".
    const value = pdf.items.find((item) => item.str.trim() === 'value');
    const after = pdf.items.find((item) => item.str.trim() === 'is');
    expect(value).toBeDefined();
    expect(after?.y).toBeCloseTo(value?.y ?? 0, 0);
    const gap = (after?.x ?? 0) - ((value?.x ?? 0) + (value?.width ?? 0));
    expect(gap).toBeGreaterThan(12);
    expect(gap).toBeLessThan(40);
  });

  it.skipIf(!hasPdftoppm)(
    'lays a display formula out as tall as it is, centred, with the paragraph after it clear of it',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'toolbox-pdf-math-'));
      // A formula reaching far below its baseline (nested fractions), then text: the formula's line must hold its
      // depth, or the next paragraph is drawn over it.
      writeFileSync(
        join(dir, 'deep.md'),
        'Above.\n\n$$\\frac{1}{\\frac{2}{\\frac{3}{\\frac{4}{5}}}} = \\sum_{i=1}^{n} x_i$$\n\nBelow.\n',
      );
      expect(toolboxIn(dir, ['pdf', 'deep.md']).code).toBe(0);
      const { rows, columns } = inkOfFirstPage(join(dir, 'deep.pdf'));
      const [above, ...rest] = rows;
      const below = rest.at(-2) ?? [0, 0]; // the last is the page number
      const formula: [number, number] = [rest[0]?.[0] ?? 0, rows.at(-3)?.[1] ?? 0];
      expect(above).toBeDefined();
      // "Above." and "Below." are one line each; the formula is the ink between them, ~40 pt tall.
      expect(formula[1] - formula[0]).toBeGreaterThan(35);
      expect(formula[0] - (above?.[1] ?? 0)).toBeGreaterThanOrEqual(4);
      // Its 10 pt margin below and the next line's own room above its letters, as pdfmake's svg box left them.
      expect(below[0] - formula[1]).toBeGreaterThanOrEqual(10);
      expect(below[0] - formula[1]).toBeLessThanOrEqual(16);
      const [left, right] = columns(formula[0], formula[1]);
      expect(Math.abs((left + right) / 2 - 595.28 / 2)).toBeLessThan(3);
    },
  );

  it('prints a formula TeX cannot read as its source, with one warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-pdf-math-'));
    writeFileSync(join(dir, 'bad.md'), 'Bad $\\frac{a$ and $\\nosuch$ but $x$ fine.\n');
    const result = toolboxIn(dir, ['pdf', 'bad.md']);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/warning/g)).toHaveLength(1);
    expect(result.stderr).toContain('2 formulas could not be typeset');
    const pdf = await readPdf(new Uint8Array(readFileSync(join(dir, 'bad.pdf'))));
    expect(pdf.text.join('').replace(/\s+/g, '')).toContain('$\\frac{a$');
    expect(pdf.fills[0]).toContain('#cf222e');
  });

  it('refuses a formula over the size limit (a 200x200 matrix) with one line, and prints its start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-pdf-math-'));
    writeFileSync(join(dir, 'matrix.md'), matrixDocument(200));
    const result = toolboxIn(dir, ['pdf', 'matrix.md']);
    expect(result.code).toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^warning: a formula could not be typeset \(shown as TeX source in red\): \\begin\{pmatrix\} 0 & 1 .*…: too large to typeset \(40,000 cells; the limit is 1,000\)$/,
      ),
      'wrote matrix.pdf',
    ]);
    const pdf = await readPdf(new Uint8Array(readFileSync(join(dir, 'matrix.pdf'))));
    expect(pdf.pages).toBe(1);
    expect(pdf.text.join('').replace(/\s+/g, '')).toContain('$$\\begin{pmatrix}0&1&2&3');
  });
});
