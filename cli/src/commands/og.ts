import { IMAGE_FORMAT_NAMES, IMAGE_FORMATS, type ImageFormat } from '@toolbox/core/image/formats';
import { parseImageBaseUrl } from '@toolbox/core/social/image-sizes';
import {
  checkLogoFile,
  LOGO_POSITIONS,
  LOGO_SIZE_NAMES,
  metaTags,
  normalizeOgInput,
  OG_DEFAULTS,
  OG_SIZES,
  OG_TAGS_FILE,
  OG_TEMPLATES,
  OG_THEMES,
  type OgImageInput,
  ogFileName,
} from '@toolbox/core/tools/og-generator';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';

export const examples: readonly Example[] = [
  { command: 'toolbox og --title "Launch week" --out img', description: 'the three sizes as PNG in ./img' },
  {
    command: 'toolbox og --title "Launch week" --url https://example.com/og/ --out public/og',
    description: `the images and ${OG_TAGS_FILE}: og:image and twitter:image as absolute URLs`,
  },
  {
    command: `toolbox og --template product --theme dark --emoji "⚡" --size ${sizeName(OG_SIZES[0])} --format jpeg`,
    description: `one JPEG for ${OG_SIZES[0]?.label}`,
  },
  { command: 'toolbox og --logo logo.svg --logo-position bottom-right --logo-size small --logo-opacity 0.8' },
];

function sizeName(size: { width: number; height: number } | undefined) {
  return size ? `${size.width}x${size.height}` : '';
}
const SIZE_NAMES = OG_SIZES.map(sizeName);
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
        .choices(LOGO_SIZE_NAMES)
        .default(OG_DEFAULTS.logoSize),
    )
    .option('--logo-opacity <n>', 'logo opacity, 0.5 to 1', String(OG_DEFAULTS.logoOpacity))
    .addOption(
      new Option(
        '--size <WxH>',
        `only these sizes (repeatable; default all: ${SIZE_NAMES.join(', ')})`,
      ).argParser(collect),
    )
    .addOption(new Option('--format <format>', 'image format').choices(IMAGE_FORMAT_NAMES).default('png'))
    .option('--quality <n>', 'JPEG/WebP quality, 1 to 100', '92')
    .option(
      '--url <base>',
      `http(s) URL the images will be served from: also writes ${OG_TAGS_FILE} (og:image must be absolute, so no tags without it)`,
    )
    .option('-o, --out <dir>', 'folder to write to (created if missing)', '.')
    .option('-f, --force', 'overwrite files that already exist');
}

export interface OgOptions {
  input: Omit<OgImageInput, 'logo'>;
  logo?: string;
  sizes: { width: number; height: number }[];
  format: ImageFormat;
  quality: number;
  /** --url: where the images will be served from; the meta tags are written only with it. */
  imageBaseUrl?: string;
  out: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): OgOptions {
  const f = readFlags(parsed);
  const sizes = (f.list('size').length > 0 ? f.list('size') : SIZE_NAMES).map((name) => {
    if (!SIZE_NAMES.includes(name))
      throw new UsageError(`--size ${name} is not one of ${SIZE_NAMES.join(', ')}.`);
    const [width, height] = name.split('x').map(Number);
    return { width: width!, height: height! };
  });
  const options: OgOptions = {
    input: {
      title: f.string('title', OG_DEFAULTS.title),
      description: f.string('description', OG_DEFAULTS.description),
      emoji: f.string('emoji', OG_DEFAULTS.emoji),
      template: f.choice('template', OG_TEMPLATES, OG_DEFAULTS.template),
      theme: f.choice('theme', OG_THEMES, OG_DEFAULTS.theme),
      logoPosition: f.choice('logoPosition', LOGO_POSITIONS, OG_DEFAULTS.logoPosition),
      logoSize: f.choice('logoSize', LOGO_SIZE_NAMES, OG_DEFAULTS.logoSize),
      logoOpacity: f.number('logoOpacity', { fallback: OG_DEFAULTS.logoOpacity }),
    },
    sizes: [...new Map(sizes.map((s) => [`${s.width}x${s.height}`, s])).values()],
    format: f.choice('format', IMAGE_FORMAT_NAMES, 'png'),
    quality: f.number('quality', { min: 1, max: 100, fallback: 92 }),
    out: f.string('out', '.'),
    force: f.boolean('force'),
  };
  const logo = f.string('logo');
  if (logo !== undefined) options.logo = logo;
  const url = f.string('url');
  if (url !== undefined) options.imageBaseUrl = url;
  return options;
}

export async function run(options: OgOptions, ctx: CliContext) {
  // Checks the text and numbers before any file is read or created.
  normalizeOgInput(options.input);
  const base = options.imageBaseUrl === undefined ? undefined : parseImageBaseUrl(options.imageBaseUrl);
  const [
    { renderOgImages },
    { napiGraphics },
    { nodeRenderAssets },
    { readImageFile },
    { checkFilesFree, writeFiles },
  ] = await Promise.all([
    import('@toolbox/core/tools/og-generator'),
    import('../platform/napi-graphics'),
    import('../platform/assets'),
    import('../platform/image-input'),
    import('../output/write-output'),
  ]);
  const logo = options.logo ? await readImageFile(options.logo, ctx.cwd, checkLogoFile) : null;
  const { mime, extension } = IMAGE_FORMATS[options.format];
  await checkFilesFree(
    ctx,
    [...options.sizes.map((size) => ogFileName(size, extension)), ...(base ? [OG_TAGS_FILE] : [])],
    options,
  );
  const ports = { graphics: napiGraphics(), assets: nodeRenderAssets() };
  const { files, warnings } = await renderOgImages(
    { ...options.input, logo },
    ports,
    options.sizes,
    mime,
    options.quality / 100,
  );
  for (const warning of warnings) ctx.warn(`warning: ${warning}`);
  if (base) {
    const images = files.map((file, i) => ({ ...options.sizes[i]!, name: file.name, mime: file.mime }));
    const html = `${metaTags({ ...options.input, imageBaseUrl: base, images })}\n`;
    files.push({ name: OG_TAGS_FILE, mime: 'text/html', data: html });
  }
  await writeFiles(ctx, files, options, { warnings });
}
