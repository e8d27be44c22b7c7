import { normalizeHexColor } from '../../color/hex-color';
import { ToolInputError } from '../../errors';
import { imageExtension } from '../../image/formats';
import type {
  Context2D,
  Graphics,
  ImageMime,
  ImageSource,
  OutputFile,
  RenderPorts,
  Surface,
} from '../../ports';
import { isGradient, MOCKUP_BACKGROUNDS, type MockupBackground, paintGradient } from './backgrounds';
import {
  DEVICE_IDS,
  DEVICES,
  type DeviceFrame,
  type DeviceId,
  MOCKUP_FITS,
  MOCKUP_POSITIONS,
  type MockupFit,
  type MockupPosition,
  placeImage,
} from './devices';
import { drawFrameBody, drawFrameOverlay, screenPath } from './frame-drawing';
import {
  MOCKUP_ARRANGEMENTS,
  MOCKUP_MAX_SCREENSHOTS,
  type MockupArrangement,
  type MockupLayout,
  mockupLayout,
} from './layout';
import { type ImageInput, loadScreenshot } from './screenshot-input';
import { drawTilted, MAX_TILT } from './tilt';

const MOCKUP_PADDING = 50;
const MOCKUP_SHADOW_PADDING = 100;
/** The most padding and corner radius a user can ask for, in frame pixels. */
export const MOCKUP_MAX_PADDING = 400;
export const MOCKUP_MAX_RADIUS = 200;

/** How much shadow the devices cast on the background; `medium` is the spec's one shadow. */
export const MOCKUP_SHADOWS = ['none', 'soft', 'medium', 'strong'] as const;
export type MockupShadow = (typeof MOCKUP_SHADOWS)[number];

const SHADOW_LOOKS: Record<
  Exclude<MockupShadow, 'none'>,
  { color: string; blur: number; offsetY: number }
> = {
  soft: { color: 'rgba(15, 23, 42, 0.22)', blur: 36, offsetY: 14 },
  medium: { color: 'rgba(15, 23, 42, 0.35)', blur: 60, offsetY: 30 },
  strong: { color: 'rgba(15, 23, 42, 0.55)', blur: 90, offsetY: 46 },
};

export interface MockupInput {
  image: ImageInput | null;
  device: DeviceId;
  /** Screenshots 2 and 3, beside or over the first. */
  extra: ImageInput[];
  /** The frame of each extra screenshot; one not given takes `device`. */
  extraDevices: DeviceId[];
  arrangement: MockupArrangement;
  background: MockupBackground;
  backgroundColor: string;
  /** The picture behind the devices when `background` is `image`. */
  backgroundImage: ImageInput | null;
  /** Space around the devices in frame pixels; `auto` is the spec's 50, or 100 with a shadow. */
  padding: number | 'auto';
  /** Rounds the image's own corners (transparent outside them in a PNG). */
  radius: number;
  /** Older settings and presets hold a boolean: true is `medium`, false `none`. */
  shadow: MockupShadow | boolean;
  /** Degrees the devices are turned about their vertical axis, in perspective (positive: the right side away). */
  tilt: number;
  /** `fill` covers the screen (cutting the overflow), `fit` shows the whole screenshot. */
  fit: MockupFit;
  /** Along the height: `auto` keeps a tall screenshot's top and centres anything else. */
  position: MockupPosition;
  /** With `position: 'custom'`: percent of the slack above the screenshot, 0 (top) to 100 (bottom). */
  offset: number;
  /** Pixel density of the export: 2 doubles the width and height (a retina image); up to the device's own. */
  scale: MockupScale;
}

/** The settings a page keeps and a preset holds: everything but the pictures. */
export type MockupSettings = Omit<MockupInput, 'image' | 'extra' | 'backgroundImage' | 'shadow'> & {
  shadow: MockupShadow;
};

export const MOCKUP_SCALES = [1, 2, 3] as const;
export type MockupScale = (typeof MOCKUP_SCALES)[number];

/** The export scales the devices offer: 1x up to the lowest of their own densities. */
export function deviceScales(device: DeviceId, ...others: DeviceId[]): MockupScale[] {
  const density = Math.min(...[device, ...others].map((id) => DEVICES[id].density));
  return MOCKUP_SCALES.filter((scale) => scale <= density);
}

/** The default frame is the first the list offers. */
export const MOCKUP_DEFAULTS: MockupSettings = {
  device: 'macbook-pro',
  extraDevices: [],
  arrangement: 'side-by-side',
  background: 'color',
  backgroundColor: '#f3f4f6',
  padding: 'auto',
  radius: 0,
  shadow: 'medium',
  tilt: 0,
  fit: 'fill',
  position: 'auto',
  offset: 0,
  scale: 1,
};

/** `mockup-ipad-pro.png`, `mockup-ipad-pro@2x.png` at scale 2, `mockup-laptop-notch+phone-island.png` for two. */
export function mockupFileName(
  device: DeviceId | readonly DeviceId[],
  ext = 'png',
  scale: MockupScale = 1,
): string {
  const name = typeof device === 'string' ? device : device.join('+');
  return `mockup-${name}${scale === 1 ? '' : `@${scale}x`}.${ext}`;
}

function shadowLevel(shadow: MockupShadow | boolean): MockupShadow {
  return shadow === true ? 'medium' : shadow === false ? 'none' : shadow;
}

function refuseRange(what: string, value: number, min: number, max: number, unit = ''): void {
  if (!Number.isFinite(value) || value < min || value > max)
    throw new ToolInputError(`${what} must be from ${min}${unit} to ${max}${unit}, not ${value}.`);
}

function checkDevice(device: string): DeviceId {
  const id = DEVICE_IDS.find((d) => d === device);
  if (!id)
    throw new ToolInputError(`Invalid device frame "${device}". Choose one of: ${DEVICE_IDS.join(', ')}.`);
  return id;
}

type Normalized = Omit<MockupInput, 'image' | 'shadow' | 'padding'> & {
  image: ImageInput;
  shadow: MockupShadow;
  padding: number;
};

function normalizeMockupInput(input: Partial<MockupInput>): Normalized {
  const merged: MockupInput = { image: null, extra: [], backgroundImage: null, ...MOCKUP_DEFAULTS, ...input };
  if (!merged.image || merged.image.bytes.length === 0) {
    throw new ToolInputError('Please select an image to create a mockup.', 'No Image Selected');
  }
  const device = checkDevice(merged.device);
  if (merged.extra.length > MOCKUP_MAX_SCREENSHOTS - 1)
    throw new ToolInputError(
      `Up to ${MOCKUP_MAX_SCREENSHOTS} screenshots go in one image, not ${merged.extra.length + 1}.`,
    );
  const extraDevices = merged.extra.map((_, i) => checkDevice(merged.extraDevices[i] ?? device));
  const arrangement = MOCKUP_ARRANGEMENTS.find((a) => a === merged.arrangement);
  if (!arrangement)
    throw new ToolInputError(
      `Invalid arrangement "${merged.arrangement}". Choose one of: ${MOCKUP_ARRANGEMENTS.join(', ')}.`,
    );
  const background = MOCKUP_BACKGROUNDS.find((b) => b === merged.background);
  if (!background)
    throw new ToolInputError(
      `Invalid background "${merged.background}". Choose one of: ${MOCKUP_BACKGROUNDS.join(', ')}.`,
    );
  if (background === 'image' && !merged.backgroundImage?.bytes.length)
    throw new ToolInputError('Choose a background picture, or another background.');
  const backgroundColor = normalizeHexColor(merged.backgroundColor);
  if (!backgroundColor) {
    throw new ToolInputError(
      `Background colour "${merged.backgroundColor}" is not a hex colour like #f3f4f6.`,
    );
  }
  const shadow = shadowLevel(merged.shadow);
  if (!MOCKUP_SHADOWS.includes(shadow))
    throw new ToolInputError(`Invalid shadow "${shadow}". Choose one of: ${MOCKUP_SHADOWS.join(', ')}.`);
  const padding =
    merged.padding === 'auto' ? (shadow === 'none' ? MOCKUP_PADDING : MOCKUP_SHADOW_PADDING) : merged.padding;
  refuseRange('The padding', padding, 0, MOCKUP_MAX_PADDING, ' px');
  refuseRange('The corner radius', merged.radius, 0, MOCKUP_MAX_RADIUS, ' px');
  refuseRange('The tilt', merged.tilt, -MAX_TILT, MAX_TILT, '°');
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
  const scales = deviceScales(device, ...extraDevices);
  const scale = scales.find((s) => s === merged.scale);
  if (!scale) {
    const names = [...new Set([device, ...extraDevices].map((id) => DEVICES[id].name))].join(' and the ');
    throw new ToolInputError(
      `Invalid scale "${merged.scale}" for the ${names}. Choose ${scales.join(', ')}.`,
    );
  }
  return {
    ...merged,
    image: merged.image,
    device,
    extraDevices,
    arrangement,
    background,
    backgroundColor,
    shadow,
    padding,
    fit,
    position,
    scale,
  };
}

/** One device with its screenshot, on a transparent surface of its own size. */
function drawDevice(
  graphics: Graphics,
  device: DeviceId,
  screenshot: ImageSource,
  size: number,
  options: Normalized,
): Surface {
  const frame: DeviceFrame = DEVICES[device];
  const surface = graphics.createSurface(Math.ceil(frame.width * size), Math.ceil(frame.height * size));
  const ctx = surface.context();
  ctx.scale(size, size);
  drawFrameBody(ctx, device);
  const { screen } = frame;
  ctx.save();
  screenPath(ctx, device);
  ctx.clip();
  ctx.fillStyle = '#000000';
  ctx.fillRect(screen.x, screen.y, screen.width, screen.height);
  const at = placeImage(screenshot, screen, options);
  ctx.drawImage(screenshot, at.x, at.y, at.width, at.height);
  ctx.restore();
  drawFrameOverlay(ctx, device);
  return surface;
}

function paintBackground(
  ctx: Context2D,
  options: Normalized,
  picture: ImageSource | null,
  w: number,
  h: number,
) {
  if (picture) {
    const at = placeImage(picture, { x: 0, y: 0, width: w, height: h });
    ctx.fillStyle = options.backgroundColor;
    ctx.fillRect(0, 0, w, h);
    ctx.drawImage(picture, at.x, at.y, at.width, at.height);
    return;
  }
  ctx.fillStyle = isGradient(options.background)
    ? paintGradient(ctx, options.background, w, h)
    : options.backgroundColor;
  ctx.fillRect(0, 0, w, h);
}

function castShadow(ctx: Context2D, shadow: MockupShadow, scale: number, strength = 1): void {
  if (shadow === 'none') return;
  // Shadows ignore the transform, so they are scaled here.
  const look = SHADOW_LOOKS[shadow];
  ctx.shadowColor = look.color;
  ctx.shadowBlur = look.blur * scale * strength;
  ctx.shadowOffsetY = look.offsetY * scale * strength;
}

/**
 * Draws the mockup on a new surface: the background, then the devices (each with its screenshot clipped to its
 * screen and its camera over it) on a transparent layer, turned in perspective when tilted, and that layer laid
 * on the background casting one shadow from its real outline.
 */
export async function drawMockup<S extends Surface = Surface>(
  input: Partial<MockupInput>,
  { graphics }: Pick<RenderPorts<S>, 'graphics'>,
) {
  const options = normalizeMockupInput(input);
  const shots = [options.image, ...options.extra];
  const screenshots: ImageSource[] = [];
  for (const [i, shot] of shots.entries())
    screenshots.push(
      await loadScreenshot(graphics, shot, shots.length > 1 ? `Screenshot ${i + 1}` : 'The screenshot'),
    );
  const picture =
    options.background === 'image' && options.backgroundImage
      ? await loadScreenshot(graphics, options.backgroundImage, 'The background picture')
      : null;
  const layout = mockupLayout({ ...options, count: shots.length });
  const { scale } = options;
  const width = layout.width * scale;
  const height = layout.height * scale;
  const surface = graphics.createSurface(width, height);
  const ctx = surface.context();
  if (options.radius > 0) {
    ctx.beginPath();
    ctx.roundRect(0, 0, width, height, Math.min(options.radius * scale, width / 2, height / 2));
    ctx.clip();
  }
  paintBackground(ctx, options, picture, width, height);

  const layer = graphics.createSurface(width, height);
  const layerCtx = layer.context();
  const overlapping = options.arrangement === 'overlap' && layout.slots.length > 1;
  for (const slot of layout.order.map((i) => layout.slots[i]!)) {
    const device = drawDevice(graphics, slot.device, screenshots[slot.index]!, slot.size * scale, options);
    layerCtx.save();
    // Devices over one another: each casts a little shadow on the one behind.
    if (overlapping) castShadow(layerCtx, options.shadow, scale, 0.5);
    layerCtx.drawImage(device.asImage(), slot.x * scale, slot.y * scale, device.width, device.height);
    layerCtx.restore();
  }
  let devices = layer;
  if (options.tilt !== 0) {
    devices = graphics.createSurface(width, height);
    drawTilted(devices.context(), layer.asImage(), options.tilt);
  }
  ctx.save();
  castShadow(ctx, options.shadow, scale);
  ctx.drawImage(devices.asImage(), 0, 0, width, height);
  ctx.restore();
  return { surface, options, layout };
}

/** The file for a drawn mockup, so a preview and its download are the same pixels. */
export async function mockupFile(
  drawn: { surface: Surface; options: Pick<MockupInput, 'device' | 'extraDevices' | 'scale'> },
  mime: ImageMime = 'image/png',
  quality = 0.92,
): Promise<OutputFile> {
  const { device, extraDevices, scale } = drawn.options;
  const name = mockupFileName([device, ...extraDevices], imageExtension(mime), scale);
  return { name, mime, data: await drawn.surface.encode(mime, quality) };
}

/** A drawn mockup: the surface a page shows, its file, the settings used and where each device landed. */
export interface MockupResult<S extends Surface = Surface> {
  surface: S;
  file: OutputFile;
  options: Normalized;
  layout: MockupLayout;
}

/** Draws the mockup and encodes it; a bad setting throws a ToolInputError naming it. */
export async function runMockup<S extends Surface = Surface>(
  input: Partial<MockupInput>,
  ports: Pick<RenderPorts<S>, 'graphics'>,
  mime: ImageMime = 'image/png',
  quality = 0.92,
): Promise<MockupResult<S>> {
  const drawn = await drawMockup(input, ports);
  return {
    surface: drawn.surface,
    file: await mockupFile(drawn, mime, quality),
    options: drawn.options,
    layout: drawn.layout,
  };
}

/** One export size: its scale and the image's pixel size with the padding. */
export interface MockupExportSize {
  scale: MockupScale;
  width: number;
  height: number;
}

/** The export sizes of a mockup, 1x up to its devices' own density, as the page's Export size choice lists them. */
export function runMockupSizes(
  settings: Pick<MockupInput, 'device' | 'shadow'> &
    Partial<Pick<MockupInput, 'extraDevices' | 'arrangement' | 'padding'>> & { count?: number },
): MockupExportSize[] {
  const shadow = shadowLevel(settings.shadow);
  const padding = settings.padding ?? 'auto';
  const layout = mockupLayout({
    device: settings.device,
    extraDevices: settings.extraDevices ?? [],
    arrangement: settings.arrangement ?? 'side-by-side',
    padding: padding === 'auto' ? (shadow === 'none' ? MOCKUP_PADDING : MOCKUP_SHADOW_PADDING) : padding,
    count: settings.count ?? 1,
  });
  const used = layout.slots.map((slot) => slot.device);
  return deviceScales(used[0] ?? settings.device, ...used.slice(1)).map((scale) => ({
    scale,
    width: layout.width * scale,
    height: layout.height * scale,
  }));
}
