import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { decodePng } from '../../image/png-decode';
import { recordingGraphics, svgBytes } from '../../testing';
import { DEVICE_IDS, DEVICES, placeImage } from './devices';
import {
  deviceScales,
  drawMockup,
  MOCKUP_DEFAULTS,
  type MockupInput,
  mockupFile,
  mockupFileName,
  runMockup,
  runMockupSizes,
} from './mockup-generator';

const screenshot = { bytes: svgBytes(1200, 630), mime: 'image/svg+xml' };

describe('device frames', () => {
  it('has the spec sizes', () => {
    expect(Object.values(DEVICES).map((d) => [d.name, d.width, d.height])).toEqual([
      ['MacBook Pro', 1200, 750],
      ['iPhone 14 Pro', 400, 800],
      ['iPad Pro', 800, 1000],
      ['Samsung Galaxy', 380, 780],
    ]);
  });
  it.each(DEVICE_IDS)('%s has its screen inside the frame', (id) => {
    const { screen, width, height } = DEVICES[id];
    expect(screen.x).toBeGreaterThan(0);
    expect(screen.y).toBeGreaterThan(0);
    expect(screen.x + screen.width).toBeLessThan(width);
    expect(screen.y + screen.height).toBeLessThan(height);
  });
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
    const [drawn] = graphics.surfaces[0]!.ctx.images();
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

describe('drawMockup', () => {
  it.each(DEVICE_IDS.flatMap((d) => [[d, true] as const, [d, false] as const]))(
    '%s (shadow: %s): padding, clip and a centred cover-fit screenshot (a wide one, auto)',
    async (device, shadow) => {
      const graphics = recordingGraphics();
      const { surface } = await drawMockup(
        { image: screenshot, device, shadow, backgroundColor: '#123456' },
        { graphics },
      );
      const frame = DEVICES[device];
      const pad = shadow ? 100 : 50;
      expect([surface.width, surface.height]).toEqual([frame.width + 2 * pad, frame.height + 2 * pad]);
      const ctx = graphics.surfaces[0]!.ctx;
      expect(ctx.calls[0]).toMatchObject({
        op: 'fillRect',
        args: [0, 0, surface.width, surface.height],
        fillStyle: '#123456',
      });
      const { screen } = frame;
      expect(ctx.clips()).toEqual([
        [{ op: 'roundRect', args: [screen.x, screen.y, screen.width, screen.height, frame.screenRadius] }],
      ]);
      const [shot] = ctx.images();
      const at = placeImage({ width: 1200, height: 630 }, screen);
      expect(shot).toMatchObject({ x: at.x, y: at.y, w: at.width, h: at.height });
      expect(shot!.device.x).toBe(at.x + pad);
      // Centred: equal overflow on both sides.
      expect(at.x - screen.x).toBeCloseTo(screen.x + screen.width - (at.x + at.width));
      const shadowed = ctx.calls.filter((c) => c.op === 'fill' && c.shadowBlur > 0);
      expect(shadowed.length > 0).toBe(shadow);
      // Nothing inside the screen casts a shadow.
      expect(ctx.calls.find((c) => c.op === 'drawImage')!.shadowBlur).toBe(0);
    },
  );

  it('casts a shadow only when asked', async () => {
    const withShadow = recordingGraphics();
    const device = 'iphone-14-pro';
    await drawMockup({ image: screenshot, device, shadow: true }, { graphics: withShadow });
    const without = recordingGraphics();
    await drawMockup({ image: screenshot, device, shadow: false }, { graphics: without });
    const blurs = (g: typeof withShadow) =>
      g.surfaces[0]!.ctx.calls.filter((c) => c.op === 'fill' && c.shadowBlur > 0).map((c) => [
        c.shadowBlur,
        c.shadowColor,
      ]);
    expect(blurs(withShadow)).toEqual([[60, 'rgba(15, 23, 42, 0.35)']]);
    expect(blurs(without)).toEqual([]);
    expect(withShadow.surfaces[0]!.width).toBe(600);
    expect(without.surfaces[0]!.width).toBe(500);
  });

  it('needs an image', async () => {
    await expect(drawMockup({ image: null }, { graphics: recordingGraphics() })).rejects.toEqual(
      new ToolInputError('Please select an image to create a mockup.', 'No Image Selected'),
    );
  });

  it('rejects an unknown device', async () => {
    await expect(
      drawMockup({ image: screenshot, device: 'nokia' as never }, { graphics: recordingGraphics() }),
    ).rejects.toThrow('Invalid device frame "nokia"');
  });

  it('reports an image that does not load', async () => {
    await expect(
      drawMockup(
        { image: { bytes: new Uint8Array([1, 2]), mime: 'image/png' } },
        { graphics: recordingGraphics() },
      ),
    ).rejects.toThrow('Failed to load image');
  });
});

describe('a tall screenshot', () => {
  // A 390x2400 page capture, much taller than any screen.
  const long = { bytes: svgBytes(390, 2400), mime: 'image/svg+xml' };
  const shot = async (input: Partial<MockupInput>) => {
    const graphics = recordingGraphics();
    await drawMockup({ image: long, shadow: false, ...input }, { graphics });
    return graphics.surfaces[0]!.ctx.images()[0]!;
  };

  it.each(DEVICE_IDS)('%s keeps its top by default (not cut around its middle)', async (device) => {
    const { screen } = DEVICES[device];
    const drawn = await shot({ device });
    expect(drawn.y).toBe(screen.y);
    expect(drawn.h).toBeGreaterThan(screen.height);
  });

  it.each(DEVICE_IDS)('%s shows all of it with fit', async (device) => {
    const { screen } = DEVICES[device];
    const drawn = await shot({ device, fit: 'fit' });
    expect(drawn.y).toBe(screen.y);
    expect(drawn.h).toBe(screen.height);
    expect(drawn.w).toBeLessThanOrEqual(screen.width);
  });

  it('is centred or offset when asked', async () => {
    const { screen } = DEVICES['iphone-14-pro'];
    const centred = await shot({ device: 'iphone-14-pro', position: 'center' });
    expect(centred.y - screen.y).toBeCloseTo(screen.y + screen.height - (centred.y + centred.h));
    const quarter = await shot({ device: 'iphone-14-pro', position: 'custom', offset: 25 });
    expect(quarter.y - screen.y).toBeCloseTo((screen.height - quarter.h) * 0.25);
  });

  it.each([
    [{ fit: 'stretch' }, 'Invalid fit "stretch". Choose one of: fill, fit.'],
    [{ position: 'left' }, 'Invalid position "left". Choose one of: auto, top, center, bottom, custom.'],
    [
      { position: 'custom', offset: 140 },
      'The offset must be a percent from 0 (top) to 100 (bottom), not 140.',
    ],
    [{ scale: 3, device: 'ipad-pro' }, 'Invalid scale "3" for the iPad Pro. Choose 1, 2.'],
    [{ scale: 4, device: 'iphone-14-pro' }, 'Invalid scale "4" for the iPhone 14 Pro. Choose 1, 2, 3.'],
  ])('refuses %j', async (input, message) => {
    await expect(
      drawMockup({ image: long, ...(input as Partial<MockupInput>) }, { graphics: recordingGraphics() }),
    ).rejects.toEqual(new ToolInputError(message));
  });
});

describe('scale 2', () => {
  it('doubles the surface, draws everything at twice the size and scales the shadow', async () => {
    const graphics = recordingGraphics();
    const drawn = await drawMockup({ image: screenshot, device: 'ipad-pro', scale: 2 }, { graphics });
    expect([drawn.surface.width, drawn.surface.height]).toEqual([2000, 2400]);
    const ctx = graphics.surfaces[0]!.ctx;
    const [image] = ctx.images();
    const at = placeImage({ width: 1200, height: 630 }, DEVICES['ipad-pro'].screen);
    const expected = { x: (at.x + 100) * 2, y: (at.y + 100) * 2, w: at.width * 2, h: at.height * 2 };
    for (const key of ['x', 'y', 'w', 'h'] as const) expect(image!.device[key]).toBeCloseTo(expected[key]);
    expect(ctx.calls.filter((c) => c.op === 'fill' && c.shadowBlur > 0).map((c) => c.shadowBlur)).toEqual([
      120,
    ]);
    // (The PNG's own size is checked on real pixels in the CLI's test: encoding 2000x2400 here is slow.)
    expect(mockupFileName(drawn.options.device, 'png', drawn.options.scale)).toBe('mockup-ipad-pro@2x.png');
    expect(mockupFileName('ipad-pro', 'webp', 1)).toBe('mockup-ipad-pro.webp');
  });
});

describe('runMockup', () => {
  it('names the file after the device and encodes it', async () => {
    const { file } = await runMockup(
      { image: screenshot, device: 'ipad-pro', shadow: false },
      { graphics: recordingGraphics() },
    );
    expect(file.name).toBe('mockup-ipad-pro.png');
    expect(decodePng(file.data as Uint8Array)).toMatchObject({ width: 900, height: 1100 });
  });
  it('uses the format extension', async () => {
    const { file } = await runMockup(
      { image: screenshot, device: 'iphone-14-pro' },
      { graphics: recordingGraphics() },
      'image/jpeg',
    );
    expect(file).toMatchObject({ name: 'mockup-iphone-14-pro.jpg', mime: 'image/jpeg' });
  });
  it('is the file of the drawn surface, so a preview and its download match', async () => {
    const drawn = await drawMockup(
      { image: screenshot, device: 'ipad-pro' },
      { graphics: recordingGraphics() },
    );
    const file = await mockupFile(drawn, 'image/webp');
    expect(file).toMatchObject({ name: 'mockup-ipad-pro.webp', mime: 'image/webp' });
    expect(file.data).toEqual(await drawn.surface.encode('image/webp'));
  });
});
