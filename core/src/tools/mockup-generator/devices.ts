export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DeviceFrame {
  name: string;
  width: number;
  height: number;
  /** Where the screenshot goes, relative to the frame's top-left. */
  screen: Box;
  /** Radius of the screen's corners (the screenshot is clipped to it). */
  screenRadius: number;
  /** The device's own pixel density: the largest export scale offered (a 3x phone, a 2x laptop or tablet). */
  density: 2 | 3;
}

export const DEVICE_IDS = ['macbook-pro', 'iphone-14-pro', 'ipad-pro', 'samsung-galaxy'] as const;
export type DeviceId = (typeof DEVICE_IDS)[number];

/** The spec's four frames with their outer sizes; screens are inset inside the bezels. */
export const DEVICES = {
  'macbook-pro': {
    name: 'MacBook Pro',
    width: 1200,
    height: 750,
    // 16:10, as the display is: a 16:10 screenshot fills it without losing its sides.
    screen: { x: 124, y: 26, width: 952, height: 595 },
    screenRadius: 6,
    density: 2,
  },
  'iphone-14-pro': {
    name: 'iPhone 14 Pro',
    width: 400,
    height: 800,
    screen: { x: 18, y: 18, width: 364, height: 764 },
    screenRadius: 48,
    density: 3,
  },
  'ipad-pro': {
    name: 'iPad Pro',
    width: 800,
    height: 1000,
    screen: { x: 36, y: 36, width: 728, height: 928 },
    screenRadius: 14,
    density: 2,
  },
  'samsung-galaxy': {
    name: 'Samsung Galaxy',
    width: 380,
    height: 780,
    screen: { x: 12, y: 12, width: 356, height: 756 },
    screenRadius: 38,
    density: 3,
  },
} as const satisfies Record<DeviceId, DeviceFrame>;

/** How the screenshot meets the screen: `fill` covers it (the overflow is cut), `fit` shows all of it (letterboxed). */
export const MOCKUP_FITS = ['fill', 'fit'] as const;
export type MockupFit = (typeof MOCKUP_FITS)[number];

/**
 * Where the screenshot sits along the screen's height: `auto` is `top` when a tall screenshot is cut (so its
 * header stays) and `center` otherwise; `custom` uses an offset, 0 (top) to 100 (bottom) percent of the slack.
 */
export const MOCKUP_POSITIONS = ['auto', 'top', 'center', 'bottom', 'custom'] as const;
export type MockupPosition = (typeof MOCKUP_POSITIONS)[number];

export interface Placement {
  fit: MockupFit;
  position: MockupPosition;
  /** Percent of the vertical slack above the screenshot when `position` is `custom`: 0 top, 100 bottom. */
  offset: number;
}

const VERTICAL: Record<Exclude<MockupPosition, 'auto' | 'custom'>, number> = {
  top: 0,
  center: 0.5,
  bottom: 1,
};

/**
 * Where an image of the given size is drawn in `box`: scaled to cover it (`fill`) or to fit inside it (`fit`),
 * centred across and placed along the height as `position` says. What lies outside `box` is cut by the clip.
 */
export function placeImage(
  image: { width: number; height: number },
  box: Box,
  placement: Placement = { fit: 'fill', position: 'center', offset: 50 },
): Box {
  const pick = placement.fit === 'fit' ? Math.min : Math.max;
  const scale = pick(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  // Negative when the screenshot is taller than the box (cut), positive when letterboxed.
  const slack = box.height - height;
  const along =
    placement.position === 'custom'
      ? Math.min(100, Math.max(0, placement.offset)) / 100
      : placement.position === 'auto'
        ? slack < -0.5
          ? 0
          : 0.5
        : VERTICAL[placement.position];
  return { x: box.x + (box.width - width) / 2, y: box.y + slack * along, width, height };
}
