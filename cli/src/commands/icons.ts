import { ToolInputError } from '@toolbox/core/errors';
import {
  ICON_CATEGORIES,
  ICON_STYLE_DEFAULTS,
  ICON_STYLE_LIMITS,
  type IconsInput,
  runIcons,
} from '@toolbox/core/tools/icon-library';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';
import { writeOutput } from '../output/write-output';
import { iconCatalogue } from '../platform/icon-catalogue';

export const description = 'Search the full Lucide icon set; print an icon’s SVG, JSX or import.';

export const examples: readonly Example[] = [
  { command: 'toolbox icons arrow', description: 'icon names matching “arrow” (name, tag, near misses)' },
  { command: 'toolbox icons --category time --json', description: 'name, category and tags as JSON' },
  { command: 'toolbox icons --svg calendar --size 48 --color "#3b82f6" -o calendar.svg' },
  { command: 'toolbox icons --jsx Home', description: '<Home />' },
];

const flags = defineFlags({
  category: {
    flag: '--category <name>',
    description: 'only this category',
    choices: ['all', ...ICON_CATEGORIES],
  },
  svg: { flag: '--svg <name>', description: 'print the icon as an SVG file' },
  jsx: { flag: '--jsx <name>', description: 'print the lucide-react JSX' },
  import: { flag: '--import <name>', description: 'print the lucide-react import' },
  size: {
    flag: '--size <px>',
    description: `SVG/JSX size in pixels (${ICON_STYLE_LIMITS.size.min}-${ICON_STYLE_LIMITS.size.max})`,
    number: {},
    default: ICON_STYLE_DEFAULTS.size,
  },
  strokeWidth: {
    flag: '--stroke-width <n>',
    description: `stroke width (${ICON_STYLE_LIMITS.strokeWidth.min}-${ICON_STYLE_LIMITS.strokeWidth.max})`,
    number: {},
    default: ICON_STYLE_DEFAULTS.strokeWidth,
  },
  color: {
    flag: '--color <hex>',
    description: 'stroke colour, a hex value or currentColor',
    default: ICON_STYLE_DEFAULTS.color,
  },
  output: outputFile,
  force: forceOutput,
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[query...]', 'words to search names and tags for'));
}

type Mode = { kind: 'search'; query: string } | { kind: 'svg' | 'jsx' | 'import'; name: string };

export interface IconsOptions {
  mode: Mode;
  category: string | undefined;
  style: { size: number; strokeWidth: number; color: string };
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): IconsOptions {
  const values = flags.read(parsed);
  const picked = (['svg', 'jsx', 'import'] as const).flatMap((kind) => {
    const name = values[kind];
    return name === undefined ? [] : [{ kind, name }];
  });
  if (picked.length > 1) throw new UsageError('give one of --svg, --jsx or --import.');
  const query = readFlags(parsed).args().join(' ');
  if (picked[0] && query) throw new UsageError('a search query and --svg/--jsx/--import do not go together.');
  return {
    mode: picked[0] ?? { kind: 'search', query },
    category: values.category,
    style: { size: values.size, strokeWidth: values.strokeWidth, color: values.color },
    output: values.output,
    force: values.force,
  };
}

export async function run(options: IconsOptions, ctx: CliContext) {
  const { mode } = options;
  const input: IconsInput =
    mode.kind === 'search'
      ? { ...mode, category: options.category }
      : { kind: mode.kind, name: mode.name, style: options.style };
  const result = await runIcons(input, iconCatalogue());
  const [warning] = result.warnings;
  if (mode.kind === 'search' && !ctx.json && warning !== undefined) throw new ToolInputError(warning);
  const text =
    mode.kind === 'search' && ctx.json ? `${JSON.stringify(result.icons, null, 2)}\n` : result.text;
  await writeOutput(ctx, text, { output: options.output, force: options.force });
}
