// What a math typesetter gives: shared by the Markdown reader (math.ts) and MathJax's side (math-typeset.ts),
// so the lazily loaded typesetter and its loader do not import each other.

/** One drawing step of a formula, in the formula's units (1000 per em, y down, baseline at 0). */
export interface MathShape {
  /** SVG path data, or a filled rectangle [x, y, width, height]. */
  d?: string;
  rect?: readonly [number, number, number, number];
  /** The affine transform [a, b, c, d, e, f] from the shape's own units to the formula's. */
  matrix: readonly [number, number, number, number, number, number];
  /** Stroked at this width instead of filled (a line). */
  stroke?: number;
  /** A colour the TeX asked for (`\color`), else the text colour. */
  color?: string;
}

/** A formula typeset to vector form, or the TeX it could not typeset. */
export interface TypesetMath {
  tex: string;
  display: boolean;
  /** Self-contained SVG markup (no font cache, no script), named by its TeX for screen readers. */
  svg: string;
  /** Width, height above the baseline and depth below it, in ems. */
  width: number;
  height: number;
  depth: number;
  /** The same drawing flattened into filled shapes (for PDF renderers that draw paths themselves). */
  shapes: readonly MathShape[];
  /** TeX's complaint, when the formula has an error: then `svg` and `shapes` are empty. */
  error?: string;
}

export interface MathTypesetter {
  typeset(tex: string, display: boolean): TypesetMath;
}
