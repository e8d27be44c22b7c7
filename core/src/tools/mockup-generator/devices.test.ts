import { describe, expect, it } from 'vitest';
import { type RecordingContext2D, type RecordingGraphics, recordingGraphics, svgBytes } from '../../testing';
import { DEVICE_IDS, DEVICES, placeImage } from './devices';
import { deviceScales, drawMockup, MOCKUP_DEFAULTS, runMockupSizes } from './mockup-generator';

const screenshot = { bytes: svgBytes(1200, 630), mime: 'image/svg+xml' };

/** The surface a device is drawn on: the one whose drawn images include the screenshot (not a layer). */
function deviceSurface(graphics: RecordingGraphics, n = 0) {
  const devices = graphics.surfaces.filter((s) => s.ctx.images().some((i) => 'bytes' in i.image));
  return devices[n]!;
}

describe('device frames', () => {
  it('has the spec four first, then current frames named generically', () => {
    expect(Object.values(DEVICES).map((d) => [d.name, d.width, d.height])).toEqual([
      ['MacBook Pro', 1200, 750],
      ['iPhone 14 Pro', 400, 800],
      ['iPad Pro', 800, 1000],
      ['Samsung Galaxy', 380, 780],
      ['Phone with camera island', 428, 876],
      ['Android phone, punch-hole camera', 404, 872],
      ['Compact phone', 380, 780],
      ['Foldable phone, open', 720, 820],
      ['Tablet, slim bezels', 820, 1148],
      ['Android tablet, landscape', 1176, 756],
      ['Laptop with notch', 1200, 712],
      ['Windows laptop', 1200, 660],
      ['Desktop monitor', 1308, 960],
      ['Browser window, light', 1280, 852],
      ['Browser window, dark', 1280, 852],
    ]);
    const kinds = Object.values(DEVICES).map((d) => d.kind);
    for (const kind of ['phone', 'tablet', 'laptop', 'monitor', 'browser'])
      expect(kinds.filter((k) => k === kind).length).toBeGreaterThan(0);
  });
  it.each(DEVICE_IDS)('%s has its screen inside the frame', (id) => {
    const { screen, width, height } = DEVICES[id];
    expect(screen.x).toBeGreaterThan(0);
    expect(screen.y).toBeGreaterThan(0);
    expect(screen.x + screen.width).toBeLessThan(width);
    expect(screen.y + screen.height).toBeLessThan(height);
  });

  /** The box a filled path covers, for the paths made of one roundRect. */
  const filledBoxes = (ctx: RecordingContext2D) => {
    const boxes: number[][] = [];
    let path: number[] | null = null;
    for (const c of ctx.calls) {
      if (c.op === 'beginPath') path = null;
      else if (c.op === 'roundRect') path = (c.args as number[]).slice(0, 4);
      else if (c.op === 'fill' && path) boxes.push(path);
      else if (c.op === 'clip') break;
    }
    return boxes;
  };

  it.each(DEVICE_IDS)(
    '%s: the screenshot is clipped to the screen, which the drawn body surrounds',
    async (id) => {
      const graphics = recordingGraphics();
      await drawMockup({ image: screenshot, device: id, shadow: 'none' }, { graphics });
      const ctx = deviceSurface(graphics).ctx;
      const { screen, screenRadius } = DEVICES[id];
      const radius = typeof screenRadius === 'number' ? screenRadius : [...screenRadius];
      expect(ctx.clips()).toEqual([
        [{ op: 'roundRect', args: [screen.x, screen.y, screen.width, screen.height, radius] }],
      ]);
      // Some shape drawn before the screen (the body, a lid, a bezel) holds it with a margin on every side.
      const holders = filledBoxes(ctx).filter(
        ([x, y, w, h]) =>
          x! < screen.x &&
          y! < screen.y &&
          x! + w! > screen.x + screen.width &&
          y! + h! > screen.y + screen.height,
      );
      expect(holders.length).toBeGreaterThan(0);
      // The screenshot covers the screen (fill).
      const [shot] = ctx.images();
      expect(shot!.x).toBeLessThanOrEqual(screen.x + 0.001);
      expect(shot!.y).toBeLessThanOrEqual(screen.y + 0.001);
      expect(shot!.x + shot!.w).toBeGreaterThanOrEqual(screen.x + screen.width - 0.001);
      expect(shot!.y + shot!.h).toBeGreaterThanOrEqual(screen.y + screen.height - 0.001);
    },
  );

  it.each(['iphone-14-pro', 'phone-island', 'phone-punch-hole', 'foldable', 'laptop-notch'] as const)(
    '%s draws its camera cut-out over the screen, inside it',
    async (id) => {
      const graphics = recordingGraphics();
      await drawMockup({ image: screenshot, device: id, shadow: 'none' }, { graphics });
      const { calls } = deviceSurface(graphics).ctx;
      const after = calls.slice(calls.findIndex((c) => c.op === 'drawImage') + 1);
      const shapes = after.filter((c) => c.op === 'roundRect' || c.op === 'arc');
      expect(shapes.length).toBeGreaterThan(0);
      const { screen } = DEVICES[id];
      for (const shape of shapes) {
        const [x, y, a] = shape.args as number[];
        const box =
          shape.op === 'arc' ? [x! - a!, y! - a!, 2 * a!, 2 * a!] : (shape.args as number[]).slice(0, 4);
        expect(box[0]).toBeGreaterThanOrEqual(screen.x);
        expect(box[1]).toBeGreaterThanOrEqual(screen.y);
        expect(box[0]! + box[2]!).toBeLessThanOrEqual(screen.x + screen.width);
        expect(box[1]! + box[3]!).toBeLessThanOrEqual(screen.y + screen.height);
      }
    },
  );
});

describe('the frames a user picks', () => {
  it('opens on the first frame of the list', () => {
    expect(MOCKUP_DEFAULTS.device).toBe(DEVICE_IDS[0]);
  });

  it('fills the 16:10 MacBook screen with a 16:10 screenshot, losing none of its sides', async () => {
    const { screen } = DEVICES['macbook-pro'];
    expect(screen.width / screen.height).toBeCloseTo(16 / 10, 2);
    const graphics = recordingGraphics();
    await drawMockup(
      { image: { bytes: svgBytes(2560, 1600), mime: 'image/svg+xml' }, device: 'macbook-pro', shadow: false },
      { graphics },
    );
    const [drawn] = deviceSurface(graphics).ctx.images();
    expect(drawn!.x).toBeCloseTo(screen.x, 0);
    expect(drawn!.w).toBeCloseTo(screen.width, 0);
    expect(drawn!.h).toBeCloseTo(screen.height, 0);
  });

  it.each([
    ['macbook-pro', [1, 2]],
    ['iphone-14-pro', [1, 2, 3]],
    ['ipad-pro', [1, 2]],
    ['samsung-galaxy', [1, 2, 3]],
  ] as const)('%s exports up to its own density: %j', (device, scales) => {
    expect(deviceScales(device)).toEqual(scales);
  });

  it('lists the export sizes with the padding the shadow needs, as the page offers them', () => {
    expect(runMockupSizes({ device: 'ipad-pro', shadow: true })).toEqual([
      { scale: 1, width: 1000, height: 1200 },
      { scale: 2, width: 2000, height: 2400 },
    ]);
    expect(runMockupSizes({ device: 'ipad-pro', shadow: false })[0]).toEqual({
      scale: 1,
      width: 900,
      height: 1100,
    });
  });
});

describe('placeImage', () => {
  it.each([
    [
      'wide image in a tall screen (fill)',
      { width: 200, height: 100 },
      { x: 0, y: 0, width: 100, height: 200 },
      { x: -150, y: 0, width: 400, height: 200 },
    ],
    [
      'same aspect',
      { width: 50, height: 25 },
      { x: 5, y: 5, width: 100, height: 50 },
      { x: 5, y: 5, width: 100, height: 50 },
    ],
  ])('%s: centred cover by default', (_, image, box, expected) => {
    expect(placeImage(image, box)).toEqual(expected);
  });

  // A 100x400 screenshot in a 200x100 screen: covering makes it 200x800, 700 px of it outside the screen.
  const tall = { width: 100, height: 400 };
  const wideScreen = { x: 10, y: 10, width: 200, height: 100 };
  it.each([
    ['fill', 'auto', 0, { x: 10, y: 10, width: 200, height: 800 }],
    ['fill', 'top', 0, { x: 10, y: 10, width: 200, height: 800 }],
    ['fill', 'center', 0, { x: 10, y: -340, width: 200, height: 800 }],
    ['fill', 'bottom', 0, { x: 10, y: -690, width: 200, height: 800 }],
    ['fill', 'custom', 20, { x: 10, y: 10 - 140, width: 200, height: 800 }],
    ['fit', 'auto', 0, { x: 97.5, y: 10, width: 25, height: 100 }],
    ['fit', 'center', 0, { x: 97.5, y: 10, width: 25, height: 100 }],
  ] as const)('a tall screenshot, %s %s %s', (fit, position, offset, expected) => {
    expect(placeImage(tall, wideScreen, { fit, position, offset })).toEqual(expected);
  });

  it('auto centres a screenshot that is cut at its sides, and fit letterboxes it where the position says', () => {
    const wide = { width: 400, height: 100 };
    const phone = { x: 0, y: 0, width: 100, height: 200 };
    expect(placeImage(wide, phone, { fit: 'fill', position: 'auto', offset: 0 })).toEqual({
      x: -350,
      y: 0,
      width: 800,
      height: 200,
    });
    expect(placeImage(wide, phone, { fit: 'fit', position: 'auto', offset: 0 }).y).toBe(87.5);
    expect(placeImage(wide, phone, { fit: 'fit', position: 'top', offset: 0 }).y).toBe(0);
    expect(placeImage(wide, phone, { fit: 'fit', position: 'custom', offset: 100 }).y).toBe(175);
  });
});
