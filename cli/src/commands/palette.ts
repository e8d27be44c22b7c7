import {
  generatePalette,
  PALETTE_TYPES,
  type PaletteType,
  paletteCss,
  paletteTailwindConfig,
  requireHexColor,
  TAILWIND_PALETTE_NAMES,
  TAILWIND_STEPS_950,
  tailwindScale,
} from '@toolbox/core/color';
import { PALETTE_DEFAULTS, PALETTE_FORMATS, type PaletteFormat } from '@toolbox/core/tools/color-palette';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { printText } from '../output/print-text';

export const examples: readonly Example[] = [
  { command: 'toolbox palette "#3b82f6" --type triadic', description: 'up to six colours, one a line' },
  { command: 'toolbox palette 10b981 --format tailwind > tailwind.palette.js' },
  {
    command: 'toolbox palette "#e11d48" --format css --scale',
    description: 'plus a 50–950 scale per colour',
  },
];

const flags = defineFlags({
  type: {
    flag: '-t, --type <type>',
    description: 'palette type',
    choices: PALETTE_TYPES,
    default: PALETTE_DEFAULTS.type,
  },
  format: { flag: '--format <format>', description: 'output', choices: PALETTE_FORMATS, default: 'list' },
  scale: {
    flag: '--scale',
    description: 'with --format css or json: add a Tailwind 50–950 scale of every colour',
  },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument('[base]', 'base colour: #rgb or #rrggbb (the # optional)', PALETTE_DEFAULTS.base),
  );
}

export interface PaletteOptions {
  base: string;
  type: PaletteType;
  format: PaletteFormat;
  scale: boolean;
}

export function toOptions(parsed: ParsedCommand): PaletteOptions {
  return { base: readFlags(parsed).arg(0) ?? PALETTE_DEFAULTS.base, ...flags.read(parsed) };
}

function scaleCss(colors: readonly string[]): string {
  const lines = colors.flatMap((color, index) =>
    tailwindScale(color, TAILWIND_STEPS_950).map(
      (s) => `  --color-${TAILWIND_PALETTE_NAMES[index] ?? index + 1}-${s.step}: ${s.hex};`,
    ),
  );
  return `:root {\n${lines.join('\n')}\n}\n`;
}

export async function run(options: PaletteOptions, ctx: CliContext) {
  const base = requireHexColor(options.base);
  const colors = generatePalette(base, options.type);
  const format = ctx.json ? 'json' : options.format;
  if (format === 'json') {
    const scales = options.scale ? colors.map((c) => tailwindScale(c, TAILWIND_STEPS_950)) : undefined;
    ctx.print(JSON.stringify({ base, type: options.type, colors, ...(scales ? { scales } : {}) }, null, 2));
  } else if (format === 'tailwind') printText(ctx, paletteTailwindConfig(colors));
  else if (format === 'css')
    printText(ctx, paletteCss(colors) + (options.scale ? `\n${scaleCss(colors)}` : ''));
  else ctx.print(colors.join('\n'));
}
