// The generated configs are the product: v4 CSS is compiled by the Tailwind v4 the app builds with, the v3
// config is loaded as a module and run through Tailwind v3, and both must produce the utilities they promise.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  runTailwindConfigV3,
  runTailwindThemeV4,
} from '@toolbox/core/tools/tailwind-utilities/config-generator';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';

const input = {
  colors: { primary: '#3b82f6', brand: '#e11d48' },
  fonts: { sans: 'Inter Variable', mono: 'JetBrains Mono' },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 },
  radii: { card: '0.75rem' },
};
const candidates = [
  'bg-primary-500',
  'text-brand-50',
  'font-sans',
  'font-mono',
  'rounded-card',
  'md:p-4',
  '2xl:flex',
];

const require = createRequire(import.meta.url);

describe('generated Tailwind configs', () => {
  it('v4: the @theme block compiles and yields the utilities', async () => {
    const tailwindDir = dirname(require.resolve('tailwindcss/package.json'));
    const compiler = await compile(runTailwindThemeV4(input), {
      base: tailwindDir,
      loadStylesheet: async (id: string, base: string) => {
        const path =
          id === 'tailwindcss' ? join(tailwindDir, 'index.css') : require.resolve(id, { paths: [base] });
        return { path, base: dirname(path), content: await readFile(path, 'utf8') };
      },
    });
    const css = compiler.build(candidates);
    expect(css).toMatch(/\.bg-primary-500 \{\s*background-color: var\(--color-primary-500\)/);
    expect(css).toContain('--color-primary-500: #3b82f6;');
    expect(css).toMatch(/\.rounded-card \{\s*border-radius: var\(--radius-card\)/);
    expect(css).toContain('--font-sans: "Inter Variable", ui-sans-serif, system-ui, sans-serif;');
    expect(css).toMatch(/@media \(width >= 48rem\) \{\s*\.md\\:p-4/);
    expect(css).toMatch(/@media \(width >= 96rem\) \{\s*\.[^{]*xl\\:flex \{\s*display: flex/);
  });

  it('v3: tailwind.config.js loads as a module and Tailwind v3 produces the utilities', async () => {
    const source = runTailwindConfigV3(input);
    const config = (await import(`data:text/javascript,${encodeURIComponent(source)}`)).default;
    expect(config.theme.extend.colors.primary[500]).toBe('#3b82f6');
    const v3 = require('tailwindcss-v3');
    const postcss = require(
      require.resolve('postcss', { paths: [dirname(require.resolve('tailwindcss-v3/package.json'))] }),
    );
    const result = await postcss([
      v3({ ...config, content: [{ raw: candidates.join(' ') }], corePlugins: { preflight: false } }),
    ]).process('@tailwind utilities;', { from: undefined });
    expect(result.css).toMatch(
      /\.bg-primary-500 \{\s*--tw-bg-opacity: 1;\s*background-color: rgb\(59 130 246/,
    );
    expect(result.css).toContain('.rounded-card {\n    border-radius: 0.75rem');
    expect(result.css).toContain('font-family: Inter Variable, ui-sans-serif, system-ui, sans-serif');
    expect(result.css).toMatch(/@media \(min-width: 768px\) \{\s*\.md\\:p-4/);
  });

  // Unquoted, a family must be CSS identifiers: `Source Sans 3` is not (3 starts with a digit), and Chromium drops
  // the whole declaration (CSS.supports('font-family', 'Source Sans 3, sans-serif') is false), so the page fell back
  // to the browser's default font. Tailwind v3 writes the family as the config gives it (its docs: quote such names).
  it('v3 and v4: a family that is not CSS identifiers is quoted, so the declaration is valid', async () => {
    const fonts = { sans: 'Source Sans 3', serif: 'Inter Variable', mono: 'M PLUS 1p' };
    const source = runTailwindConfigV3({ ...input, fonts });
    const config = (await import(`data:text/javascript,${encodeURIComponent(source)}`)).default;
    const v3 = require('tailwindcss-v3');
    const postcss = require(
      require.resolve('postcss', { paths: [dirname(require.resolve('tailwindcss-v3/package.json'))] }),
    );
    const result = await postcss([
      v3({
        ...config,
        content: [{ raw: 'font-sans font-serif font-mono' }],
        corePlugins: { preflight: false },
      }),
    ]).process('@tailwind utilities;', { from: undefined });
    expect(result.css).toContain('font-family: "Source Sans 3", ui-sans-serif, system-ui, sans-serif');
    expect(result.css).toContain('font-family: Inter Variable, ui-serif, Georgia, serif');
    expect(result.css).toContain('font-family: "M PLUS 1p", ui-monospace, SFMono-Regular, monospace');
    expect(runTailwindThemeV4({ ...input, fonts })).toContain(
      '--font-sans: "Source Sans 3", ui-sans-serif, system-ui, sans-serif;',
    );
  });
});
