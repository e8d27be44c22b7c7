import { ToolInputError } from '@toolbox/core/errors';
import { IMAGE_FORMATS, type ImageFormat } from '@toolbox/core/image/formats';
import {
  DEVICE_IDS,
  type DeviceId,
  GRADIENT_IDS,
  MAX_TILT,
  MOCKUP_ARRANGEMENTS,
  MOCKUP_BACKGROUNDS,
  MOCKUP_DEFAULTS,
  MOCKUP_FITS,
  MOCKUP_MAX_PADDING,
  MOCKUP_MAX_RADIUS,
  MOCKUP_MAX_SCREENSHOTS,
  MOCKUP_POSITIONS,
  MOCKUP_SCALES,
  MOCKUP_SHADOWS,
  type MockupBackground,
  type MockupInput,
  type MockupPosition,
  type MockupShadow,
} from '@toolbox/core/tools/mockup-generator';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { checkQualityFlag, imageFileFlags } from '../output/image-flags';

export const examples: readonly Example[] = [
  { command: 'toolbox mockup screenshot.png --frame macbook-pro -o img' },
  {
    command: 'toolbox mockup app.png --frame phone-island --background ocean --tilt 15 --radius 32',
    description: 'a current phone on a gradient, turned in perspective, with rounded corners',
  },
  {
    command: 'toolbox mockup desktop.png phone.png --frame laptop-notch,phone-island --arrangement overlap',
    description: 'two screenshots in one image, the phone over the laptop',
  },
  {
    command:
      'toolbox mockup app.png --frame browser-dark --background wallpaper.jpg --padding 64 --shadow strong',
    description: 'a browser window on your own picture',
  },
  {
    command: 'toolbox mockup long-page.png --frame macbook-pro --fit fit --scale 2',
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
  image: { flag: '--image <file>', description: 'the (first) screenshot, as a flag' },
  device: {
    flag: '--frame <frames>',
    description: `device frame, one per screenshot (comma-separated; the last repeats): ${DEVICE_IDS.join(', ')}`,
    list: 'split',
    aliases: ['--device <device>'],
    default: [MOCKUP_DEFAULTS.device],
  },
  arrangement: {
    flag: '--arrangement <how>',
    description: 'several screenshots: side by side, or overlapping',
    choices: MOCKUP_ARRANGEMENTS,
    default: MOCKUP_DEFAULTS.arrangement,
  },
  background: {
    flag: '--background <value>',
    description: `a hex colour, a gradient (${GRADIENT_IDS.join(', ')}) or an image file to cover the background`,
    default: MOCKUP_DEFAULTS.backgroundColor,
  },
  shadow: {
    flag: '--shadow <level>',
    description: `drop shadow: ${MOCKUP_SHADOWS.join(', ')} (default medium)`,
    negate: 'no drop shadow (padding 50 px instead of 100 px)',
  },
  padding: {
    flag: '--padding <px>',
    description: `space around the devices, 0 to ${MOCKUP_MAX_PADDING} px (auto: 100 with a shadow, 50 without)`,
    default: 'auto',
  },
  radius: {
    flag: '--radius <px>',
    description: "round the image's corners (transparent outside them in a PNG)",
    number: { min: 0, max: MOCKUP_MAX_RADIUS },
    default: MOCKUP_DEFAULTS.radius,
  },
  tilt: {
    flag: '--tilt <degrees>',
    description: `turn the devices in perspective, -${MAX_TILT} (left side away) to ${MAX_TILT} (right side away)`,
    number: { min: -MAX_TILT, max: MAX_TILT },
    default: MOCKUP_DEFAULTS.tilt,
  },
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
  flags.configure(
    cmd.argument(
      '[image...]',
      `screenshots to place on the screens (PNG, JPG, WebP or SVG), up to ${MOCKUP_MAX_SCREENSHOTS}`,
    ),
  );
}

/** Core's mockup settings, with the screenshots (and a background picture) as paths, and how the image is written. */
export interface MockupOptions extends Omit<MockupInput, 'image' | 'extra' | 'backgroundImage' | 'shadow'> {
  images: string[];
  backgroundImage: string | null;
  shadow: MockupShadow;
  format: ImageFormat;
  quality: number;
  out: string;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): MockupOptions {
  const positional = readFlags(parsed).args();
  const {
    image: flag,
    device,
    background,
    shadow,
    padding,
    position,
    scale,
    output,
    ...values
  } = flags.read(parsed);
  checkQualityFlag(parsed, values.format);
  if (positional.length > 0 && flag && !positional.includes(flag))
    throw new UsageError('Give the first image once: as an argument or with --image.');
  const images = positional.length > 0 ? positional : flag ? [flag] : [];
  if (images.length === 0) {
    throw new UsageError('No Image Selected: Please select an image to create a mockup.', {
      hint: 'toolbox mockup screenshot.png --frame macbook-pro',
    });
  }
  if (images.length > MOCKUP_MAX_SCREENSHOTS)
    throw new UsageError(
      `Up to ${MOCKUP_MAX_SCREENSHOTS} screenshots go in one image, not ${images.length}.`,
    );
  const frames = readFrames(device, images.length);
  return {
    images,
    ...values,
    device: frames[0]!,
    extraDevices: frames.slice(1),
    ...readBackground(background),
    shadow: readShadow(shadow),
    padding: readPadding(padding),
    ...readPosition(position),
    scale: MOCKUP_SCALES.find((s) => String(s) === scale) ?? 1,
    out: output,
  };
}

/** One frame per screenshot; the last one given frames the rest. */
function readFrames(given: string[], count: number): DeviceId[] {
  const frames = given.map((name) => {
    const id = DEVICE_IDS.find((d) => d === name);
    if (!id) throw new UsageError(`--frame "${name}" is not a frame. Choose from: ${DEVICE_IDS.join(', ')}.`);
    return id;
  });
  if (frames.length > count)
    throw new UsageError(
      `${frames.length} frames for ${count} screenshot${count === 1 ? '' : 's'}: give one each.`,
    );
  return Array.from({ length: count }, (_, i) => frames[i] ?? frames.at(-1) ?? MOCKUP_DEFAULTS.device);
}

/** A hex colour, a gradient's name, or else the path of a picture (read, and checked, when the command runs). */
function readBackground(value: string): {
  background: MockupBackground;
  backgroundColor: string;
  backgroundImage: string | null;
} {
  // What looks like a colour is one (core checks it and names a bad one).
  if (/^#|^[0-9a-f]{3}$|^[0-9a-f]{6}$/i.test(value))
    return { background: 'color', backgroundColor: value, backgroundImage: null };
  const named = MOCKUP_BACKGROUNDS.find((b) => b === value && b !== 'image');
  if (named)
    return { background: named, backgroundColor: MOCKUP_DEFAULTS.backgroundColor, backgroundImage: null };
  return { background: 'image', backgroundColor: MOCKUP_DEFAULTS.backgroundColor, backgroundImage: value };
}

function readShadow(value: string | boolean): MockupShadow {
  if (value === true) return 'medium';
  if (value === false) return 'none';
  const level = MOCKUP_SHADOWS.find((s) => s === value);
  if (!level) throw new UsageError(`--shadow must be one of ${MOCKUP_SHADOWS.join(', ')}, not "${value}".`);
  return level;
}

function readPadding(value: string): number | 'auto' {
  if (value === 'auto') return 'auto';
  const px = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(px <= MOCKUP_MAX_PADDING))
    throw new UsageError(
      `--padding must be auto or a whole number from 0 to ${MOCKUP_MAX_PADDING}, not "${value}".`,
    );
  return px;
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
  const [{ runMockup, runMockupFileCheck }, { napiGraphics }, { readImageFile }, { writeFiles }] =
    await Promise.all([
      import('@toolbox/core/tools/mockup-generator'),
      import('../platform/napi-graphics'),
      import('../platform/image-input'),
      import('../output/write-output'),
    ]);
  const [image, ...extra] = await Promise.all(
    options.images.map((path) => readImageFile(path, ctx.cwd, runMockupFileCheck)),
  );
  const picture = options.backgroundImage;
  const backgroundImage = picture
    ? await readImageFile(picture, ctx.cwd, runMockupFileCheck).catch((error: unknown) => {
        if (error instanceof ToolInputError && error.message === `${picture}: no such file.`)
          throw new ToolInputError(
            `--background "${picture}" is not a hex colour, a gradient (${GRADIENT_IDS.join(', ')}) or an image file.`,
          );
        throw error;
      })
    : null;
  const input: Partial<MockupInput> = {
    image: image ?? null,
    extra,
    backgroundImage,
    device: options.device,
    extraDevices: options.extraDevices,
    arrangement: options.arrangement,
    background: options.background,
    backgroundColor: options.backgroundColor,
    padding: options.padding,
    radius: options.radius,
    shadow: options.shadow,
    tilt: options.tilt,
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
