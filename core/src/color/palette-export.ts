/** The spec's Tailwind names for the first six palette colours. */
export const TAILWIND_PALETTE_NAMES = ['primary', 'secondary', 'accent', 'neutral', 'base', 'info'] as const;

/** `:root { --color-1: #…; … }`, numbered as the spec asks. */
export function paletteCss(colors: readonly string[], prefix = 'color'): string {
  const lines = colors.map((color, index) => `  --${prefix}-${index + 1}: ${color};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** The `theme.extend.colors` object a tailwind.config.js takes, named primary … info. */
export function paletteTailwindColors(colors: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    colors.slice(0, TAILWIND_PALETTE_NAMES.length).map((c, i) => [TAILWIND_PALETTE_NAMES[i], c]),
  );
}

/** A complete v3 config module exporting the palette under theme.extend.colors. */
export function paletteTailwindConfig(colors: readonly string[]): string {
  const body = JSON.stringify(paletteTailwindColors(colors), null, 2).replace(/\n/g, '\n      ');
  return `/** @type {import('tailwindcss').Config} */\nexport default {\n  theme: {\n    extend: {\n      colors: ${body},\n    },\n  },\n};\n`;
}
