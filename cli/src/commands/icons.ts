import { ToolInputError } from '@toolbox/core/errors';
import {
  buildCatalog,
  CATEGORIES,
  findIcon,
  ICON_STYLE_DEFAULTS,
  type IconEntry,
  iconImport,
  iconJsx,
  iconSvg,
  indexIcons,
  loadIconData,
  searchIcons,
} from '@toolbox/core/tools/icon-library';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';
import { writeOutput } from '../output/write-output';

export const description = 'Search the full Lucide icon set; print an icon’s SVG, JSX or import.';

export const examples: readonly Example[] = [
  { command: 'toolbox icons arrow', description: 'icon names matching “arrow” (name, tag, near misses)' },
  { command: 'toolbox icons --category time --json', description: 'name, category and tags as JSON' },
  { command: 'toolbox icons --svg calendar --size 48 --color "#3b82f6" -o calendar.svg' },
  { command: 'toolbox icons --jsx Home', description: '<Home />' },
];

const flags = defineFlags({
  category: { flag: '--category <name>', description: 'only this category', choices: ['all', ...CATEGORIES] },
  svg: { flag: '--svg <name>', description: 'print the icon as an SVG file' },
  jsx: { flag: '--jsx <name>', description: 'print the lucide-react JSX' },
  import: { flag: '--import <name>', description: 'print the lucide-react import' },
  size: {
    flag: '--size <px>',
    description: 'SVG/JSX size in pixels (8-512)',
    number: {},
    default: ICON_STYLE_DEFAULTS.size,
  },
  strokeWidth: {
    flag: '--stroke-width <n>',
    description: 'stroke width (0.5-4)',
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

/** An icon by name, component name or alias; else the closest ones. */
function pick(catalog: IconEntry[], name: string): IconEntry {
  const wanted = name.trim();
  const found = findIcon(catalog, wanted);
  if (found) return found;
  const close = searchIcons(indexIcons(catalog), wanted.replace(/([a-z])([A-Z])/g, '$1 $2')).slice(0, 5);
  const hint = close.length ? ` Closest: ${close.map((icon) => icon.name).join(', ')}.` : '';
  throw new ToolInputError(`No icon named "${wanted}".${hint}`);
}

export async function run(options: IconsOptions, ctx: CliContext) {
  const catalog = buildCatalog(await loadIconData());
  const { mode } = options;
  if (mode.kind === 'search') {
    const found = searchIcons(indexIcons(catalog), mode.query, options.category);
    const text = ctx.json
      ? JSON.stringify(
          found.map(({ name, category, tags }) => ({ name, category, tags })),
          null,
          2,
        )
      : found.map((icon) => icon.name).join('\n');
    if (!ctx.json && found.length === 0) throw new ToolInputError(`No icons match "${mode.query}".`);
    await writeOutput(ctx, `${text}\n`, { output: options.output, force: options.force });
    return;
  }
  const icon = pick(catalog, mode.name);
  const text =
    mode.kind === 'svg'
      ? iconSvg(icon, options.style)
      : mode.kind === 'jsx'
        ? `${iconJsx(icon, options.style)}\n`
        : `${iconImport(icon)}\n`;
  await writeOutput(ctx, text, { output: options.output, force: options.force });
}
