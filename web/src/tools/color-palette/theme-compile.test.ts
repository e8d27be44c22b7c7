// The exports are the product: the Tailwind v4 theme is compiled by the Tailwind v4 the app builds with, and each
// utility is followed through its variable to the colour of the scheme; the CSS variables are read back by postcss.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PALETTE_TYPES } from '@toolbox/core/color';
import {
  PAGE_ROLES,
  type PageTheme,
  runPalette,
  runPaletteCss,
  runPaletteTailwind,
} from '@toolbox/core/tools/color-palette';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
/** The parts of postcss's tree read here (postcss is Tailwind v3's, so its types are not the web package's). */
interface CssNode {
  type: 'root' | 'rule' | 'atrule' | 'decl' | 'comment';
  selector?: string;
  name?: string;
  params?: string;
  prop?: string;
  value?: string;
  nodes?: CssNode[];
}
const parseCss: (css: string) => CssNode = require(
  require.resolve('postcss', { paths: [dirname(require.resolve('tailwindcss-v3/package.json'))] }),
).parse;

/** Every node with the at-rule it sits in, if any. */
function flatten(node: CssNode, atRule?: CssNode): { node: CssNode; atRule?: CssNode }[] {
  const inner = node.type === 'atrule' ? node : atRule;
  return [{ node, atRule }, ...(node.nodes ?? []).flatMap((child) => flatten(child, inner))];
}

const declarations = (rule: CssNode | undefined) =>
  Object.fromEntries(
    (rule?.nodes ?? []).flatMap((n) => (n.type === 'decl' && n.prop ? [[n.prop, n.value ?? '']] : [])),
  );

const tailwindDir = dirname(require.resolve('tailwindcss/package.json'));

async function tailwind(source: string, candidates: string[]): Promise<string> {
  const compiler = await compile(`@import "tailwindcss";\n${source}`, {
    base: tailwindDir,
    loadStylesheet: async (id: string, base: string) => {
      const path =
        id === 'tailwindcss' ? join(tailwindDir, 'index.css') : require.resolve(id, { paths: [base] });
      return { path, base: dirname(path), content: await readFile(path, 'utf8') };
    },
  });
  return compiler.build(candidates);
}

/** The custom properties each scheme's rule sets: `:root`, the media query's, and `[data-theme="dark"]`. */
function schemes(root: CssNode) {
  const rules = flatten(root).filter(({ node }) => node.type === 'rule');
  const find = (selector: string, media: boolean) =>
    rules.find(
      ({ node, atRule }) =>
        node.selector === selector &&
        (atRule?.name === 'media') === media &&
        '--primary' in declarations(node),
    );
  const system = find(':root:not([data-theme="light"])', true);
  return {
    light: declarations(find(':root', false)?.node),
    system: declarations(system?.node),
    dark: declarations(find('[data-theme="dark"]', false)?.node),
    media: `@media ${system?.atRule?.params}`,
  };
}

const UTILITIES: [string, string, (typeof PAGE_ROLES)[number]][] = [
  ['bg-background', 'background-color', 'background'],
  ['text-text', 'color', 'text'],
  ['bg-primary', 'background-color', 'primary'],
  ['bg-secondary', 'background-color', 'secondary'],
  ['border-accent', 'border-color', 'accent'],
  ['text-accent', 'color', 'accent'],
];

function expectSchemes(root: CssNode, theme: PageTheme) {
  const { light, system, dark, media } = schemes(root);
  const vars = (colors: PageTheme['light']) =>
    Object.fromEntries(PAGE_ROLES.map((r) => [`--${r}`, colors[r]]));
  expect(light).toMatchObject(vars(theme.light));
  expect(system).toMatchObject(vars(theme.dark));
  expect(dark).toMatchObject(vars(theme.dark));
  expect(media).toBe('@media (prefers-color-scheme: dark)');
  return { light, dark };
}

describe('palette exports read back by the real tools', () => {
  const palettes = [
    '#3b82f6',
    '#e11d48',
    '#facc15',
    '#10b981',
    '#7c3aed',
    '#000000',
    '#ffffff',
    '#0ea5e9',
  ].map((base, i) => runPalette(base, PALETTE_TYPES[i % PALETTE_TYPES.length] ?? 'triadic'));

  it('Tailwind v4 compiles the theme, and every utility resolves to the role’s colour in light and in dark', async () => {
    for (const palette of palettes) {
      const css = await tailwind(
        runPaletteTailwind(palette),
        UTILITIES.map(([c]) => c),
      );
      const root = parseCss(css);
      const { light, dark } = expectSchemes(root, palette.theme);
      for (const [candidate, property, role] of UTILITIES) {
        const rule = flatten(root).find(({ node }) => node.selector === `.${candidate}`)?.node;
        const value = declarations(rule)[property];
        const variable = /^var\((--[\w-]+)\)$/.exec(value ?? '')?.[1] ?? '';
        expect(variable, candidate).toBe(`--${role}`);
        expect(light[variable], `${candidate} light`).toBe(palette.theme.light[role]);
        expect(dark[variable], `${candidate} dark`).toBe(palette.theme.dark[role]);
      }
    }
  });

  it('postcss reads the CSS export back: the roles per scheme and the numbered harmony', () => {
    for (const palette of palettes) {
      const root = parseCss(runPaletteCss(palette));
      expectSchemes(root, palette.theme);
      const numbered = flatten(root).flatMap(({ node }) =>
        node.type === 'decl' && /^--color-\d+$/.test(node.prop ?? '') ? [node.value] : [],
      );
      expect(numbered).toEqual(palette.colors);
    }
  });
});
