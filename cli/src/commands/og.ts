import { IMAGE_FORMATS, type ImageFormat } from '@toolbox/core/image/formats';
import {
  DESCRIPTION_MAX,
  LOGO_POSITIONS,
  LOGO_SIZE_NAMES,
  OG_DEFAULTS,
  OG_SIZES,
  OG_TAGS_FILE,
  OG_TEMPLATES,
  OG_THEMES,
  type OgImageInput,
  runOgPlan,
  TITLE_MAX,
} from '@toolbox/core/tools/og-generator';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, typed } from '../flag-table';
import { checkQualityFlag, imageFileFlags } from '../output/image-flags';

export const examples: readonly Example[] = [
  { command: 'toolbox og --title "Launch week" -o img', description: 'the three sizes as PNG in ./img' },
  {
    command: 'toolbox og --title "Launch week" -o card.png',
    description: `one file: ${sizeName(OG_SIZES[0])} (or the --size given)`,
  },
  {
    command: 'toolbox og --title "Launch week" --url https://example.com/og/ -o public/og',
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

const flags = defineFlags({
  title: {
    flag: '--title <text>',
    description: `title, up to ${TITLE_MAX} characters`,
    default: OG_DEFAULTS.title,
  },
  description: {
    flag: '--description <text>',
    description: `description, up to ${DESCRIPTION_MAX} characters`,
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
  url: {
    flag: '--url <base>',
    description: `http(s) URL the images will be served from: also writes ${OG_TAGS_FILE} (og:image must be absolute, so no tags without it)`,
  },
  ...imageFileFlags,
  format: { ...imageFileFlags.format, description: 'image format (-o card.jpg names its own)' },
  force: { flag: '-f, --force', description: 'overwrite files that already exist' },
});

export const configure = flags.configure;

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

/** The logo's flags, by key and spelling: typed without --logo, they were dropped without a word. */
const LOGO_FLAGS = [
  ['logoPosition', '--logo-position'],
  ['logoSize', '--logo-size'],
  ['logoOpacity', '--logo-opacity'],
] as const;

export function toOptions(parsed: ParsedCommand): OgOptions {
  const { size, logo, format: asked, quality, output, force, url, ...input } = flags.read(parsed);
  // `-o card.jpg` names its format, as `toolbox qr -o qr.svg` does, unless --format was typed (then they must agree).
  const extension = /\.([A-Za-z]+)$/.exec(output)?.[1]?.toLowerCase();
  const named = extension === undefined ? undefined : FORMAT_BY_EXTENSION[extension];
  const format = named && parsed.command && !typed(parsed, 'format') ? named : asked;
  checkQualityFlag(parsed, format);
  // Only what was typed (a preset may carry the page's logo settings, never its uploaded logo).
  const logoFlag = parsed.command && logo === undefined && LOGO_FLAGS.find(([key]) => typed(parsed, key));
  if (logoFlag) throw new UsageError(`${logoFlag[1]} works with --logo only.`);
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
  if (url !== undefined) options.imageBaseUrl = url;
  return options;
}

const FORMAT_BY_EXTENSION: Readonly<Record<string, ImageFormat>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
};

/**
 * Whether `-o` names one image file: it ends in an image extension (of the format asked, else a usage error) and is
 * not a folder that exists. Anything else is the folder the images go into.
 */
async function isImageFile(options: OgOptions, cwd: string): Promise<boolean> {
  const extension = /\.([A-Za-z]+)$/.exec(options.out)?.[1]?.toLowerCase();
  const named = extension === undefined ? undefined : FORMAT_BY_EXTENSION[extension];
  if (named === undefined) return false;
  const { stat } = await import('node:fs/promises');
  const { resolve } = await import('node:path');
  if ((await stat(resolve(cwd, options.out)).catch(() => null))?.isDirectory()) return false;
  if (named !== options.format)
    throw new UsageError(
      `-o ${options.out} names a .${extension} file but the format is ${options.format}: give --format ${named}, or a folder.`,
    );
  if (options.imageBaseUrl !== undefined)
    throw new UsageError(
      `--url also writes ${OG_TAGS_FILE} beside the images: give -o a folder, not a file.`,
    );
  return true;
}

export async function run(options: OgOptions, ctx: CliContext) {
  const { mime } = IMAGE_FORMATS[options.format];
  if (await isImageFile(options, ctx.cwd)) return runOneFile(options, ctx);
  const request = {
    input: options.input,
    sizes: options.sizes,
    mime,
    ...(options.imageBaseUrl === undefined ? {} : { imageBaseUrl: options.imageBaseUrl }),
  };
  // Checks the text, numbers and URL, and names the files, before any file is read or created.
  const plan = runOgPlan(request);
  const [
    { runOgImages, runOgLogoCheck, runOgTags },
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
  const logo = options.logo
    ? await readImageFile(options.logo, ctx.cwd, (file) => runOgLogoCheck(file).problem)
    : null;
  await checkFilesFree(ctx, plan.files, options);
  const ports = { graphics: napiGraphics(), assets: nodeRenderAssets() };
  const { files, warnings } = await runOgImages({ ...options.input, logo }, ports, {
    sizes: options.sizes,
    mime,
    quality: options.quality / 100,
  });
  for (const warning of warnings) ctx.warn(`warning: ${warning}`);
  if (request.imageBaseUrl !== undefined) files.push(runOgTags(request).file);
  await writeFiles(ctx, files, options, { warnings });
}

/** `-o card.png`: the one size asked (of several, the first) drawn into that file. */
async function runOneFile(options: OgOptions, ctx: CliContext) {
  const { mime } = IMAGE_FORMATS[options.format];
  const [size, ...others] = options.sizes;
  if (!size) throw new UsageError('No size to draw.');
  runOgPlan({ input: options.input, sizes: [size], mime });
  const [
    { runOgImages, runOgLogoCheck },
    { napiGraphics },
    { nodeRenderAssets },
    { readImageFile },
    { writeOutput },
    { basename, relative },
  ] = await Promise.all([
    import('@toolbox/core/tools/og-generator'),
    import('../platform/napi-graphics'),
    import('../platform/assets'),
    import('../platform/image-input'),
    import('../output/write-output'),
    import('node:path'),
  ]);
  if (others.length > 0)
    ctx.warn(
      `note: -o ${options.out} is one file, so only ${sizeName(size)} is drawn (give -o a folder for every size).`,
    );
  const logo = options.logo
    ? await readImageFile(options.logo, ctx.cwd, (file) => runOgLogoCheck(file).problem)
    : null;
  const ports = { graphics: napiGraphics(), assets: nodeRenderAssets() };
  const { files, warnings } = await runOgImages({ ...options.input, logo }, ports, {
    sizes: [size],
    mime,
    quality: options.quality / 100,
  });
  for (const warning of warnings) ctx.warn(`warning: ${warning}`);
  const [image] = files;
  if (!image || typeof image.data === 'string') throw new Error('og drew no image');
  const path = await writeOutput(ctx, image.data, {
    output: options.out,
    force: options.force,
    binary: true,
  });
  if (path === null) return;
  const written = { name: basename(path), path, mime, bytes: image.data.byteLength };
  if (ctx.json) ctx.print(JSON.stringify({ files: [written], warnings }, null, 2));
  else ctx.print(relative(ctx.cwd, path) || options.out);
}
