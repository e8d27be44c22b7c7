import { TAILWIND_STEPS_950, tailwindScale } from '../../color';
import { ToolInputError } from '../../errors';

export interface TailwindConfigInput {
  /** Name -> base colour; each becomes a 50–950 scale with the base at 500. */
  colors: Record<string, string>;
  fonts: { sans?: string; serif?: string; mono?: string };
  /** Name -> minimum width in px. */
  breakpoints: Record<string, number>;
  /** Name -> CSS length. */
  radii: Record<string, string>;
}

export const CONFIG_DEFAULTS: TailwindConfigInput = {
  colors: { primary: '#3b82f6' },
  fonts: { sans: 'Inter' },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  radii: { sm: '0.25rem', md: '0.375rem', lg: '0.5rem' },
};

const STACKS = {
  sans: ['ui-sans-serif', 'system-ui', 'sans-serif'],
  serif: ['ui-serif', 'Georgia', 'serif'],
  mono: ['ui-monospace', 'SFMono-Regular', 'monospace'],
} as const;

const NAME = /^[a-z0-9][a-z0-9-]*$/;
const LENGTH = /^\d+(\.\d+)?(rem|px|em|%)$|^0$/;

function check(input: TailwindConfigInput) {
  for (const [kind, names] of [
    ['colour', Object.keys(input.colors)],
    ['breakpoint', Object.keys(input.breakpoints)],
    ['radius', Object.keys(input.radii)],
  ] as const) {
    for (const name of names) {
      if (!NAME.test(name))
        throw new ToolInputError(`The ${kind} name "${name}" must be lowercase letters, digits and hyphens.`);
    }
  }
  for (const [name, px] of Object.entries(input.breakpoints)) {
    if (!Number.isFinite(px) || px <= 0)
      throw new ToolInputError(`Breakpoint ${name} must be a positive width in px.`);
  }
  for (const [kind, family] of Object.entries(input.fonts)) {
    // A line break or tab in a quoted CSS string ends it or is read as a letter: no family has one.
    if (family && /\p{Cc}/u.test(family))
      throw new ToolInputError(
        `The ${kind} font family must not hold a line break or other control character.`,
      );
  }
  for (const [name, length] of Object.entries(input.radii)) {
    if (!LENGTH.test(length)) throw new ToolInputError(`Radius ${name} must be a CSS length such as 0.5rem.`);
  }
}

/** A CSS identifier: a letter, `_`, non-ASCII, or `-` and one of those (or `--`) first; then those, digits and `-`. */
const IDENTIFIER = /^(?:-?[A-Za-z_\u0080-\u{10FFFF}]|--)[\w\u0080-\u{10FFFF}-]*$/u;
/** Words CSS reads as a generic family or a keyword when unquoted, not as a family of that name. */
const KEYWORDS = new Set(
  'serif sans-serif monospace cursive fantasy system-ui math emoji fangsong ui-serif ui-sans-serif ui-monospace ui-rounded inherit initial unset revert revert-layer default'.split(
    ' ',
  ),
);

/**
 * A family as CSS reads it: bare when it is at most `bareWords` identifiers that name no keyword (`Inter Variable`
 * in v3, as Tailwind's docs write it; v4's @theme quotes any name with a space, as its docs do), else quoted:
 * `Source Sans 3` unquoted is no family at all (3 is not an identifier) and a browser drops the declaration.
 */
function familyText(family: string, bareWords: number): string {
  const words = family.split(' ');
  const bare =
    words.length <= bareWords &&
    words.every((word) => IDENTIFIER.test(word)) &&
    !KEYWORDS.has(family.toLowerCase());
  return bare ? family : `"${family.replace(/["\\]/g, '\\$&')}"`;
}

function fontEntries(
  fonts: TailwindConfigInput['fonts'],
  bareWords: number,
): [keyof typeof STACKS, string[]][] {
  return (Object.keys(STACKS) as (keyof typeof STACKS)[])
    .filter((key) => fonts[key]?.trim())
    .map((key) => [key, [familyText(fonts[key]!.trim(), bareWords), ...STACKS[key]]]);
}

const scales = (colors: Record<string, string>) =>
  Object.entries(colors).map(([name, hex]) => [name, tailwindScale(hex, TAILWIND_STEPS_950)] as const);

/** A v3 `tailwind.config.js` (ES module) extending the default theme. */
export function runTailwindConfigV3(input: TailwindConfigInput): string {
  check(input);
  const colors = Object.fromEntries(
    scales(input.colors).map(([name, scale]) => [
      name,
      Object.fromEntries(scale.map((s) => [s.step, s.hex])),
    ]),
  );
  const screens = Object.fromEntries(
    Object.entries(input.breakpoints)
      .sort((a, b) => a[1] - b[1])
      .map(([n, px]) => [n, `${px}px`]),
  );
  const config = {
    content: ['./index.html', './src/**/*.{js,ts,jsx,tsx}'],
    theme: {
      screens,
      extend: {
        colors,
        fontFamily: Object.fromEntries(fontEntries(input.fonts, Number.POSITIVE_INFINITY)),
        borderRadius: input.radii,
      },
    },
    plugins: [],
  };
  return `/** @type {import('tailwindcss').Config} */\nexport default ${JSON.stringify(config, null, 2)};\n`;
}

/** A v4 stylesheet: `@import "tailwindcss"` and one `@theme` block with the same tokens. */
export function runTailwindThemeV4(input: TailwindConfigInput): string {
  check(input);
  const lines: string[] = [];
  for (const [name, scale] of scales(input.colors))
    for (const s of scale) lines.push(`  --color-${name}-${s.step}: ${s.hex};`);
  for (const [key, stack] of fontEntries(input.fonts, 1)) lines.push(`  --font-${key}: ${stack.join(', ')};`);
  for (const [name, px] of Object.entries(input.breakpoints))
    lines.push(`  --breakpoint-${name}: ${px / 16}rem;`);
  for (const [name, length] of Object.entries(input.radii)) lines.push(`  --radius-${name}: ${length};`);
  return `@import "tailwindcss";\n\n@theme {\n${lines.join('\n')}\n}\n`;
}
