import { type Box, DEVICES, type DeviceFrame, type DeviceId } from './devices';

/** Several screenshots in one image: devices in a row with a gap, or overlapping (the middle one in front). */
export const MOCKUP_ARRANGEMENTS = ['side-by-side', 'overlap'] as const;
export type MockupArrangement = (typeof MOCKUP_ARRANGEMENTS)[number];

export const MOCKUP_MAX_SCREENSHOTS = 3;

const GAP = 48;
/** How much of the narrower of two neighbours the one in front covers. */
const OVERLAP = 0.3;
/** A phone beside a monitor at true scale would be a speck: nothing is drawn smaller than this. */
const SMALLEST = 0.45;

interface MockupSlot {
  /** Which screenshot (0 the first). */
  index: number;
  device: DeviceId;
  /** Where the frame's top-left lands in the image (export scale 1) and how much it is scaled. */
  x: number;
  y: number;
  size: number;
  /** The device's screen in the image (before any tilt). */
  screen: Box;
}

export interface MockupLayout {
  width: number;
  height: number;
  slots: MockupSlot[];
  /** The order the slots are drawn in: the last is in front. */
  order: number[];
}

/**
 * Where each device goes. One device keeps its frame's own size; several are drawn at their true proportions (by
 * the real heights their frames stand for), the largest at its own size, side by side on one baseline.
 */
export function mockupLayout(settings: {
  device: DeviceId;
  extraDevices: readonly DeviceId[];
  arrangement: MockupArrangement;
  padding: number;
  count: number;
}): MockupLayout {
  const count = Math.max(1, Math.min(MOCKUP_MAX_SCREENSHOTS, settings.count));
  const devices = Array.from({ length: count }, (_, i) =>
    i === 0 ? settings.device : (settings.extraDevices[i - 1] ?? settings.device),
  );
  const frames: DeviceFrame[] = devices.map((id) => DEVICES[id]);
  const pxPerMm = frames.map((f) => f.height / f.realHeight);
  const common = Math.min(...pxPerMm);
  const sizes = pxPerMm.map((p) => Math.max(SMALLEST, common / p));
  const tallest = Math.max(...frames.map((f, i) => f.height * sizes[i]!));
  const pad = settings.padding;
  const slots: MockupSlot[] = [];
  let x = pad;
  frames.forEach((frame, i) => {
    const size = sizes[i]!;
    const width = frame.width * size;
    const height = frame.height * size;
    if (i > 0) {
      const previous = slots[i - 1]!;
      const previousWidth = DEVICES[previous.device].width * previous.size;
      x += settings.arrangement === 'overlap' ? -OVERLAP * Math.min(previousWidth, width) : GAP;
    }
    const y = pad + tallest - height;
    slots.push({
      index: i,
      device: devices[i]!,
      x,
      y,
      size,
      screen: {
        x: x + frame.screen.x * size,
        y: y + frame.screen.y * size,
        width: frame.screen.width * size,
        height: frame.screen.height * size,
      },
    });
    x += width;
  });
  const order = settings.arrangement === 'overlap' && count === 3 ? [0, 2, 1] : slots.map((s) => s.index);
  return { width: Math.ceil(x + pad), height: Math.ceil(tallest + 2 * pad), slots, order };
}
