import { ToolInputError } from '@toolbox/core/errors';
// Each run imports what it uses: the class rules (tailwind-merge) for optimize and responsive, acorn's reader for
// extract, culori's scales for config; --help and parsing load none of them.
import type { CommandModule, Example } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { printText } from '../output/print-text';

export const examples: readonly Example[] = [
  { command: 'toolbox tailwind optimize "p-2 p-4 flex text-white flex"', description: 'flex p-4 text-white' },
  { command: 'toolbox tailwind responsive "grid-cols-2" --at md,lg' },
  {
    command: 'toolbox tailwind extract tailwind.config.js',
    description: 'lists colours; never runs the file',
  },
  { command: 'toolbox tailwind config --color "#3b82f6" --font-sans Inter --format v4 > theme.css' },
];

async function textOf(ctx: CliContext, classes: string[]): Promise<string> {
  if (classes.length > 0 && !(classes.length === 1 && classes[0] === '-')) return classes.join(' ');
  const { readInput } = await import('../output/read-input');
  return readInput(ctx, classes[0], 'classes');
}

const optimize: CommandModule<{ classes: string[] }> = {
  description:
    'Deduplicate, drop classes that never apply, report conflicts the stylesheet decides, and order classes by group.',
  examples: [{ command: 'toolbox tailwind optimize "p-2 p-4 bg-red-500 flex"' }],
  configure: (cmd) => cmd.argument('[classes...]', 'classes, or - for stdin'),
  toOptions: (parsed) => ({ classes: readFlags(parsed).args() }),
  async run({ classes }, ctx) {
    const { runClassOptimize } = await import('@toolbox/core/tools/tailwind-utilities');
    const result = runClassOptimize(await textOf(ctx, classes));
    if (ctx.json) return ctx.print(JSON.stringify(result, null, 2));
    ctx.print(result.classes);
    for (const r of result.removed) ctx.warn(`removed ${r.className}: ${r.note}`);
    for (const c of result.conflicts) ctx.warn(`conflict: ${c.note}`);
  },
};

const responsiveFlags = defineFlags({
  at: {
    flag: '--at <breakpoints>',
    description: 'breakpoints, comma-separated: sm, md, lg, xl',
    list: 'split',
    default: ['sm', 'md', 'lg', 'xl'],
  },
});

const responsive: CommandModule<{ classes: string[]; at: string[] }> = {
  description: 'Prefix classes for each chosen breakpoint (sm, md, lg, xl).',
  examples: [{ command: 'toolbox tailwind responsive "flex gap-4" --at md,xl' }],
  configure: (cmd) => responsiveFlags.configure(cmd.argument('[classes...]', 'classes, or - for stdin')),
  toOptions: (parsed) => ({ classes: readFlags(parsed).args(), ...responsiveFlags.read(parsed) }),
  async run({ classes, at }, ctx) {
    const { BREAKPOINT_NAMES, runResponsiveClasses } = await import('@toolbox/core/tools/tailwind-utilities');
    const breakpoints = BREAKPOINT_NAMES.filter((name) => at.includes(name));
    const unknown = at.filter((name) => !BREAKPOINT_NAMES.some((b) => b === name));
    if (unknown.length > 0 || breakpoints.length === 0)
      throw new UsageError(`--at takes sm, md, lg and xl, not "${unknown.join(',')}".`);
    const text = await textOf(ctx, classes);
    // The same classes from each chosen breakpoint up.
    const byBreakpoint = Object.fromEntries(breakpoints.map((name) => [name, text]));
    const result = runResponsiveClasses({ base: '', at: byBreakpoint });
    ctx.print(ctx.json ? JSON.stringify(result, null, 2) : result.classes);
  },
};

const extract: CommandModule<{ file: string | undefined }> = {
  description: 'List the colours of a v3 tailwind.config.js or a v4 @theme block, without running it.',
  examples: [{ command: 'toolbox tailwind extract tailwind.config.js --json' }],
  configure: (cmd) => cmd.argument('[file]', 'config file, or - for stdin'),
  toOptions: (parsed) => ({ file: readFlags(parsed).arg(0) }),
  async run({ file }, ctx) {
    const { readInput } = await import('../output/read-input');
    const { runColorExtract } = await import('@toolbox/core/tools/tailwind-utilities/extract-colors');
    const colors = runColorExtract(await readInput(ctx, file, 'a config file'));
    if (ctx.json) ctx.print(JSON.stringify(colors, null, 2));
    else for (const c of colors) ctx.print(`${c.name}\t${c.value}`);
  },
};

const FORMATS = ['v3', 'v4'] as const;

const configFlags = defineFlags({
  color: { flag: '--color <hex>', description: 'base colour of the scale', default: '#3b82f6' },
  colorName: { flag: '--color-name <name>', description: 'its name', default: 'primary' },
  fontSans: { flag: '--font-sans <family>', description: 'sans-serif family', default: 'Inter' },
  fontSerif: { flag: '--font-serif <family>', description: 'serif family' },
  fontMono: { flag: '--font-mono <family>', description: 'monospace family' },
  format: { flag: '--format <format>', description: 'v3 config or v4 CSS', choices: FORMATS, default: 'v3' },
});

const config: CommandModule<{
  format: 'v3' | 'v4';
  colors: Record<string, string>;
  fonts: Record<string, string>;
}> = {
  description: 'Generate a v3 tailwind.config.js or a v4 @theme stylesheet.',
  examples: [{ command: 'toolbox tailwind config --color "#10b981" --color-name brand --font-sans Inter' }],
  configure: configFlags.configure,
  toOptions: (parsed) => {
    const values = configFlags.read(parsed);
    const families = { sans: values.fontSans, serif: values.fontSerif, mono: values.fontMono };
    const fonts: Record<string, string> = {};
    for (const [key, family] of Object.entries(families)) if (family) fonts[key] = family;
    return { format: values.format, colors: { [values.colorName]: values.color }, fonts };
  },
  async run({ format, colors, fonts }, ctx) {
    const { normalizeHexColor } = await import('@toolbox/core/color');
    for (const [name, hex] of Object.entries(colors)) {
      if (!normalizeHexColor(hex))
        throw new ToolInputError(`--color for ${name} must be a hex colour such as #3b82f6.`);
    }
    const { CONFIG_DEFAULTS, runTailwindConfigV3, runTailwindThemeV4 } = await import(
      '@toolbox/core/tools/tailwind-utilities/config-generator'
    );
    const input = { ...CONFIG_DEFAULTS, colors, fonts };
    const code = format === 'v3' ? runTailwindConfigV3(input) : runTailwindThemeV4(input);
    if (ctx.json) ctx.print(JSON.stringify({ format, code }, null, 2));
    else printText(ctx, code);
  },
};

export const description =
  'Tailwind class optimizer, responsive helper, colour extractor and config generator.';
export const subcommands = { optimize, responsive, extract, config };

export function configure() {}
