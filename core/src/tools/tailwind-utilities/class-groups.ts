/** The spec's order for optimized classes. */
export const CLASS_GROUPS = ['layout', 'spacing', 'colors', 'typography', 'effects', 'other'] as const;
export type ClassGroup = (typeof CLASS_GROUPS)[number];

const COLOR_NAMES = new Set(
  'inherit|current|transparent|black|white|slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|primary|secondary|accent|muted|foreground|background|destructive|card|popover|border|input|ring'.split(
    '|',
  ),
);

/** The utilities a colour follows: `bg-`, `border-x-`, `ring-offset-`. */
const COLOR_UTILITIES = [
  'bg',
  'text',
  'border',
  ...[...'xytrblse'].map((side) => `border-${side}`),
  'ring',
  'ring-offset',
  'outline',
  'fill',
  'stroke',
  'from',
  'via',
  'to',
  'decoration',
  'accent',
  'caret',
  'divide',
  'placeholder',
  'shadow',
].map((utility) => `${utility}-`);

/** A named colour, its shade and opacity: `red-500/50`. */
const NAMED_COLOR = /^([a-z]+)(?:-\d{2,3})?(?:\/\d+)?$/;
const ARBITRARY_COLOR = ['[#', '[rgb', '[hsl', '[oklch', '[color:'];

/**
 * `bg-red-500`, `text-white/50`, `border-x-[#fff]`. A lookup, not one pattern of every utility and colour name: V8
 * compiled that in ~7M instructions (interpreted at its first test, compiled at its second), a twentieth of a
 * `tailwind optimize` run (tailwind-utilities.test.ts holds the pattern, to compare).
 */
export function isColorUtility(utility: string): boolean {
  return COLOR_UTILITIES.some((prefix) => {
    if (!utility.startsWith(prefix)) return false;
    const value = utility.slice(prefix.length);
    if (ARBITRARY_COLOR.some((start) => value.startsWith(start))) return true;
    const name = NAMED_COLOR.exec(value)?.[1];
    return name !== undefined && COLOR_NAMES.has(name);
  });
}

/**
 * A utility that is one of `words` or starts with one and a dash (`inset-x-2` for `inset`), or only the latter when
 * `valued`. Lookups of the utility's dash-ended starts, not a pattern of the alternatives: V8 compiled the layout
 * group's (~90 words) at every `tailwind optimize` (tailwind-utilities.test.ts keeps the patterns, to compare).
 */
function startsWithWord(words: string, valued = false): Pick<RegExp, 'test'> {
  const set = new Set(words.split(' '));
  // No start longer than the longest word is looked up: a class of 100,000 dashes made 100,000 ever longer ones.
  const longest = Math.max(...[...set].map((word) => word.length));
  return {
    test: (utility: string) => {
      for (let at = utility.indexOf('-'); at !== -1 && at <= longest; at = utility.indexOf('-', at + 1))
        if (set.has(utility.slice(0, at))) return true;
      return !valued && set.has(utility);
    },
  };
}

const RULES: [ClassGroup, Pick<RegExp, 'test'>][] = [
  ['colors', { test: isColorUtility }],
  [
    'layout',
    startsWithWord(
      'container block inline inline-block inline-flex inline-grid flex grid hidden table contents flow-root static fixed absolute relative sticky inset inset-x inset-y top right bottom left start end z float clear overflow overflow-x overflow-y object box visible invisible isolate columns order col col-span col-start col-end row row-span row-start row-end grid-cols grid-rows grid-flow auto-cols auto-rows justify justify-items justify-self items content self place-content place-items place-self gap gap-x gap-y basis grow shrink flex-row flex-col flex-wrap flex-nowrap flex-1 flex-auto flex-none w h min-w min-h max-w max-h size aspect',
    ),
  ],
  [
    'spacing',
    startsWithWord(
      'p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me space-x space-y scroll-m scroll-p',
      true,
    ),
  ],
  [
    'typography',
    startsWithWord(
      'font text leading tracking italic not-italic underline overline line-through no-underline uppercase lowercase capitalize normal-case truncate whitespace break align list indent antialiased subpixel-antialiased line-clamp text-ellipsis text-clip hyphens decoration underline-offset',
    ),
  ],
  [
    'effects',
    startsWithWord(
      'shadow opacity blur brightness contrast grayscale invert sepia saturate hue-rotate drop-shadow rounded border ring outline transition duration ease delay animate mix-blend bg-blend backdrop transform scale rotate translate skew origin filter divide',
    ),
  ],
];

/** The utility without its variants (`md:hover:`), important mark or negative sign: `md:-mt-2` -> `mt-2`. */
export function baseUtility(token: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ':' && depth === 0) start = i + 1;
  }
  return token.slice(start).replace(/^!|!$/g, '').replace(/^-/, '');
}

export function classGroupOf(token: string): ClassGroup {
  const utility = baseUtility(token);
  return RULES.find(([, pattern]) => pattern.test(utility))?.[0] ?? 'other';
}
