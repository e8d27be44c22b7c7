import { IMAGE_FORMATS, type ImageFormat } from '@toolbox/core/image/formats';
import {
  DEVICE_IDS,
  MOCKUP_DEFAULTS,
  MOCKUP_FITS,
  MOCKUP_POSITIONS,
  MOCKUP_SCALES,
  type MockupInput,
  type MockupPosition,
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
  {
    command: 'toolbox mockup long-page.png --device macbook-pro --fit fit --scale 2',
    description: 'the whole page, letterboxed, at twice the size (mockup-macbook-pro@2x.png)',
  },
  {
    command: 'toolbox mockup long-page.png --position 30',
    description: 'covering the screen from 30% of the way down the page (default: its top)',
  },
];

/** `--position` takes a named place or a percent (0 top, 100 bottom). */
const NAMED_POSITIONS = MOCKUP_POSITIONS.filter((p) => p !== 'custom');

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
  fit: {
    flag: '--fit <fit>',
    description: 'fill: cover the screen, cutting the overflow; fit: show the whole screenshot',
    choices: MOCKUP_FITS,
    default: MOCKUP_DEFAULTS.fit,
  },
  position: {
    flag: '--position <where>',
    description:
      `where the screenshot sits along the screen's height: ${NAMED_POSITIONS.join(', ')} or a percent ` +
      "(0 top, 100 bottom); auto keeps a tall screenshot's top",
    default: MOCKUP_DEFAULTS.position,
  },
  scale: {
    flag: '--scale <n>',
    description: 'pixel density: 2 doubles width and height (file@2x); 3 for the phones, their own density',
    choices: ['1', '2', '3'],
    default: '1',
  },
  ...imageFileFlags,
  force: { flag: '-f, --force', description: 'overwrite a file that already exists' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[image]', 'screenshot to place on the screen (PNG, JPG, WebP or SVG)'));
}

/** Core's mockup input, with the screenshot as a path, and how the image is written. */
export interface MockupOptions extends Omit<MockupInput, 'image'> {
  image: string;
  format: ImageFormat;
  quality: number;
  out: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): MockupOptions {
  const positional = readFlags(parsed).arg(0);
  const { image: flag, background, position, scale, output, ...values } = flags.read(parsed);
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
    ...values,
    backgroundColor: background,
    ...readPosition(position),
    scale: MOCKUP_SCALES.find((s) => String(s) === scale) ?? 1,
    out: output,
  };
}

function readPosition(value: string): { position: MockupPosition; offset: number } {
  const named = NAMED_POSITIONS.find((p) => p === value);
  if (named) return { position: named, offset: MOCKUP_DEFAULTS.offset };
  const percent = /^\d+(\.\d+)?%?$/.test(value) ? Number.parseFloat(value) : Number.NaN;
  if (!(percent >= 0 && percent <= 100)) {
    throw new UsageError(
      `--position must be one of ${NAMED_POSITIONS.join(', ')} or a percent from 0 to 100, not "${value}".`,
    );
  }
  return { position: 'custom', offset: percent };
}

export async function run(options: MockupOptions, ctx: CliContext) {
  const [{ runMockup }, { napiGraphics }, { readImageFile }, { writeFiles }] = await Promise.all([
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
    fit: options.fit,
    position: options.position,
    offset: options.offset,
    scale: options.scale,
  };
  const { file } = await runMockup(
    input,
    { graphics: napiGraphics() },
    IMAGE_FORMATS[options.format].mime,
    options.quality / 100,
  );
  await writeFiles(ctx, [file], options);
}
