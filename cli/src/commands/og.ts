import { relative } from 'node:path';
import {
  checkLogoFile,
  LOGO_POSITIONS,
  LOGO_SIZES,
  type LogoPosition,
  type LogoSize,
  normalizeOgInput,
  OG_DEFAULTS,
  OG_SIZES,
  OG_TEMPLATES,
  OG_THEMES,
  type OgImageInput,
  type OgTemplate,
  type OgTheme,
  ogFileName,
} from '@toolbox/core/tools/og-generator';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';

export const examples: readonly Example[] = [
  { command: 'toolbox og --title "Launch week" --out img', description: 'the three sizes as PNG in ./img' },
  {
    command: 'toolbox og --template product --theme dark --emoji "⚡" --size 1200x630 --format jpeg',
    description: 'one JPEG for Twitter/Facebook',
  },
  { command: 'toolbox og --logo logo.svg --logo-position bottom-right --logo-size small --logo-opacity 0.8' },
];

const FORMATS = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
export type ImageFormat = keyof typeof FORMATS;
const SIZE_NAMES = OG_SIZES.map((s) => `${s.width}x${s.height}`);
const collect = (value: string, previous: string[] = []) => [...previous, value];

export function configure(cmd: Command) {
  cmd
    .option('--title <text>', 'title, up to 60 characters', OG_DEFAULTS.title)
    .option('--description <text>', 'description, up to 160 characters', OG_DEFAULTS.description)
    .option('--emoji <text>', 'emoji shown on the card ("" for none)', OG_DEFAULTS.emoji)
    .addOption(new Option('--template <name>', 'layout').choices(OG_TEMPLATES).default(OG_DEFAULTS.template))
    .addOption(new Option('--theme <name>', 'colours').choices(OG_THEMES).default(OG_DEFAULTS.theme))
    .option('--logo <file>', 'logo image (PNG, JPG or SVG, up to 2MB)')
    .addOption(
      new Option('--logo-position <where>', 'logo position')
        .choices(LOGO_POSITIONS)
        .default(OG_DEFAULTS.logoPosition),
    )
    .addOption(
      new Option('--logo-size <size>', 'logo box: small 10%, medium 15%, large 20% of the width')
        .choices(Object.keys(LOGO_SIZES))
        .default(OG_DEFAULTS.logoSize),
    )
    .option('--logo-opacity <n>', 'logo opacity, 0.5 to 1', String(OG_DEFAULTS.logoOpacity))
    .addOption(
      new Option(
        '--size <WxH>',
        `only these sizes (repeatable; default all: ${SIZE_NAMES.join(', ')})`,
      ).argParser(collect),
    )
    .addOption(new Option('--format <format>', 'image format').choices(Object.keys(FORMATS)).default('png'))
    .option('--quality <n>', 'JPEG/WebP quality, 1 to 100', '92')
    .option('-o, --out <dir>', 'folder to write to (created if missing)', '.')
    .option('-f, --force', 'overwrite files that already exist');
}

export interface OgOptions {
  input: Omit<OgImageInput, 'logo'>;
  logo?: string;
  sizes: { width: number; height: number }[];
  format: ImageFormat;
  quality: number;
  out: string;
  force: boolean;
}

function number(value: unknown, flag: string): number {
  const n = Number(value);
  if (typeof value !== 'string' || value.trim() === '' || !Number.isFinite(n)) {
    throw new UsageError(`${flag} must be a number, not "${String(value)}".`);
  }
  return n;
}

export function toOptions({ flags }: ParsedCommand): OgOptions {
  const str = (name: string, fallback: string) =>
    typeof flags[name] === 'string' ? (flags[name] as string) : fallback;
  const quality = number(flags.quality ?? '92', '--quality');
  if (quality < 1 || quality > 100) throw new UsageError('--quality must be between 1 and 100.');
  const sizes = ((flags.size as string[] | undefined) ?? SIZE_NAMES).map((name) => {
    if (!SIZE_NAMES.includes(name))
      throw new UsageError(`--size ${name} is not one of ${SIZE_NAMES.join(', ')}.`);
    const [width, height] = name.split('x').map(Number);
    return { width: width!, height: height! };
  });
  const options: OgOptions = {
    input: {
      title: str('title', OG_DEFAULTS.title),
      description: str('description', OG_DEFAULTS.description),
      emoji: str('emoji', OG_DEFAULTS.emoji),
      template: str('template', OG_DEFAULTS.template) as OgTemplate,
      theme: str('theme', OG_DEFAULTS.theme) as OgTheme,
      logoPosition: str('logoPosition', OG_DEFAULTS.logoPosition) as LogoPosition,
      logoSize: str('logoSize', OG_DEFAULTS.logoSize) as LogoSize,
      logoOpacity: number(flags.logoOpacity ?? '1', '--logo-opacity'),
    },
    sizes: [...new Map(sizes.map((s) => [`${s.width}x${s.height}`, s])).values()],
    format: str('format', 'png') as ImageFormat,
    quality,
    out: str('out', '.'),
    force: flags.force === true,
  };
  if (typeof flags.logo === 'string') options.logo = flags.logo;
  return options;
}

export async function run(options: OgOptions, ctx: CliContext) {
  // Checks the text and numbers before any file is read or created.
  normalizeOgInput(options.input);
  const [{ renderOgImage }, { napiGraphics }, { nodeRenderAssets }, { fsSink }, { readImageFile }] =
    await Promise.all([
      import('@toolbox/core/tools/og-generator'),
      import('../platform/napi-graphics'),
      import('../platform/assets'),
      import('../platform/fs-sink'),
      import('../platform/image-input'),
    ]);
  const logo = options.logo ? await readImageFile(options.logo, ctx.cwd, checkLogoFile) : null;
  const mime = FORMATS[options.format];
  const ext = options.format === 'jpeg' ? 'jpg' : options.format;
  const sink = await fsSink(options.out, ctx.cwd, { force: options.force });
  await sink.claim(options.sizes.map((size) => ogFileName(size, ext)));

  const ports = { graphics: napiGraphics(), assets: nodeRenderAssets() };
  const warnings = new Set<string>();
  for (const size of options.sizes) {
    const result = await renderOgImage({ ...options.input, logo }, size, ports, mime, options.quality / 100);
    await sink.write(result.file);
    for (const warning of result.warnings) warnings.add(warning);
  }
  for (const warning of warnings) ctx.warn(`warning: ${warning}`);
  if (ctx.json) {
    ctx.print(JSON.stringify({ files: sink.written, warnings: [...warnings] }, null, 2));
  } else {
    for (const file of sink.written) ctx.print(relative(ctx.cwd, file.path) || file.name);
  }
}
