export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a frame is, for the page's grouping and for how devices side by side are sized against each other. */
type FrameKind = 'phone' | 'tablet' | 'laptop' | 'monitor' | 'browser';

export interface DeviceFrame {
  name: string;
  kind: FrameKind;
  width: number;
  height: number;
  /** Where the screenshot goes, relative to the frame's top-left. */
  screen: Box;
  /** Radius of the screen's corners (the screenshot is clipped to it), or each corner's from the top-left. */
  screenRadius: number | readonly [number, number, number, number];
  /** The device's own pixel density: the largest export scale offered (a 3x phone, a 2x laptop or tablet). */
  density: 2 | 3;
  /** The real thing's height in millimetres as drawn: devices side by side keep their true proportions. */
  realHeight: number;
}

/** The spec's four frames first (the default is the first), then the current ones, drawn and named generically. */
export const DEVICE_IDS = [
  'macbook-pro',
  'iphone-14-pro',
  'ipad-pro',
  'samsung-galaxy',
  'phone-island',
  'phone-punch-hole',
  'phone-compact',
  'foldable',
  'tablet',
  'tablet-android',
  'laptop-notch',
  'laptop-windows',
  'monitor',
  'browser-light',
  'browser-dark',
] as const;
export type DeviceId = (typeof DEVICE_IDS)[number];

/** Outer sizes in frame pixels; screens are inset inside the bezels (frame-drawing.ts draws around them). */
export const DEVICES = {
  'macbook-pro': {
    name: 'MacBook Pro',
    kind: 'laptop',
    width: 1200,
    height: 750,
    // 16:10, as the display is: a 16:10 screenshot fills it without losing its sides.
    screen: { x: 124, y: 26, width: 952, height: 595 },
    screenRadius: 6,
    density: 2,
    realHeight: 250,
  },
  'iphone-14-pro': {
    name: 'iPhone 14 Pro',
    kind: 'phone',
    width: 400,
    height: 800,
    screen: { x: 18, y: 18, width: 364, height: 764 },
    screenRadius: 48,
    density: 3,
    realHeight: 147,
  },
  'ipad-pro': {
    name: 'iPad Pro',
    kind: 'tablet',
    width: 800,
    height: 1000,
    screen: { x: 36, y: 36, width: 728, height: 928 },
    screenRadius: 14,
    density: 2,
    realHeight: 281,
  },
  'samsung-galaxy': {
    name: 'Samsung Galaxy',
    kind: 'phone',
    width: 380,
    height: 780,
    screen: { x: 12, y: 12, width: 356, height: 756 },
    screenRadius: 38,
    density: 3,
    realHeight: 146,
  },
  'phone-island': {
    // 19.5:9 with a pill-shaped camera island, as current flagship phones.
    name: 'Phone with camera island',
    kind: 'phone',
    width: 428,
    height: 876,
    screen: { x: 18, y: 18, width: 392, height: 840 },
    screenRadius: 56,
    density: 3,
    realHeight: 150,
  },
  'phone-punch-hole': {
    name: 'Android phone, punch-hole camera',
    kind: 'phone',
    width: 404,
    height: 872,
    screen: { x: 12, y: 12, width: 380, height: 848 },
    screenRadius: 40,
    density: 3,
    realHeight: 155,
  },
  'phone-compact': {
    // A small phone with a forehead and chin: 16:9 screen.
    name: 'Compact phone',
    kind: 'phone',
    width: 380,
    height: 780,
    screen: { x: 24, y: 96, width: 332, height: 590 },
    screenRadius: 4,
    density: 2,
    realHeight: 138,
  },
  foldable: {
    // A book-style foldable, open: nearly square, with its crease down the middle.
    name: 'Foldable phone, open',
    kind: 'phone',
    width: 720,
    height: 820,
    screen: { x: 14, y: 14, width: 692, height: 792 },
    screenRadius: 24,
    density: 2,
    realHeight: 155,
  },
  tablet: {
    name: 'Tablet, slim bezels',
    kind: 'tablet',
    width: 820,
    height: 1148,
    screen: { x: 30, y: 30, width: 760, height: 1088 },
    screenRadius: 22,
    density: 2,
    realHeight: 248,
  },
  'tablet-android': {
    // Landscape 16:10.
    name: 'Android tablet, landscape',
    kind: 'tablet',
    width: 1176,
    height: 756,
    screen: { x: 28, y: 28, width: 1120, height: 700 },
    screenRadius: 16,
    density: 2,
    realHeight: 166,
  },
  'laptop-notch': {
    // Thin bezels and a camera notch cut into the screen's top edge; the screen is 1.54:1.
    name: 'Laptop with notch',
    kind: 'laptop',
    width: 1200,
    height: 712,
    screen: { x: 116, y: 16, width: 968, height: 629 },
    screenRadius: 10,
    density: 2,
    realHeight: 235,
  },
  'laptop-windows': {
    // 16:9 with a deeper chin under the screen.
    name: 'Windows laptop',
    kind: 'laptop',
    width: 1200,
    height: 660,
    screen: { x: 120, y: 20, width: 960, height: 540 },
    screenRadius: 2,
    density: 2,
    realHeight: 240,
  },
  monitor: {
    name: 'Desktop monitor',
    kind: 'monitor',
    width: 1308,
    height: 960,
    screen: { x: 14, y: 14, width: 1280, height: 720 },
    screenRadius: 2,
    density: 2,
    realHeight: 520,
  },
  'browser-light': {
    name: 'Browser window, light',
    kind: 'browser',
    width: 1280,
    height: 852,
    screen: { x: 1, y: 52, width: 1278, height: 799 },
    // Square under the title bar, rounded with the window at the bottom.
    screenRadius: [0, 0, 11, 11],
    density: 2,
    realHeight: 240,
  },
  'browser-dark': {
    name: 'Browser window, dark',
    kind: 'browser',
    width: 1280,
    height: 852,
    screen: { x: 1, y: 52, width: 1278, height: 799 },
    // Square under the title bar, rounded with the window at the bottom.
    screenRadius: [0, 0, 11, 11],
    density: 2,
    realHeight: 240,
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
