import {
  FAVICON_DEFAULTS,
  FAVICON_SHAPES,
  type FaviconInput,
  normalizeFaviconInput,
} from '@toolbox/core/tools/favicon-maker';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';

export const examples: readonly Example[] = [
  {
    command: 'toolbox favicon --text CB --out public',
    description: 'PNGs, favicon.svg, favicon.ico and site.webmanifest',
  },
  { command: 'toolbox favicon --text "⚡" --background "#111827" --shape circle --name "My App"' },
  {
    command:
      "toolbox favicon --text DT --background '#2563eb' --text-color '#facc15' --shape rounded --out site",
  },
];

export function configure(cmd: Command) {
  cmd
    .option('--text <text>', 'up to 3 characters (longer text is cut)', FAVICON_DEFAULTS.text)
    .option('--background <color>', 'background colour (hex)', FAVICON_DEFAULTS.backgroundColor)
    .option('--text-color <color>', `text colour (hex, default: "${FAVICON_DEFAULTS.textColor}")`)
    .addOption(new Option('--color <color>', 'same as --text-color').hideHelp())
    .addOption(new Option('--shape <shape>', 'shape').choices(FAVICON_SHAPES).default(FAVICON_DEFAULTS.shape))
    .option('--name <name>', 'app name in site.webmanifest and the home-screen title (default: the text)')
    .option('-o, --out <dir>', 'folder to write to (created if missing)', '.')
    .option('-f, --force', 'overwrite files that already exist');
}

export interface FaviconOptions {
  input: FaviconInput;
  out: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): FaviconOptions {
  const f = readFlags(parsed);
  const input: FaviconInput = {
    text: f.string('text', FAVICON_DEFAULTS.text),
    backgroundColor: f.string('background', FAVICON_DEFAULTS.backgroundColor),
    // --color is the older name of --text-color, which wins when both are given.
    textColor: f.string('textColor') ?? f.string('color', FAVICON_DEFAULTS.textColor),
    shape: f.choice('shape', FAVICON_SHAPES, FAVICON_DEFAULTS.shape),
  };
  const name = f.string('name');
  if (name !== undefined) input.name = name;
  return { input, out: f.string('out', '.'), force: f.boolean('force') };
}

export async function run(options: FaviconOptions, ctx: CliContext) {
  normalizeFaviconInput(options.input);
  const [{ renderFavicons }, { napiGraphics }, { nodeRenderAssets }, { writeFiles }] = await Promise.all([
    import('@toolbox/core/tools/favicon-maker'),
    import('../platform/napi-graphics'),
    import('../platform/assets'),
    import('../output/write-output'),
  ]);
  const result = await renderFavicons(options.input, {
    graphics: napiGraphics(),
    assets: nodeRenderAssets(),
  });
  for (const warning of result.warnings) ctx.warn(`warning: ${warning}`);
  await writeFiles(ctx, result.files, options, { manifest: result.manifest, snippet: result.snippet });
  if (ctx.json) return;
  ctx.print();
  ctx.print('Add to <head>:');
  ctx.print(result.snippet);
}
