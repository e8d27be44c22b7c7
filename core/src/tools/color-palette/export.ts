import { type PaletteType, paletteCss, paletteTailwindConfig } from '../../color';
import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';

export const PALETTE_FORMATS = ['list', 'tailwind', 'css', 'json'] as const;
export type PaletteFormat = (typeof PALETTE_FORMATS)[number];

export const PALETTE_DEFAULTS = { base: '#3b82f6', type: 'monochromatic' as PaletteType };

/** The spec's toast when there is nothing to export yet. */
function requireColors(colors: readonly string[]): void {
  if (colors.length === 0) throw new ToolInputError('Generate a color palette first.', 'No Colors');
}

export function runPaletteExport(colors: readonly string[], format: 'tailwind' | 'css'): string {
  requireColors(colors);
  return format === 'tailwind' ? paletteTailwindConfig(colors) : paletteCss(colors);
}

/** The export as a file: an ES-module tailwind.config.js, or a stylesheet of numbered variables. */
export function runPaletteExportFile(colors: readonly string[], format: 'tailwind' | 'css'): OutputFile {
  const data = runPaletteExport(colors, format);
  return format === 'tailwind'
    ? { name: 'tailwind.config.js', mime: 'text/javascript', data }
    : { name: 'palette.css', mime: 'text/css', data };
}
