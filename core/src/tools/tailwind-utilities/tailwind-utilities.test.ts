import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseUtility, classGroupOf, isColorUtility } from './class-groups';
import { CONFIG_DEFAULTS, runTailwindConfigV3, runTailwindThemeV4 } from './config-generator';
import { runColorExtract } from './extract-colors';
import { runClassOptimize } from './optimize';
import { runResponsiveClasses } from './responsive';

describe('runClassOptimize', () => {
  const never = (className: string, keptBy: string) => ({
    className,
    reason: 'never-applies',
    keptBy,
    note: `never applies: ${keptBy} comes later in Tailwind's stylesheet`,
  });
  it.each([
    ['p-2 p-4', 'p-4', [never('p-2', 'p-4')], []],
    ['p-4 p-2', 'p-4', [never('p-2', 'p-4')], []],
    [
      'flex flex',
      'flex',
      [{ className: 'flex', reason: 'duplicate', keptBy: 'flex', note: 'duplicate' }],
      [],
    ],
    ['px-2 p-4', 'px-2 p-4', [], [['px-2', 'p-4']]],
    ['p-4 px-2', 'p-4 px-2', [], []],
    [
      'hover:bg-red-500 bg-blue-500 hover:bg-red-600',
      'bg-blue-500 hover:bg-red-600',
      [never('hover:bg-red-500', 'hover:bg-red-600')],
      [],
    ],
    ['w-[13px] w-4', 'w-[13px]', [never('w-4', 'w-[13px]')], []],
    ['p-10 p-4', 'p-10 p-4', [], [['p-10', 'p-4']]],
    ['text-sm text-lg', 'text-sm text-lg', [], [['text-sm', 'text-lg']]],
    ['md:p-2 p-2', 'p-2 md:p-2', [], []],
  ])('%j -> %j', (input, classes, removed, conflicts) => {
    const result = runClassOptimize(input);
    expect(result.classes.split(' ').sort()).toEqual(classes.split(' ').sort());
    expect(result.removed).toEqual(removed);
    expect(result.conflicts.map((c) => c.classes)).toEqual(conflicts);
  });

  it('orders layout, spacing, colours, typography, effects, other', () => {
    expect(
      runClassOptimize(
        'shadow-md text-lg text-white bg-blue-500 p-4 flex select-none rounded-lg mt-2 items-center',
      ).classes,
    ).toBe('flex items-center p-4 mt-2 text-white bg-blue-500 text-lg shadow-md rounded-lg select-none');
  });

  it.each([
    ['md:hover:bg-red-500', 'colors'],
    ['text-[#fff]', 'colors'],
    ['text-sm', 'typography'],
    ['-mt-2', 'spacing'],
    ['!w-full', 'layout'],
    ['rounded', 'effects'],
    ['cursor-pointer', 'other'],
  ] as const)('%s is %s', (token, group) => expect(classGroupOf(token)).toBe(group));

  // The patterns the other groups' lookups replaced: the same group for every class tailwind-merge's default config
  // defines, with variants, `!` and `-`, and near misses.
  const FORMER_GROUPS: [string, RegExp][] = [
    [
      'layout',
      /^(container|block|inline|inline-block|inline-flex|inline-grid|flex|grid|hidden|table|contents|flow-root|static|fixed|absolute|relative|sticky|inset|inset-[xy]|top|right|bottom|left|start|end|z|float|clear|overflow|overflow-[xy]|object|box|visible|invisible|isolate|columns|order|col|col-span|col-start|col-end|row|row-span|row-start|row-end|grid-cols|grid-rows|grid-flow|auto-cols|auto-rows|justify|justify-items|justify-self|items|content|self|place-content|place-items|place-self|gap|gap-[xy]|basis|grow|shrink|flex-row|flex-col|flex-wrap|flex-nowrap|flex-1|flex-auto|flex-none|w|h|min-w|min-h|max-w|max-h|size|aspect)(-|$)/,
    ],
    ['spacing', /^(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me|space-x|space-y|scroll-m|scroll-p)-/],
    [
      'typography',
      /^(font|text|leading|tracking|italic|not-italic|underline|overline|line-through|no-underline|uppercase|lowercase|capitalize|normal-case|truncate|whitespace|break|align|list|indent|antialiased|subpixel-antialiased|line-clamp|text-ellipsis|text-clip|hyphens|decoration|underline-offset)(-|$)/,
    ],
    [
      'effects',
      /^(shadow|opacity|blur|brightness|contrast|grayscale|invert|sepia|saturate|hue-rotate|drop-shadow|rounded|border|ring|outline|transition|duration|ease|delay|animate|mix-blend|bg-blend|backdrop|transform|scale|rotate|translate|skew|origin|filter|divide)(-|$)/,
    ],
  ];
  const formerGroup = (token: string) =>
    isColorUtility(baseUtility(token))
      ? 'colors'
      : (FORMER_GROUPS.find(([, pattern]) => pattern.test(baseUtility(token)))?.[0] ?? 'other');

  it('groups every class as the former patterns did', () => {
    const words = FORMER_GROUPS.flatMap(([, pattern]) =>
      (/\^\(([^)]*)\)/.exec(pattern.source)?.[1] ?? '').split('|'),
    ).flatMap((word) => (word.includes('[xy]') ? ['x', 'y'].map((c) => word.replace('[xy]', c)) : [word]));
    const tokens = [
      ...new Set([...words, 'cursor-pointer', 'pointer-events-none', 'select-none', 'sr-only']),
    ].flatMap((word) => [
      word,
      `${word}-2`,
      `${word}-x-4`,
      `${word}-[3px]`,
      `${word}s`,
      `${word}-`,
      `${word.slice(0, -1)}`,
      `${word.slice(0, -1)}-1`,
      `md:hover:${word}-1/2`,
      `!${word}-px`,
      `-${word}-1`,
      `x${word}-1`,
    ]);
    expect(tokens.length).toBeGreaterThan(1500);
    for (const token of tokens)
      expect({ token, group: classGroupOf(token) }).toEqual({ token, group: formerGroup(token) });
  });

  // The pattern isColorUtility replaced: the same answer on every utility and colour name with shades, opacities,
  // arbitrary values and near misses.
  const COLOR_NAMES =
    'inherit|current|transparent|black|white|slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|primary|secondary|accent|muted|foreground|background|destructive|card|popover|border|input|ring';
  const FORMER = new RegExp(
    `^(bg|text|border(-[xytrblse])?|ring|ring-offset|outline|fill|stroke|from|via|to|decoration|accent|caret|divide|placeholder|shadow)-((${COLOR_NAMES})(-\\d{2,3})?(\\/\\d+)?$|\\[(#|rgb|hsl|oklch|color:))`,
  );

  it('tells colour utilities as the former pattern did', () => {
    const utilities = [
      'bg',
      'text',
      'border',
      'border-x',
      'border-s',
      'border-q',
      'ring',
      'ring-offset',
      'shadow',
      'p',
      'to',
      'top',
    ];
    const values = [...COLOR_NAMES.split('|'), 'redd', 're', 'offset-red', 'x-red', '', 'lg', '500'];
    const pieces = fc.constantFrom(
      ...utilities.map((u) => `${u}-`),
      ...values,
      '-',
      '/',
      '[',
      ']',
      '#',
      'rgb',
      'oklch',
      'color:',
      '5',
      '50',
      '500',
      '5000',
      '/50',
      ' ',
      'é',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 6 }), (parts) => {
        const utility = parts.join('');
        expect(isColorUtility(utility), utility).toBe(FORMER.test(utility));
      }),
      { numRuns: 20_000 },
    );
    for (const utility of utilities)
      for (const value of values)
        for (const rest of ['', '-50', '-500', '-5000', '/50', '-500/25', '/']) {
          const token = `${utility}-${value}${rest}`;
          expect(isColorUtility(token), token).toBe(FORMER.test(token));
        }
  });
});

describe('responsive helper', () => {
  it('prefixes per breakpoint and previews what applies at each width', () => {
    const input = { base: 'p-2 text-sm', at: { md: 'p-4', xl: 'text-lg' } };
    expect(runResponsiveClasses(input).classes).toBe('p-2 text-sm md:p-4 xl:text-lg');
    expect(runResponsiveClasses(input).byWidth.map((row) => [row.label, row.minWidth, row.classes])).toEqual([
      ['base', 0, 'p-2 text-sm'],
      ['sm', 640, 'p-2 text-sm'],
      ['md', 768, 'text-sm p-4'],
      ['lg', 1024, 'text-sm p-4'],
      ['xl', 1280, 'p-4 text-lg'],
    ]);
    const same = { base: '', at: { sm: 'flex gap-2', lg: 'flex gap-2' } };
    expect(runResponsiveClasses(same).classes).toBe('sm:flex sm:gap-2 lg:flex lg:gap-2');
  });
});

describe('runColorExtract (read, never run)', () => {
  it('reads v3 configs: nested scales, DEFAULT, extend, CommonJS or ESM', () => {
    const source = `const plugin = require('x');
module.exports = {
  theme: {
    colors: { brand: { DEFAULT: '#ff0000', 500: '#00ff00', light: "rgb(1 2 3)" }, white: '#fff' },
    extend: { colors: { 'accent-2': \`hsl(10 20% 30%)\`, notAColor: 'spacing' } },
  },
};`;
    expect(runColorExtract(source)).toEqual([
      { name: 'brand', value: '#ff0000' },
      { name: 'brand-500', value: '#00ff00' },
      { name: 'brand-light', value: 'rgb(1 2 3)' },
      { name: 'white', value: '#fff' },
      { name: 'accent-2', value: 'hsl(10 20% 30%)' },
    ]);
    expect(runColorExtract("{ theme: { colors: { a: '#123456' } } }")).toEqual([
      { name: 'a', value: '#123456' },
    ]);
  });

  it('never runs the code it reads', () => {
    const source = "globalThis.pwned = true; export default { theme: { colors: { a: '#000000' } } }";
    runColorExtract(source);
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('reads a v4 @theme block', () => {
    expect(
      runColorExtract(
        runTailwindThemeV4({ colors: { brand: '#3b82f6' }, fonts: {}, breakpoints: {}, radii: {} }),
      ).slice(5, 6),
    ).toEqual([{ name: 'brand-500', value: '#3b82f6' }]);
  });

  it.each(['', 'not a config {', '{ theme: {} }', '@theme { --font-sans: Inter; }'])(
    'refuses %j with the spec’s message',
    (input) => {
      expect(() => runColorExtract(input)).toThrow('Please enter a valid Tailwind config');
    },
  );
});

describe('config generator fonts', () => {
  const withFonts = (fonts: Record<string, string>) => ({ ...CONFIG_DEFAULTS, fonts });
  it('refuses a family holding a line break, which would end the CSS string or be read as a letter', () => {
    for (const generate of [runTailwindThemeV4, runTailwindConfigV3])
      expect(() => generate(withFonts({ sans: 'Inter\n}' }))).toThrow(
        'The sans font family must not hold a line break or other control character.',
      );
  });

  it('quotes a family named as a CSS keyword, and escapes quotes in a quoted one', () => {
    expect(runTailwindThemeV4(withFonts({ serif: 'Serif', mono: 'My "Mono"' }))).toContain(
      '--font-serif: "Serif", ui-serif, Georgia, serif;\n  --font-mono: "My \\"Mono\\"", ui-monospace',
    );
    expect(runTailwindThemeV4(withFonts({ sans: 'Inter' }))).toContain('--font-sans: Inter, ui-sans-serif');
  });
});

// Every pair of classes goes through tailwind-merge: 3,000 classes took 43 s in the CLI (the page froze as long on
// Optimize), and the 10 MB the CLI reads would never end.
describe('runClassOptimize on a long list', () => {
  const widths = (count: number) => Array.from({ length: count }, (_, i) => `w-[${i}px]`).join(' ');
  it('refuses more different classes than an element holds, in one message', () => {
    expect(() => runClassOptimize(widths(501))).toThrow(
      'The optimizer takes one element’s classes: at most 500 different ones, not 501.',
    );
    // Repeats are not counted: they are what the optimizer removes first.
    expect(runClassOptimize(`${'flex '.repeat(2000)}p-2`).classes).toBe('flex p-2');
  });

  it('optimizes 500 (under a second here)', () => {
    expect(runClassOptimize(widths(500)).removed.length).toBeGreaterThan(400);
  });
});
