import { PALETTE_TYPES, type PaletteType } from '@toolbox/core/color';
import {
  PAGE_ROLES,
  PALETTE_DEFAULTS,
  PALETTE_FORMATS,
  type PaletteFormat,
  runPalette,
  runPaletteCss,
  runPaletteJson,
  runPaletteList,
  runPaletteTailwind,
  runRoleScales,
  runRoleScalesCss,
} from '@toolbox/core/tools/color-palette';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { printText } from '../output/print-text';

export const examples: readonly Example[] = [
  {
    command: 'toolbox palette "#3b82f6" --type triadic',
    description: 'page roles in light and dark, their contrast grades, the harmony',
  },
  {
    command: 'toolbox palette 10b981 --format tailwind > palette-theme.css',
    description: 'a Tailwind v4 theme',
  },
  {
    command: 'toolbox palette "#e11d48" --format css --lock background=#fff7ed --scale',
    description: 'CSS variables with a chosen background, plus 50–950 scales',
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
  lock: {
    flag: '--lock <role=hex>',
    description: `keep a colour (repeatable): role=#hex for the light page, dark:role=#hex for the dark; roles ${PAGE_ROLES.join(', ')}`,
    list: 'repeat',
  },
  scale: {
    flag: '--scale',
    description: 'with --format css or json: add Tailwind 50–950 scales of primary, secondary and accent',
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
  lock: string[];
  scale: boolean;
}

export function toOptions(parsed: ParsedCommand): PaletteOptions {
  return { base: readFlags(parsed).arg(0) ?? PALETTE_DEFAULTS.base, ...flags.read(parsed) };
}

export async function run(options: PaletteOptions, ctx: CliContext) {
  const palette = runPalette(options.base, options.type, options.lock);
  const format = ctx.json ? 'json' : options.format;
  if (format === 'json') {
    const scales = options.scale ? { scales: runRoleScales(palette) } : {};
    ctx.print(JSON.stringify({ ...runPaletteJson(palette), ...scales }, null, 2));
  } else if (format === 'tailwind') printText(ctx, runPaletteTailwind(palette));
  else if (format === 'css')
    printText(ctx, runPaletteCss(palette) + (options.scale ? `\n${runRoleScalesCss(palette)}` : ''));
  else ctx.print(runPaletteList(palette));
}
