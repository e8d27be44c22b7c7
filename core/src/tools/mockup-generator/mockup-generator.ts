import { normalizeHexColor } from '../../color/hex-color';
import { ToolInputError } from '../../errors';
import { imageExtension } from '../../image/formats';
import type { Context2D, ImageMime, ImageSource, OutputFile, RenderPorts, Surface } from '../../ports';
import {
  DEVICES,
  type DeviceFrame,
  type DeviceId,
  MOCKUP_FITS,
  MOCKUP_POSITIONS,
  type MockupFit,
  type MockupPosition,
  placeImage,
} from './devices';

export const MOCKUP_PADDING = 50;
export const MOCKUP_SHADOW_PADDING = 100;

export interface MockupInput {
  image: { bytes: Uint8Array; mime: string } | null;
  device: DeviceId;
  backgroundColor: string;
  shadow: boolean;
  /** `fill` covers the screen (cutting the overflow), `fit` shows the whole screenshot. */
  fit: MockupFit;
  /** Along the height: `auto` keeps a tall screenshot's top and centres anything else. */
  position: MockupPosition;
  /** With `position: 'custom'`: percent of the slack above the screenshot, 0 (top) to 100 (bottom). */
  offset: number;
  /** Pixel density of the export: 2 doubles the width and height (a retina image); up to the device's own. */
  scale: MockupScale;
}

export const MOCKUP_SCALES = [1, 2, 3] as const;
export type MockupScale = (typeof MOCKUP_SCALES)[number];

/** The export scales a device offers: 1x up to its own density. */
export function deviceScales(device: DeviceId): MockupScale[] {
  return MOCKUP_SCALES.filter((scale) => scale <= DEVICES[device].density);
}

/** The default frame is the first the list offers. */
export const MOCKUP_DEFAULTS: Omit<MockupInput, 'image'> = {
  device: 'macbook-pro',
  backgroundColor: '#f3f4f6',
  shadow: true,
  fit: 'fill',
  position: 'auto',
  offset: 0,
  scale: 1,
};

/** `mockup-ipad-pro.png`, and `mockup-ipad-pro@2x.png` at scale 2. */
export function mockupFileName(device: DeviceId, ext = 'png', scale: MockupScale = 1): string {
  return `mockup-${device}${scale === 1 ? '' : `@${scale}x`}.${ext}`;
}

const BODY = '#1c1c1e';
const RIM = '#3a3a3c';
const SHADOW = { color: 'rgba(15, 23, 42, 0.35)', blur: 60, offsetY: 30 };

function rounded(ctx: Context2D, x: number, y: number, w: number, h: number, r: number | number[]): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Fills the current path, with the drop shadow when asked. */
function fillWithShadow(ctx: Context2D, color: string, shadow: number): void {
  ctx.save();
  if (shadow > 0) {
    // Shadows ignore the transform, so they are scaled here.
    ctx.shadowColor = SHADOW.color;
    ctx.shadowBlur = SHADOW.blur * shadow;
    ctx.shadowOffsetY = SHADOW.offsetY * shadow;
  }
  ctx.fillStyle = color;
  ctx.fill();
  ctx.restore();
}

/** `shadow` is 0 for none, otherwise the export scale the shadow is drawn at. */
function drawBody(ctx: Context2D, id: DeviceId, frame: DeviceFrame, shadow: number): void {
  if (id === 'macbook-pro') {
    // Lid, then the aluminium base that is wider than the lid.
    rounded(ctx, 100, 0, 1000, 692, [28, 28, 8, 8]);
    fillWithShadow(ctx, BODY, shadow);
    rounded(ctx, 0, 688, 1200, 44, [4, 4, 28, 28]);
    fillWithShadow(ctx, '#d4d4d8', shadow);
    const sheen = ctx.createLinearGradient(0, 688, 0, 732);
    sheen.addColorStop(0, '#f4f4f5');
    sheen.addColorStop(1, '#a1a1aa');
    rounded(ctx, 0, 688, 1200, 44, [4, 4, 28, 28]);
    ctx.fillStyle = sheen;
    ctx.fill();
    rounded(ctx, 520, 688, 160, 12, [0, 0, 10, 10]);
    ctx.fillStyle = '#a1a1aa';
    ctx.fill();
    ctx.fillStyle = '#3f3f46';
    ctx.fillRect(120, 732, 960, 6);
    ctx.beginPath();
    ctx.arc(600, 13, 4, 0, Math.PI * 2);
    ctx.fillStyle = '#3a3a3c';
    ctx.fill();
    return;
  }
  const radius = { 'iphone-14-pro': 64, 'ipad-pro': 44, 'samsung-galaxy': 48 }[id];
  rounded(ctx, 0, 0, frame.width, frame.height, radius);
  fillWithShadow(ctx, id === 'samsung-galaxy' ? '#111827' : BODY, shadow);
  rounded(ctx, 2, 2, frame.width - 4, frame.height - 4, radius - 2);
  ctx.strokeStyle = RIM;
  ctx.lineWidth = 3;
  ctx.stroke();
}

/** Camera cut-outs drawn over the screenshot. */
function drawCamera(ctx: Context2D, id: DeviceId, frame: DeviceFrame): void {
  ctx.fillStyle = '#000000';
  if (id === 'iphone-14-pro') {
    rounded(ctx, frame.width / 2 - 56, 34, 112, 32, 16);
    ctx.fill();
  } else if (id === 'samsung-galaxy') {
    ctx.beginPath();
    ctx.arc(frame.width / 2, 34, 9, 0, Math.PI * 2);
    ctx.fill();
  } else if (id === 'ipad-pro') {
    ctx.beginPath();
    ctx.arc(frame.width / 2, 18, 5, 0, Math.PI * 2);
    ctx.fillStyle = '#2c2c2e';
    ctx.fill();
  }
}

function normalizeMockupInput(
  input: Partial<MockupInput>,
): MockupInput & { image: NonNullable<MockupInput['image']> } {
  const merged = { image: null, ...MOCKUP_DEFAULTS, ...input };
  if (!merged.image || merged.image.bytes.length === 0) {
    throw new ToolInputError('Please select an image to create a mockup.', 'No Image Selected');
  }
  if (!Object.hasOwn(DEVICES, merged.device)) {
    throw new ToolInputError(
      `Invalid device frame "${merged.device}". Choose one of: ${Object.keys(DEVICES).join(', ')}.`,
    );
  }
  const backgroundColor = normalizeHexColor(merged.backgroundColor);
  if (!backgroundColor) {
    throw new ToolInputError(
      `Background colour "${merged.backgroundColor}" is not a hex colour like #f3f4f6.`,
    );
  }
  const fit = MOCKUP_FITS.find((f) => f === merged.fit);
  if (!fit)
    throw new ToolInputError(`Invalid fit "${merged.fit}". Choose one of: ${MOCKUP_FITS.join(', ')}.`);
  const position = MOCKUP_POSITIONS.find((p) => p === merged.position);
  if (!position) {
    throw new ToolInputError(
      `Invalid position "${merged.position}". Choose one of: ${MOCKUP_POSITIONS.join(', ')}.`,
    );
  }
  if (!Number.isFinite(merged.offset) || merged.offset < 0 || merged.offset > 100) {
    throw new ToolInputError(
      `The offset must be a percent from 0 (top) to 100 (bottom), not ${merged.offset}.`,
    );
  }
  const scales = deviceScales(merged.device);
  const scale = scales.find((s) => s === merged.scale);
  if (!scale)
    throw new ToolInputError(
      `Invalid scale "${merged.scale}" for the ${DEVICES[merged.device].name}. Choose ${scales.join(', ')}.`,
    );
  return {
    ...merged,
    image: merged.image,
    backgroundColor,
    shadow: Boolean(merged.shadow),
    fit,
    position,
    scale,
  };
}

/** Draws the mockup on a new surface: background, device body, the screenshot clipped to the screen, camera. */
export async function drawMockup<S extends Surface = Surface>(
  input: Partial<MockupInput>,
  { graphics }: Pick<RenderPorts<S>, 'graphics'>,
) {
  const options = normalizeMockupInput(input);
  const frame: DeviceFrame = DEVICES[options.device];
  let screenshot: ImageSource;
  try {
    screenshot = await graphics.loadImage(options.image.bytes, options.image.mime);
  } catch {
    throw new ToolInputError('Failed to load image. Use a PNG, JPG, WebP or SVG file.');
  }
  const pad = options.shadow ? MOCKUP_SHADOW_PADDING : MOCKUP_PADDING;
  const { scale } = options;
  const surface = graphics.createSurface((frame.width + pad * 2) * scale, (frame.height + pad * 2) * scale);
  const ctx = surface.context();
  ctx.fillStyle = options.backgroundColor;
  ctx.fillRect(0, 0, surface.width, surface.height);
  ctx.save();
  ctx.scale(scale, scale);
  ctx.translate(pad, pad);
  drawBody(ctx, options.device, frame, options.shadow ? scale : 0);

  const { screen } = frame;
  ctx.save();
  rounded(ctx, screen.x, screen.y, screen.width, screen.height, frame.screenRadius);
  ctx.clip();
  ctx.fillStyle = '#000000';
  ctx.fillRect(screen.x, screen.y, screen.width, screen.height);
  const at = placeImage(screenshot, screen, options);
  ctx.drawImage(screenshot, at.x, at.y, at.width, at.height);
  ctx.restore();
  drawCamera(ctx, options.device, frame);
  ctx.restore();
  return { surface, options };
}

/** The file for a drawn mockup, so a preview and its download are the same pixels. */
export async function mockupFile(
  drawn: { surface: Surface; options: { device: DeviceId; scale: MockupScale } },
  mime: ImageMime = 'image/png',
  quality = 0.92,
): Promise<OutputFile> {
  const name = mockupFileName(drawn.options.device, imageExtension(mime), drawn.options.scale);
  return { name, mime, data: await drawn.surface.encode(mime, quality) };
}

/** A drawn mockup: the surface a page shows, its file (named for the device and scale) and the settings used. */
export interface MockupResult<S extends Surface = Surface> {
  surface: S;
  file: OutputFile;
  options: MockupInput;
}

/** Draws the mockup and encodes it; a bad setting throws a ToolInputError naming it. */
export async function runMockup<S extends Surface = Surface>(
  input: Partial<MockupInput>,
  ports: Pick<RenderPorts<S>, 'graphics'>,
  mime: ImageMime = 'image/png',
  quality = 0.92,
): Promise<MockupResult<S>> {
  const drawn = await drawMockup(input, ports);
  return { surface: drawn.surface, file: await mockupFile(drawn, mime, quality), options: drawn.options };
}

/** One export size a device offers: its scale and the image's pixel size with the padding the shadow needs. */
export interface MockupExportSize {
  scale: MockupScale;
  width: number;
  height: number;
}

/** The export sizes of a frame, 1x up to the device's own density, as the page's Export size choice lists them. */
export function runMockupSizes({
  device,
  shadow,
}: Pick<MockupInput, 'device' | 'shadow'>): MockupExportSize[] {
  const pad = (shadow ? MOCKUP_SHADOW_PADDING : MOCKUP_PADDING) * 2;
  const frame = DEVICES[device];
  return deviceScales(device).map((scale) => ({
    scale,
    width: (frame.width + pad) * scale,
    height: (frame.height + pad) * scale,
  }));
}
