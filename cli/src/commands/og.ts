import { IMAGE_FORMATS, type ImageFormat } from '@toolbox/core/image/formats';
import {
  checkLogoFile,
  LOGO_POSITIONS,
  LOGO_SIZE_NAMES,
  normalizeOgInput,
  OG_DEFAULTS,
  OG_SIZES,
  OG_TEMPLATES,
  OG_THEMES,
  type OgImageInput,
  ogFileName,
} from '@toolbox/core/tools/og-generator';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { imageFileFlags } from '../output/image-flags';

export const examples: readonly Example[] = [
  { command: 'toolbox og --title "Launch week" -o img', description: 'the three sizes as PNG in ./img' },
  {
    command: 'toolbox og --template product --theme dark --emoji "⚡" --size 1200x630 --format jpeg',
    description: 'one JPEG for Twitter/Facebook',
  },
  { command: 'toolbox og --logo logo.svg --logo-position bottom-right --logo-size small --logo-opacity 0.8' },
];

const SIZE_NAMES = OG_SIZES.map((s) => `${s.width}x${s.height}`);

const flags = defineFlags({
  title: { flag: '--title <text>', description: 'title, up to 60 characters', default: OG_DEFAULTS.title },
  description: {
    flag: '--description <text>',
    description: 'description, up to 160 characters',
    default: OG_DEFAULTS.description,
  },
  emoji: {
    flag: '--emoji <text>',
    description: 'emoji shown on the card ("" for none)',
    default: OG_DEFAULTS.emoji,
  },
  template: {
    flag: '--template <name>',
    description: 'layout',
    choices: OG_TEMPLATES,
    default: OG_DEFAULTS.template,
  },
  theme: { flag: '--theme <name>', description: 'colours', choices: OG_THEMES, default: OG_DEFAULTS.theme },
  logo: { flag: '--logo <file>', description: 'logo image (PNG, JPG or SVG, up to 2MB)' },
  logoPosition: {
    flag: '--logo-position <where>',
    description: 'logo position',
    choices: LOGO_POSITIONS,
    default: OG_DEFAULTS.logoPosition,
  },
  logoSize: {
    flag: '--logo-size <size>',
    description: 'logo box: small 10%, medium 15%, large 20% of the width',
    choices: LOGO_SIZE_NAMES,
    default: OG_DEFAULTS.logoSize,
  },
  logoOpacity: {
    flag: '--logo-opacity <n>',
    description: 'logo opacity, 0.5 to 1',
    number: {},
    default: OG_DEFAULTS.logoOpacity,
  },
  size: {
    flag: '--size <WxH>',
    description: `only these sizes (repeatable; default all: ${SIZE_NAMES.join(', ')})`,
    list: 'split',
  },
  ...imageFileFlags,
  force: { flag: '-f, --force', description: 'overwrite files that already exist' },
});

export const configure = flags.configure;

export interface OgOptions {
  input: Omit<OgImageInput, 'logo'>;
  logo?: string;
  sizes: { width: number; height: number }[];
  format: ImageFormat;
  quality: number;
  out: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): OgOptions {
  const { size, logo, format, quality, output, force, ...input } = flags.read(parsed);
  const sizes = (size.length > 0 ? size : SIZE_NAMES).map((name) => {
    if (!SIZE_NAMES.includes(name))
      throw new UsageError(`--size ${name} is not one of ${SIZE_NAMES.join(', ')}.`);
    const [width, height] = name.split('x').map(Number);
    return { width: width!, height: height! };
  });
  const options: OgOptions = {
    input,
    sizes: [...new Map(sizes.map((s) => [`${s.width}x${s.height}`, s])).values()],
    format,
    quality,
    out: output,
    force,
  };
  if (logo !== undefined) options.logo = logo;
  return options;
}

export async function run(options: OgOptions, ctx: CliContext) {
  // Checks the text and numbers before any file is read or created.
  normalizeOgInput(options.input);
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
    options.sizes.map((size) => ogFileName(size, extension)),
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
  await writeFiles(ctx, files, options, { warnings });
}
