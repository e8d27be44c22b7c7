import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { decodePng } from '../../image/png-decode';
import { encodePng } from '../../image/png-encode';
import { type RecordingGraphics, recordingGraphics, svgBytes } from '../../testing';
import { GRADIENT_IDS, GRADIENTS } from './backgrounds';
import { DEVICE_IDS, DEVICES, placeImage } from './devices';
import { mockupLayout } from './layout';
import {
  drawMockup,
  type MockupInput,
  mockupFile,
  mockupFileName,
  runMockup,
  runMockupSizes,
} from './mockup-generator';
import { runMockupFileCheck } from './screenshot-input';
import { tiltColumns } from './tilt';

const screenshot = { bytes: svgBytes(1200, 630), mime: 'image/svg+xml' };

/** The surface a device is drawn on: the one whose drawn images include the screenshot (not a layer). */
function deviceSurface(graphics: RecordingGraphics, n = 0) {
  const devices = graphics.surfaces.filter((s) => s.ctx.images().some((i) => 'bytes' in i.image));
  return devices[n]!;
}
/** Where the final surface (the first made) lays the devices' layer. */
const finalDraw = (graphics: RecordingGraphics) => graphics.surfaces[0]!.ctx.images().at(-1)!;

describe('drawMockup', () => {
  it.each(DEVICE_IDS.flatMap((d) => [[d, true] as const, [d, false] as const]))(
    '%s (shadow: %s): padding, background, a centred cover-fit screenshot and one shadow from the outline',
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
      const [shot] = deviceSurface(graphics).ctx.images();
      const at = placeImage({ width: 1200, height: 630 }, screen);
      expect(shot).toMatchObject({ x: at.x, y: at.y, w: at.width, h: at.height });
      // Centred: equal overflow on both sides.
      expect(at.x - screen.x).toBeCloseTo(screen.x + screen.width - (at.x + at.width));
      // The device lands at the padding in the layer, and the layer on the whole image with the shadow.
      const [placed] = graphics.surfaces[1]!.ctx.images();
      expect([placed!.x, placed!.y]).toEqual([pad, pad]);
      const laid = finalDraw(graphics);
      expect([laid.x, laid.y, laid.w, laid.h]).toEqual([0, 0, surface.width, surface.height]);
      const shadowed = ctx.calls.filter((c) => c.shadowBlur > 0 && c.op !== 'restore').map((c) => c.op);
      expect(shadowed).toEqual(shadow ? ['drawImage'] : []);
      // Nothing inside the device casts a shadow.
      expect(deviceSurface(graphics).ctx.calls.some((c) => c.shadowBlur > 0)).toBe(false);
    },
  );

  it.each([
    [true, 'medium', 60],
    [false, 'none', 0],
    ['soft', 'soft', 36],
    ['medium', 'medium', 60],
    ['strong', 'strong', 90],
  ] as const)(
    'shadow %j is %s (blur %d); a boolean from older settings still reads',
    async (shadow, level, blur) => {
      const graphics = recordingGraphics();
      const drawn = await drawMockup({ image: screenshot, device: 'iphone-14-pro', shadow }, { graphics });
      expect(drawn.options.shadow).toBe(level);
      expect(graphics.surfaces[0]!.ctx.calls.find((c) => c.op === 'drawImage')!.shadowBlur).toBe(blur);
      expect(graphics.surfaces[0]!.width).toBe(level === 'none' ? 500 : 600);
    },
  );

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

describe('backgrounds, padding and corners', () => {
  const draw = async (input: Partial<MockupInput>) => {
    const graphics = recordingGraphics();
    const drawn = await drawMockup({ image: screenshot, device: 'iphone-14-pro', ...input }, { graphics });
    return { graphics, drawn, ctx: graphics.surfaces[0]!.ctx };
  };

  it('lists every gradient preset', () => {
    expect(GRADIENT_IDS).toEqual(Object.keys(GRADIENTS));
  });

  it.each(GRADIENT_IDS)('%s fills the whole image with its preset gradient', async (id) => {
    const { ctx, drawn } = await draw({ background: id });
    const fill = ctx.calls.find((c) => c.op === 'fillRect')!;
    expect(fill.args).toEqual([0, 0, drawn.surface.width, drawn.surface.height]);
    const gradient = fill.fillStyle;
    expect(typeof gradient).toBe('object');
    if (typeof gradient === 'string') return;
    expect(gradient.kind).toBe(GRADIENTS[id].kind);
    expect(gradient.stops.map(([, color]) => color)).toEqual(GRADIENTS[id].stops);
    expect(gradient.stops[0]![0]).toBe(0);
    expect(gradient.stops.at(-1)![0]).toBe(1);
  });

  it('runs a linear gradient corner to corner along its angle, and a radial one out to the farthest corner', async () => {
    // Sunset is 45° across the 600 x 1000 image: the line through its centre whose ends the corners project to.
    const linear = (await draw({ background: 'sunset' })).ctx.gradients[0]!;
    expect(linear.coords.map(Math.round)).toEqual([-100, 100, 700, 900]);
    // Aurora's centre is at 20% x 15%: its radius reaches the bottom-right corner.
    const radial = (await draw({ background: 'aurora' })).ctx.gradients[0]!;
    expect(radial.coords.map(Math.round)).toEqual([120, 150, 0, 120, 150, Math.round(Math.hypot(480, 850))]);
  });

  it("covers the image with the user's picture", async () => {
    const { ctx, graphics, drawn } = await draw({
      background: 'image',
      backgroundImage: { bytes: svgBytes(100, 100, '#0f0'), mime: 'image/svg+xml' },
    });
    const [picture] = ctx.images();
    expect(picture!.image).toBe(graphics.loaded[1]);
    // A square picture covering 600 x 1000: 1000 x 1000, centred.
    expect([picture!.x, picture!.y, picture!.w, picture!.h]).toEqual([-200, 0, 1000, 1000]);
    expect(drawn.options.background).toBe('image');
  });

  it('asks for the picture when the background is one and none was given', async () => {
    await expect(draw({ background: 'image' })).rejects.toEqual(
      new ToolInputError('Choose a background picture, or another background.'),
    );
  });

  it('pads by the number asked, whatever the shadow', async () => {
    const { drawn, graphics } = await draw({ padding: 24, shadow: 'strong' });
    expect([drawn.surface.width, drawn.surface.height]).toEqual([448, 848]);
    expect(graphics.surfaces[1]!.ctx.images()[0]).toMatchObject({ x: 24, y: 24 });
    expect((await draw({ padding: 0 })).drawn.surface.width).toBe(400);
  });

  it('rounds the corners of the image itself', async () => {
    const { ctx } = await draw({ radius: 32, scale: 2 });
    expect(ctx.clips()).toEqual([[{ op: 'roundRect', args: [0, 0, 1200, 2000, 64] }]]);
    expect((await draw({ radius: 0 })).ctx.clips()).toEqual([]);
  });

  it.each([
    [{ padding: 401 }, 'The padding must be from 0 px to 400 px, not 401.'],
    [{ padding: -1 }, 'The padding must be from 0 px to 400 px, not -1.'],
    [{ radius: 500 }, 'The corner radius must be from 0 px to 200 px, not 500.'],
    [{ tilt: 50 }, 'The tilt must be from -35° to 35°, not 50.'],
    [{ tilt: Number.NaN }, 'The tilt must be from -35° to 35°, not NaN.'],
    [
      { background: 'plaid' },
      `Invalid background "plaid". Choose one of: color, image, ${GRADIENT_IDS.join(', ')}.`,
    ],
    [{ shadow: 'huge' }, 'Invalid shadow "huge". Choose one of: none, soft, medium, strong.'],
    [{ arrangement: 'stack' }, 'Invalid arrangement "stack". Choose one of: side-by-side, overlap.'],
  ])('refuses %j', async (input, message) => {
    await expect(draw(input as Partial<MockupInput>)).rejects.toEqual(new ToolInputError(message));
  });
});

describe('several screenshots', () => {
  const second = { bytes: svgBytes(390, 844, '#00f'), mime: 'image/svg+xml' };

  it('lays devices side by side on one baseline with a gap, at their true proportions', () => {
    const layout = mockupLayout({
      device: 'laptop-notch',
      extraDevices: ['phone-island'],
      arrangement: 'side-by-side',
      padding: 100,
      count: 2,
    });
    const [laptop, phone] = layout.slots;
    expect(laptop).toMatchObject({ x: 100, size: 1 });
    // 150 mm of phone beside 235 mm of laptop (712 px tall): 712 * 150 / 235 px tall.
    expect(phone!.size * 876).toBeCloseTo((712 * 150) / 235);
    expect(phone!.x).toBe(100 + 1200 + 48);
    expect(laptop!.y + 712).toBeCloseTo(phone!.y + 876 * phone!.size);
    expect(layout.width).toBe(Math.ceil(phone!.x + 428 * phone!.size + 100));
    expect(layout.height).toBe(712 + 200);
    expect(layout.order).toEqual([0, 1]);
  });

  it('overlaps them by 30% of the narrower, the middle of three in front', () => {
    const layout = mockupLayout({
      device: 'phone-island',
      extraDevices: ['phone-punch-hole', 'phone-island'],
      arrangement: 'overlap',
      padding: 50,
      count: 3,
    });
    const [a, b] = layout.slots;
    expect(b!.x - (a!.x + 428 * a!.size)).toBeCloseTo(-0.3 * Math.min(428 * a!.size, 404 * b!.size));
    expect(layout.order).toEqual([0, 2, 1]);
  });

  it('keeps a phone beside a monitor from shrinking to a speck', () => {
    const { slots } = mockupLayout({
      device: 'monitor',
      extraDevices: ['phone-compact'],
      arrangement: 'side-by-side',
      padding: 0,
      count: 2,
    });
    expect(slots[1]!.size).toBe(0.45);
  });

  it('draws each screenshot in its own frame, each clipped to its screen', async () => {
    const graphics = recordingGraphics();
    const drawn = await drawMockup(
      {
        image: screenshot,
        device: 'laptop-notch',
        extra: [second, second],
        extraDevices: ['phone-island'],
        shadow: 'none',
      },
      { graphics },
    );
    // The third takes the first's frame when not given one.
    expect(drawn.layout.slots.map((s) => s.device)).toEqual(['laptop-notch', 'phone-island', 'laptop-notch']);
    const placed = graphics.surfaces[1]!.ctx.images();
    expect(placed.map((p) => [p.x, p.y])).toEqual(drawn.layout.slots.map((s) => [s.x, s.y]));
    const shots = [0, 1, 2].map((n) => deviceSurface(graphics, n).ctx.images()[0]!.image);
    expect(shots.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(deviceSurface(graphics, 1).ctx.clips()[0]![0]!.args.slice(0, 4)).toEqual(
      Object.values(DEVICES['phone-island'].screen),
    );
    expect(mockupFileName(['laptop-notch', 'phone-island'])).toBe('mockup-laptop-notch+phone-island.png');
  });

  it('offers the scales all the devices have, and refuses a fourth screenshot', async () => {
    expect(
      runMockupSizes({ device: 'iphone-14-pro', shadow: true, extraDevices: ['tablet'], count: 2 }).map(
        (s) => s.scale,
      ),
    ).toEqual([1, 2]);
    await expect(
      drawMockup({ image: screenshot, extra: [second, second, second] }, { graphics: recordingGraphics() }),
    ).rejects.toEqual(new ToolInputError('Up to 3 screenshots go in one image, not 4.'));
  });
});

describe('tilt', () => {
  it('draws the layer as it is at 0°', () => {
    expect(tiltColumns(1000, 600, 0).fit).toBe(1);
  });

  it.each([10, -10, 35, -35])(
    'at %d° fills contiguous columns inside the image, the near side taller',
    (deg) => {
      const { columns } = tiltColumns(1000, 600, deg);
      expect(columns.length).toBeGreaterThan(500);
      for (const [i, c] of columns.entries()) {
        expect(c.dy).toBeGreaterThanOrEqual(0);
        expect(c.dy + c.dh).toBeLessThanOrEqual(600 + 1e-9);
        if (i > 0) {
          expect(c.dx).toBe(columns[i - 1]!.dx + 1);
          expect(c.sx).toBeCloseTo(columns[i - 1]!.sx + columns[i - 1]!.sw);
        }
      }
      const [first, last] = [columns[0]!, columns.at(-1)!];
      // Turned right (positive): the left edge comes nearer, so it is taller.
      expect(Math.sign(first.dh - last.dh)).toBe(Math.sign(deg));
      expect(first.sx).toBeCloseTo(0);
      expect(last.sx + last.sw).toBeCloseTo(1000);
    },
  );

  it('mirrors a left tilt and a right one', () => {
    const right = tiltColumns(800, 800, 20).columns;
    const left = tiltColumns(800, 800, -20).columns;
    expect(right.length).toBe(left.length);
    expect(right[0]!.dh).toBeCloseTo(left.at(-1)!.dh, 0);
  });

  it('warps the devices layer column by column, then lays it with the shadow', async () => {
    const graphics = recordingGraphics();
    const drawn = await drawMockup({ image: screenshot, device: 'iphone-14-pro', tilt: 20 }, { graphics });
    const warped = graphics.surfaces.at(-1)!.ctx;
    const parts = warped.calls.filter((c) => c.op === 'drawImagePart');
    expect(parts.length).toBe(tiltColumns(600, 1000, 20).columns.length);
    expect(finalDraw(graphics).image).toEqual(graphics.surfaces.at(-1)!.asImage());
    expect(drawn.options.tilt).toBe(20);
  });
});

describe('hostile screenshots', () => {
  const png = (width: number, height: number) => encodePng(new Uint8Array(width * height * 4), width, height);

  it('refuses a PNG that declares too many pixels before decoding it', async () => {
    // A real header claiming 20000 x 20000 (the data is not needed: it is refused by its header).
    const header = png(1, 1);
    new DataView(header.buffer, header.byteOffset).setUint32(16, 20000);
    new DataView(header.buffer, header.byteOffset).setUint32(20, 20000);
    const graphics = recordingGraphics();
    await expect(drawMockup({ image: { bytes: header, mime: 'image/png' } }, { graphics })).rejects.toEqual(
      new ToolInputError(
        'The screenshot is 20000 × 20000 pixels (400 megapixels): the largest is 16384 pixels a side and 40 megapixels. Scale it down first.',
        'File Too Large',
      ),
    );
    expect(graphics.loaded).toEqual([]);
  });

  it('refuses a file over 10MB, naming which screenshot', async () => {
    const big = { bytes: new Uint8Array(10 * 1024 * 1024 + 1), mime: 'image/png' };
    await expect(
      drawMockup({ image: screenshot, extra: [big] }, { graphics: recordingGraphics() }),
    ).rejects.toEqual(
      new ToolInputError(
        'Screenshot 2: Please upload an image smaller than 10MB (it is 10.0MB).',
        'File Too Large',
      ),
    );
  });

  it('draws an SVG only once its script, handlers and outside references are gone', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600" onload="alert(1)"><script>alert(2)</script><image href="https://evil.example/x.png" width="10" height="10"/><rect width="300" height="600" fill="#0a0"/></svg>',
    );
    const graphics = recordingGraphics();
    await drawMockup({ image: { bytes: svg, mime: 'image/svg+xml' } }, { graphics });
    const drawn = new TextDecoder().decode(graphics.loaded[0]!.bytes);
    expect(drawn).toContain('<rect');
    expect(drawn).not.toMatch(/script|onload|evil\.example/);
  });

  it('refuses an "SVG" that is not one', async () => {
    await expect(
      drawMockup(
        { image: { bytes: new TextEncoder().encode('hello'), mime: 'image/svg+xml' } },
        { graphics: recordingGraphics() },
      ),
    ).rejects.toThrow('The screenshot is not an SVG picture.');
  });

  it.each([
    [{ type: 'image/png', size: 10 * 1024 * 1024 }, null],
    [{ type: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'Please upload an image smaller than 10MB'],
    [{ type: 'text/html', size: 10 }, 'Please upload an image file (PNG, JPG, or SVG)'],
  ])('checks an upload %j', (file, message) => {
    expect(runMockupFileCheck(file)?.message ?? null).toBe(message);
  });
});

describe('a tall screenshot', () => {
  // A 390x2400 page capture, much taller than any screen.
  const long = { bytes: svgBytes(390, 2400), mime: 'image/svg+xml' };
  const shot = async (input: Partial<MockupInput>) => {
    const graphics = recordingGraphics();
    await drawMockup({ image: long, shadow: false, ...input }, { graphics });
    return deviceSurface(graphics).ctx.images()[0]!;
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
    expect(drawn.y).toBeCloseTo(screen.y);
    expect(drawn.h).toBeCloseTo(screen.height);
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
    const device = deviceSurface(graphics);
    expect([device.width, device.height]).toEqual([1600, 2000]);
    const [image] = device.ctx.images();
    const at = placeImage({ width: 1200, height: 630 }, DEVICES['ipad-pro'].screen);
    const expected = { x: at.x * 2, y: at.y * 2, w: at.width * 2, h: at.height * 2 };
    for (const key of ['x', 'y', 'w', 'h'] as const) expect(image!.device[key]).toBeCloseTo(expected[key]);
    expect(graphics.surfaces[1]!.ctx.images()[0]).toMatchObject({ x: 200, y: 200, w: 1600, h: 2000 });
    const { calls } = graphics.surfaces[0]!.ctx;
    expect(calls.filter((c) => c.op === 'drawImage' && c.shadowBlur > 0).map((c) => c.shadowBlur)).toEqual([
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
