import { relative } from 'node:path';
import {
  FAVICON_DEFAULTS,
  FAVICON_SHAPES,
  FAVICON_SIZES,
  type FaviconInput,
  type FaviconShape,
  faviconFileName,
  normalizeFaviconInput,
} from '@toolbox/core/tools/favicon-maker';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';

export const examples: readonly Example[] = [
  {
    command: 'toolbox favicon --text CB --out public',
    description: 'PNGs, favicon.svg, favicon.ico and site.webmanifest',
  },
  { command: 'toolbox favicon --text "⚡" --background "#111827" --shape circle --name "My App"' },
];

export function configure(cmd: Command) {
  cmd
    .option('--text <text>', 'up to 3 characters (longer text is cut)', FAVICON_DEFAULTS.text)
    .option('--background <color>', 'background colour (hex)', FAVICON_DEFAULTS.backgroundColor)
    .option('--color <color>', 'text colour (hex)', FAVICON_DEFAULTS.textColor)
    .addOption(new Option('--shape <shape>', 'shape').choices(FAVICON_SHAPES).default(FAVICON_DEFAULTS.shape))
    .option('--name <name>', 'app name in site.webmanifest (default: the text)')
    .option('-o, --out <dir>', 'folder to write to (created if missing)', '.')
    .option('-f, --force', 'overwrite files that already exist');
}

export interface FaviconOptions {
  input: FaviconInput;
  out: string;
  force: boolean;
}

export function toOptions({ flags }: ParsedCommand): FaviconOptions {
  const str = (name: string, fallback: string) =>
    typeof flags[name] === 'string' ? (flags[name] as string) : fallback;
  const input: FaviconInput = {
    text: str('text', FAVICON_DEFAULTS.text),
    backgroundColor: str('background', FAVICON_DEFAULTS.backgroundColor),
    textColor: str('color', FAVICON_DEFAULTS.textColor),
    shape: str('shape', FAVICON_DEFAULTS.shape) as FaviconShape,
  };
  if (typeof flags.name === 'string') input.name = flags.name;
  return { input, out: str('out', '.'), force: flags.force === true };
}

export const FAVICON_FILES = [
  ...FAVICON_SIZES.map(faviconFileName),
  'favicon.svg',
  'favicon.ico',
  'site.webmanifest',
] as const;

export async function run(options: FaviconOptions, ctx: CliContext) {
  normalizeFaviconInput(options.input);
  const [{ renderFavicons }, { napiGraphics }, { nodeRenderAssets }, { fsSink }] = await Promise.all([
    import('@toolbox/core/tools/favicon-maker'),
    import('../platform/napi-graphics'),
    import('../platform/assets'),
    import('../platform/fs-sink'),
  ]);
  const sink = await fsSink(options.out, ctx.cwd, { force: options.force });
  await sink.claim(FAVICON_FILES);
  const result = await renderFavicons(options.input, {
    graphics: napiGraphics(),
    assets: nodeRenderAssets(),
  });
  for (const file of result.files) await sink.write(file);
  if (ctx.json) {
    ctx.print(
      JSON.stringify({ files: sink.written, manifest: result.manifest, snippet: result.snippet }, null, 2),
    );
    return;
  }
  for (const file of sink.written) ctx.print(relative(ctx.cwd, file.path) || file.name);
  ctx.print();
  ctx.print('Add to <head>:');
  ctx.print(result.snippet);
}
