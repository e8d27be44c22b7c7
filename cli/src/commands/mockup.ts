import { IMAGE_FORMATS, type ImageFormat } from '@toolbox/core/image/formats';
import {
  DEVICE_IDS,
  type DeviceId,
  MOCKUP_DEFAULTS,
  normalizeMockupInput,
} from '@toolbox/core/tools/mockup-generator';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { imageFileFlags } from '../output/image-flags';

export const examples: readonly Example[] = [
  { command: 'toolbox mockup screenshot.png --device macbook-pro -o img' },
  {
    command: 'toolbox mockup app.png --device iphone-14-pro --background "#0f172a" --no-shadow --format webp',
  },
];

const flags = defineFlags({
  image: { flag: '--image <file>', description: 'the screenshot, as a flag' },
  device: {
    flag: '--device <device>',
    description: 'device frame',
    choices: DEVICE_IDS,
    default: MOCKUP_DEFAULTS.device,
  },
  background: {
    flag: '--background <color>',
    description: 'background colour (hex)',
    default: MOCKUP_DEFAULTS.backgroundColor,
  },
  shadow: { flag: '--no-shadow', description: 'no drop shadow (padding 50 px instead of 100 px)' },
  ...imageFileFlags,
  force: { flag: '-f, --force', description: 'overwrite a file that already exists' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[image]', 'screenshot to place on the screen (PNG, JPG, WebP or SVG)'));
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
  const positional = readFlags(parsed).arg(0);
  const { image: flag, background, output, ...values } = flags.read(parsed);
  if (positional && flag && positional !== flag)
    throw new UsageError('Give the image once: as an argument or with --image.');
  const image = positional ?? flag;
  if (!image) {
    throw new UsageError('No Image Selected: Please select an image to create a mockup.', {
      hint: 'toolbox mockup screenshot.png --device macbook-pro',
    });
  }
  return { image, ...values, backgroundColor: background, out: output };
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
