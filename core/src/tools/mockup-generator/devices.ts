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
}

/** The spec's four frames with their outer sizes; screens are inset inside the bezels. */
export const DEVICES = {
  'macbook-pro': {
    name: 'MacBook Pro',
    width: 1200,
    height: 750,
    screen: { x: 124, y: 26, width: 952, height: 640 },
    screenRadius: 6,
  },
  'iphone-14-pro': {
    name: 'iPhone 14 Pro',
    width: 400,
    height: 800,
    screen: { x: 18, y: 18, width: 364, height: 764 },
    screenRadius: 48,
  },
  'ipad-pro': {
    name: 'iPad Pro',
    width: 800,
    height: 1000,
    screen: { x: 36, y: 36, width: 728, height: 928 },
    screenRadius: 14,
  },
  'samsung-galaxy': {
    name: 'Samsung Galaxy',
    width: 380,
    height: 780,
    screen: { x: 12, y: 12, width: 356, height: 756 },
    screenRadius: 38,
  },
} as const satisfies Record<string, DeviceFrame>;

export type DeviceId = keyof typeof DEVICES;
export const DEVICE_IDS = Object.keys(DEVICES) as DeviceId[];

/**
 * Where an image of the given size is drawn to cover `box` (scaled to fill it, centred, overflow cut by the clip).
 */
export function coverRect(image: { width: number; height: number }, box: Box): Box {
  const scale = Math.max(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}
