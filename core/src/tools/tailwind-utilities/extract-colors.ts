import { type Node, parse, parseExpressionAt } from 'acorn';
import { ToolInputError } from '../../errors';

export const INVALID_CONFIG = 'Please enter a valid Tailwind config';

export interface ExtractedColor {
  /** `primary-500`, `brand` (a DEFAULT takes its parent's name). */
  name: string;
  value: string;
}

const COLOR_VALUE =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch|color)\(.+\)|transparent|currentColor)$/i;

type AnyNode = Node & Record<string, unknown>;

function keyName(property: AnyNode): string | undefined {
  const key = property.key as AnyNode | undefined;
  if (!key) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

function stringValue(node: AnyNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as AnyNode[] | undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0 && quasis?.[0]) {
    return (quasis[0].value as { cooked: string }).cooked;
  }
  return undefined;
}

function collect(object: AnyNode, prefix: string, out: ExtractedColor[]) {
  for (const property of object.properties as AnyNode[]) {
    if (property.type !== 'Property') continue;
    const key = keyName(property);
    if (key === undefined) continue;
    const name = key === 'DEFAULT' ? prefix : prefix ? `${prefix}-${key}` : key;
    const value = property.value as AnyNode;
    if (value.type === 'ObjectExpression') collect(value, name, out);
    else {
      const text = stringValue(value);
      if (text !== undefined && COLOR_VALUE.test(text.trim())) out.push({ name, value: text.trim() });
    }
  }
}

/** Every `colors: { … }` object in the tree (theme.colors and theme.extend.colors alike). */
function walk(node: unknown, out: ExtractedColor[]) {
  if (!node || typeof node !== 'object') return;
  const n = node as AnyNode;
  if (n.type === 'Property' && keyName(n) === 'colors' && (n.value as AnyNode).type === 'ObjectExpression') {
    collect(n.value as AnyNode, '', out);
    return;
  }
  for (const value of Object.values(n)) {
    if (Array.isArray(value)) for (const item of value) walk(item, out);
    else if (value && typeof value === 'object' && 'type' in value) walk(value, out);
  }
}

/**
 * Parses (never runs) the text as a module, then as a bare object literal: `{ theme: { … } }` also parses as
 * a block of labels, so the first reading that holds colours wins.
 */
function colorsOfSource(source: string): ExtractedColor[] | null {
  const readings = [
    () => parse(source, { ecmaVersion: 'latest', sourceType: 'module' }),
    () => parseExpressionAt(`(${source}\n)`, 0, { ecmaVersion: 'latest' }),
  ];
  let parsed = false;
  for (const read of readings) {
    try {
      const colors: ExtractedColor[] = [];
      walk(read(), colors);
      parsed = true;
      if (colors.length > 0) return colors;
    } catch {
      // Not this reading; try the next.
    }
  }
  return parsed ? [] : null;
}

function fromTheme(css: string): ExtractedColor[] {
  const colors: ExtractedColor[] = [];
  for (const block of css.matchAll(/@theme[^{]*\{([^}]*)\}/g)) {
    for (const [, name, value] of (block[1] ?? '').matchAll(/--color-([\w-]+)\s*:\s*([^;]+);/g)) {
      if (name && value && name !== '*') colors.push({ name, value: value.trim() });
    }
  }
  return colors;
}

/**
 * The colours of a Tailwind v3 config (JS, read as a syntax tree) or a v4 `@theme` CSS block. Nothing is
 * executed. Input with no colours, or that neither parses, is the spec's "Invalid Config".
 */
export function runColorExtract(input: string): ExtractedColor[] {
  const invalid = new ToolInputError(INVALID_CONFIG, 'Invalid Config');
  if (/@theme\b/.test(input)) {
    const colors = fromTheme(input);
    if (colors.length === 0) throw invalid;
    return colors;
  }
  const colors = colorsOfSource(input);
  if (!colors || colors.length === 0) throw invalid;
  return colors;
}
