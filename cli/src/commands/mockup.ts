import { IMAGE_FORMAT_NAMES, IMAGE_FORMATS, type ImageFormat } from '@toolbox/core/image/formats';
import {
  DEVICE_IDS,
  type DeviceId,
  MOCKUP_DEFAULTS,
  normalizeMockupInput,
} from '@toolbox/core/tools/mockup-generator';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';

export const examples: readonly Example[] = [
  { command: 'toolbox mockup screenshot.png --device macbook-pro --out img' },
  {
    command: 'toolbox mockup app.png --device iphone-14-pro --background "#0f172a" --no-shadow --format webp',
  },
];

export function configure(cmd: Command) {
  cmd
    .argument('[image]', 'screenshot to place on the screen (PNG, JPG, WebP or SVG)')
    .option('--image <file>', 'the screenshot, as a flag')
    .addOption(
      new Option('--device <device>', 'device frame').choices(DEVICE_IDS).default(MOCKUP_DEFAULTS.device),
    )
    .option('--background <color>', 'background colour (hex)', MOCKUP_DEFAULTS.backgroundColor)
    .option('--no-shadow', 'no drop shadow (padding 50 px instead of 100 px)')
    .addOption(new Option('--format <format>', 'image format').choices(IMAGE_FORMAT_NAMES).default('png'))
    .option('--quality <n>', 'JPEG/WebP quality, 1 to 100', '92')
    .option('-o, --out <dir>', 'folder to write to (created if missing)', '.')
    .option('-f, --force', 'overwrite a file that already exists');
}

export interface MockupOptions {
  image: string;
  device: DeviceId;
  backgroundColor: string;
  shadow: boolean;
  format: ImageFormat;
  quality: number;
  out: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): MockupOptions {
  const f = readFlags(parsed);
  const positional = f.arg(0);
  const flag = f.string('image');
  if (positional && flag && positional !== flag)
    throw new UsageError('Give the image once: as an argument or with --image.');
  const image = positional ?? flag;
  if (!image) {
    throw new UsageError('No Image Selected: Please select an image to create a mockup.', {
      hint: 'toolbox mockup screenshot.png --device macbook-pro',
    });
  }
  return {
    image,
    device: f.choice('device', DEVICE_IDS, MOCKUP_DEFAULTS.device),
    backgroundColor: f.string('background', MOCKUP_DEFAULTS.backgroundColor),
    shadow: f.boolean('shadow'),
    format: f.choice('format', IMAGE_FORMAT_NAMES, 'png'),
    quality: f.number('quality', { min: 1, max: 100, fallback: 92 }),
    out: f.string('out', '.'),
    force: f.boolean('force'),
  };
}

export async function run(options: MockupOptions, ctx: CliContext) {
  const [{ renderMockup }, { napiGraphics }, { readImageFile }, { writeFiles }] = await Promise.all([
    import('@toolbox/core/tools/mockup-generator'),
    import('../platform/napi-graphics'),
    import('../platform/image-input'),
    import('../output/write-output'),
  ]);
  const image = await readImageFile(options.image, ctx.cwd);
  const input = {
    image,
    device: options.device,
    backgroundColor: options.backgroundColor,
    shadow: options.shadow,
  };
  normalizeMockupInput(input);
  const file = await renderMockup(
    input,
    { graphics: napiGraphics() },
    IMAGE_FORMATS[options.format].mime,
    options.quality / 100,
  );
  await writeFiles(ctx, [file], options);
}
