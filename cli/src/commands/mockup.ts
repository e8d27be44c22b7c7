import { relative } from 'node:path';
import {
  DEVICE_IDS,
  type DeviceId,
  MOCKUP_DEFAULTS,
  mockupFileName,
  normalizeMockupInput,
} from '@toolbox/core/tools/mockup-generator';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';

export const examples: readonly Example[] = [
  { command: 'toolbox mockup screenshot.png --device macbook-pro --out img' },
  {
    command: 'toolbox mockup app.png --device iphone-14-pro --background "#0f172a" --no-shadow --format webp',
  },
];

const FORMATS = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

export function configure(cmd: Command) {
  cmd
    .argument('[image]', 'screenshot to place on the screen (PNG, JPG, WebP or SVG)')
    .option('--image <file>', 'the screenshot, as a flag')
    .addOption(
      new Option('--device <device>', 'device frame').choices(DEVICE_IDS).default(MOCKUP_DEFAULTS.device),
    )
    .option('--background <color>', 'background colour (hex)', MOCKUP_DEFAULTS.backgroundColor)
    .option('--no-shadow', 'no drop shadow (padding 50 px instead of 100 px)')
    .addOption(new Option('--format <format>', 'image format').choices(Object.keys(FORMATS)).default('png'))
    .option('--quality <n>', 'JPEG/WebP quality, 1 to 100', '92')
    .option('-o, --out <dir>', 'folder to write to (created if missing)', '.')
    .option('-f, --force', 'overwrite a file that already exists');
}

export interface MockupOptions {
  image: string;
  device: DeviceId;
  backgroundColor: string;
  shadow: boolean;
  format: keyof typeof FORMATS;
  quality: number;
  out: string;
  force: boolean;
}

export function toOptions({ flags, args }: ParsedCommand): MockupOptions {
  const str = (name: string, fallback: string) =>
    typeof flags[name] === 'string' ? (flags[name] as string) : fallback;
  const positional = typeof args[0] === 'string' ? args[0] : undefined;
  const flag = typeof flags.image === 'string' ? flags.image : undefined;
  if (positional && flag && positional !== flag)
    throw new UsageError('Give the image once: as an argument or with --image.');
  const image = positional ?? flag;
  if (!image) {
    throw new UsageError('No Image Selected: Please select an image to create a mockup.', {
      hint: 'toolbox mockup screenshot.png --device macbook-pro',
    });
  }
  const quality = Number(str('quality', '92'));
  if (!Number.isFinite(quality) || quality < 1 || quality > 100)
    throw new UsageError('--quality must be between 1 and 100.');
  return {
    image,
    device: str('device', MOCKUP_DEFAULTS.device) as DeviceId,
    backgroundColor: str('background', MOCKUP_DEFAULTS.backgroundColor),
    shadow: flags.shadow !== false,
    format: str('format', 'png') as keyof typeof FORMATS,
    quality,
    out: str('out', '.'),
    force: flags.force === true,
  };
}

export async function run(options: MockupOptions, ctx: CliContext) {
  const [{ renderMockup }, { napiGraphics }, { fsSink }, { readImageFile }] = await Promise.all([
    import('@toolbox/core/tools/mockup-generator'),
    import('../platform/napi-graphics'),
    import('../platform/fs-sink'),
    import('../platform/image-input'),
  ]);
  const image = await readImageFile(options.image, ctx.cwd);
  const input = {
    image,
    device: options.device,
    backgroundColor: options.backgroundColor,
    shadow: options.shadow,
  };
  normalizeMockupInput(input);
  const sink = await fsSink(options.out, ctx.cwd, { force: options.force });
  await sink.claim([mockupFileName(options.device, options.format === 'jpeg' ? 'jpg' : options.format)]);
  const file = await renderMockup(
    input,
    { graphics: napiGraphics() },
    FORMATS[options.format],
    options.quality / 100,
  );
  await sink.write(file);
  if (ctx.json) ctx.print(JSON.stringify({ files: sink.written }, null, 2));
  else for (const written of sink.written) ctx.print(relative(ctx.cwd, written.path) || written.name);
}
