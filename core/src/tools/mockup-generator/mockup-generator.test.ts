import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { decodePng } from '../../image/png-decode';
import { recordingGraphics, svgBytes } from '../../testing';
import { coverRect, DEVICE_IDS, DEVICES } from './devices';
import { drawMockup, mockupFile, renderMockup } from './mockup-generator';

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

describe('coverRect', () => {
  it.each([
    [
      'wide image in a tall screen',
      { width: 200, height: 100 },
      { x: 0, y: 0, width: 100, height: 200 },
      { x: -150, y: 0, width: 400, height: 200 },
    ],
    [
      'tall image in a wide screen',
      { width: 100, height: 400 },
      { x: 10, y: 10, width: 200, height: 100 },
      { x: 10, y: -340, width: 200, height: 800 },
    ],
    [
      'same aspect',
      { width: 50, height: 25 },
      { x: 5, y: 5, width: 100, height: 50 },
      { x: 5, y: 5, width: 100, height: 50 },
    ],
  ])('%s', (_, image, box, expected) => {
    expect(coverRect(image, box)).toEqual(expected);
  });
});

describe('drawMockup', () => {
  it.each(DEVICE_IDS.flatMap((d) => [[d, true] as const, [d, false] as const]))(
    '%s (shadow: %s): padding, clip and a centred cover-fit screenshot',
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
      const at = coverRect({ width: 1200, height: 630 }, screen);
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
    await drawMockup({ image: screenshot, shadow: true }, { graphics: withShadow });
    const without = recordingGraphics();
    await drawMockup({ image: screenshot, shadow: false }, { graphics: without });
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

describe('renderMockup', () => {
  it('names the file after the device and encodes it', async () => {
    const file = await renderMockup(
      { image: screenshot, device: 'ipad-pro', shadow: false },
      { graphics: recordingGraphics() },
    );
    expect(file.name).toBe('mockup-ipad-pro.png');
    expect(decodePng(file.data as Uint8Array)).toMatchObject({ width: 900, height: 1100 });
  });
  it('uses the format extension', async () => {
    const file = await renderMockup({ image: screenshot }, { graphics: recordingGraphics() }, 'image/jpeg');
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
