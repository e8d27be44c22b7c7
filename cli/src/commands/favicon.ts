import { FAVICON_DEFAULTS, FAVICON_SHAPES, type FaviconInput } from '@toolbox/core/tools/favicon-maker';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags, outputFolder } from '../flag-table';

export const examples: readonly Example[] = [
  {
    command: 'toolbox favicon --text CB -o public',
    description: 'PNGs, favicon.svg, favicon.ico and site.webmanifest',
  },
  { command: 'toolbox favicon --text "⚡" --background "#111827" --shape circle --name "My App"' },
  {
    command:
      "toolbox favicon --text DT --background '#2563eb' --text-color '#facc15' --shape rounded -o site",
  },
];

const flags = defineFlags({
  text: {
    flag: '--text <text>',
    description: 'up to 3 characters (longer text is cut)',
    default: FAVICON_DEFAULTS.text,
  },
  background: {
    flag: '--background <color>',
    description: 'background colour (hex)',
    default: FAVICON_DEFAULTS.backgroundColor,
  },
  // --color is the older name of --text-color, which wins when both are given.
  textColor: {
    flag: '--text-color <color>',
    description: `text colour (hex, default: "${FAVICON_DEFAULTS.textColor}")`,
    aliases: ['--color <color>'],
  },
  shape: {
    flag: '--shape <shape>',
    description: 'shape',
    choices: FAVICON_SHAPES,
    default: FAVICON_DEFAULTS.shape,
  },
  name: {
    flag: '--name <name>',
    description: 'app name in site.webmanifest and the home-screen title (default: the text)',
  },
  output: { ...outputFolder('folder to write to (created if missing)'), default: '.' },
  force: { flag: '-f, --force', description: 'overwrite files that already exist' },
});

export const configure = flags.configure;

export interface FaviconOptions {
  input: FaviconInput;
  out: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): FaviconOptions {
  const { name, ...values } = flags.read(parsed);
  const input: FaviconInput = {
    text: values.text,
    backgroundColor: values.background,
    textColor: values.textColor ?? FAVICON_DEFAULTS.textColor,
    shape: values.shape,
  };
  if (name !== undefined) input.name = name;
  return { input, out: values.output, force: values.force };
}

export async function run(options: FaviconOptions, ctx: CliContext) {
  const [{ runFavicons }, { napiGraphics }, { nodeRenderAssets }, { writeFiles }] = await Promise.all([
    import('@toolbox/core/tools/favicon-maker'),
    import('../platform/napi-graphics'),
    import('../platform/assets'),
    import('../output/write-output'),
  ]);
  const result = await runFavicons(options.input, {
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
