import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng } from '@toolbox/core/image/png-decode';
import { encodePng } from '@toolbox/core/image/png-encode';
import { DEVICE_IDS, DEVICES } from '@toolbox/core/tools/mockup-generator';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { type MockupOptions, run, toOptions } from './mockup';

function tempWithScreenshot() {
  const cwd = mkdtempSync(join(tmpdir(), 'toolbox-mockup-'));
  const px = new Uint8Array(390 * 844 * 4);
  for (let i = 0; i < px.length; i += 4) px.set([220, 38, 38, 255], i);
  writeFileSync(join(cwd, 'shot.png'), encodePng(px, 390, 844));
  return cwd;
}

const flags = {
  device: 'iphone-14-pro',
  background: '#f3f4f6',
  shadow: true,
  format: 'png',
  quality: '92',
  out: '.',
};

describe('toOptions', () => {
  it('takes the image as an argument or a flag', () => {
    expect(toOptions({ flags, args: ['a.png'] }).images).toEqual(['a.png']);
    expect(toOptions({ flags: { ...flags, image: 'b.png' }, args: [] }).images).toEqual(['b.png']);
    expect(toOptions({ flags: { ...flags, shadow: false }, args: ['a.png'] }).shadow).toBe('none');
    expect(toOptions({ flags, args: ['a.png'] }).shadow).toBe('medium');
  });
  it('says "No Image Selected" without one', () => {
    expect(() => toOptions({ flags, args: [] })).toThrow(UsageError);
    expect(() => toOptions({ flags, args: [] })).toThrow(
      'No Image Selected: Please select an image to create a mockup.',
    );
  });
});

describe('frames, backgrounds and the look', () => {
  const read = (more: Record<string, unknown>, args = ['a.png']) =>
    toOptions({ flags: { ...flags, ...more }, args });

  it('gives each screenshot a frame; the last one given frames the rest', () => {
    expect(read({ frame: 'laptop-notch,phone-island' }, ['a.png', 'b.png', 'c.png'])).toMatchObject({
      images: ['a.png', 'b.png', 'c.png'],
      device: 'laptop-notch',
      extraDevices: ['phone-island', 'phone-island'],
    });
    // --device is the older spelling of --frame.
    expect(read({ device: 'tablet' })).toMatchObject({ device: 'tablet', extraDevices: [] });
  });

  it.each([
    [{ frame: 'nokia' }, ['a.png'], /^--frame "nokia" is not a frame\. Choose from: macbook-pro, /],
    [{ frame: 'tablet,monitor' }, ['a.png'], /^2 frames for 1 screenshot: give one each\.$/],
    [{}, ['a', 'b', 'c', 'd'], /^Up to 3 screenshots go in one image, not 4\.$/],
    [{ shadow: 'huge' }, ['a.png'], /^--shadow must be one of none, soft, medium, strong, not "huge"\.$/],
    [
      { padding: '12px' },
      ['a.png'],
      /^--padding must be auto or a whole number from 0 to 400, not "12px"\.$/,
    ],
    [{ tilt: '50' }, ['a.png'], /--tilt must be between -35 and 35/],
    [{ radius: '-4' }, ['a.png'], /--radius must be between 0 and 200/],
  ])('refuses %j (a usage error)', (more, args, message) => {
    expect(() => read(more, args)).toThrow(UsageError);
    expect(() => read(more, args)).toThrow(message);
  });

  it('reads --background as a hex colour, a gradient or a picture', () => {
    expect(read({ background: '#0f172a' })).toMatchObject({
      background: 'color',
      backgroundColor: '#0f172a',
    });
    expect(read({ background: 'aurora' })).toMatchObject({ background: 'aurora', backgroundImage: null });
    expect(read({ background: 'wall.jpg' })).toMatchObject({
      background: 'image',
      backgroundImage: 'wall.jpg',
    });
  });

  it('reads --shadow, --padding, --radius, --tilt and --arrangement', () => {
    expect(
      read({ shadow: 'strong', padding: '24', radius: '32', tilt: '-15', arrangement: 'overlap' }),
    ).toMatchObject({ shadow: 'strong', padding: 24, radius: 32, tilt: -15, arrangement: 'overlap' });
    expect(read({})).toMatchObject({ padding: 'auto', radius: 0, tilt: 0, arrangement: 'side-by-side' });
  });
});

describe('placement and scale flags', () => {
  it('reads --fit, --position (named or a percent) and --scale', () => {
    expect(toOptions({ flags, args: ['a.png'] })).toMatchObject({
      fit: 'fill',
      position: 'auto',
      scale: 1,
    });
    const read = (more: Record<string, string>) =>
      toOptions({ flags: { ...flags, ...more }, args: ['a.png'] });
    expect(read({ fit: 'fit', position: 'center', scale: '2' })).toMatchObject({
      fit: 'fit',
      position: 'center',
      scale: 2,
    });
    expect(read({ position: '30' })).toMatchObject({ position: 'custom', offset: 30 });
    expect(read({ position: '12.5%' })).toMatchObject({ position: 'custom', offset: 12.5 });
  });
  it.each(['left', '140', '-5', ''])('refuses --position %j with the choices (usage error)', (position) => {
    expect(() => toOptions({ flags: { ...flags, position }, args: ['a.png'] })).toThrow(
      new UsageError(
        `--position must be one of auto, top, center, bottom or a percent from 0 to 100, not "${position}".`,
      ),
    );
  });
});

/** A 200x1200 page capture: red header band (rows 0-59), blue footer band (last 60 rows), grey between. */
const tallPng = (() => {
  const w = 200;
  const h = 1200;
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const color = y < 60 ? [220, 38, 38, 255] : y >= h - 60 ? [37, 99, 235, 255] : [200, 200, 200, 255];
    for (let x = 0; x < w; x++) px.set(color, (y * w + x) * 4);
  }
  return encodePng(px, w, h);
})();

async function mockupOf(more: Record<string, string>, name = 'mockup-iphone-14-pro.png') {
  const cwd = mkdtempSync(join(tmpdir(), 'toolbox-mockup-'));
  writeFileSync(join(cwd, 'long.png'), tallPng);
  const options = toOptions({ flags: { ...flags, shadow: false, ...more }, args: ['long.png'] });
  await run({ ...options, out: 'out' }, testContext({ cwd }));
  const png = decodePng(new Uint8Array(readFileSync(join(cwd, 'out', name))));
  const at = (x: number, y: number) =>
    Array.from(png.rgba.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3));
  // The iPhone's screen spans y 18..782 of the frame (50 px padding without the shadow); its camera sits at
  // y 34..66 in the middle, so the band is sampled beside it.
  const screenRow = (frameY: number, scale = 1) => Math.round((50 + frameY) * scale);
  return { png, at, screenRow };
}

const RED = [220, 38, 38];
const BLUE = [37, 99, 235];
const GREY = [200, 200, 200];

describe('a tall screenshot (pixels of the written PNG)', () => {
  it('keeps its red header at the top of the screen by default and with --position top', async () => {
    const cases: Record<string, string>[] = [{}, { position: 'top' }];
    for (const more of cases) {
      const { at, screenRow } = await mockupOf(more);
      expect(at(50 + 100, screenRow(40))).toEqual(RED);
      expect(at(50 + 200, screenRow(740))).toEqual(GREY);
    }
  });
  it('is cut around its middle only when asked (--position center)', async () => {
    const { at, screenRow } = await mockupOf({ position: 'center' });
    expect(at(50 + 100, screenRow(40))).toEqual(GREY);
  });
  it('shows header and footer with --fit fit', async () => {
    const { at, screenRow } = await mockupOf({ fit: 'fit' });
    // 200x1200 in a 364x764 screen: 127 px wide, centred (x 118..246 of the frame), full height.
    expect(at(50 + 182, screenRow(20))).toEqual(RED);
    expect(at(50 + 182, screenRow(778))).toEqual(BLUE);
    expect(at(50 + 60, screenRow(400))).toEqual([0, 0, 0]);
  });
  it('--scale 2 writes twice the width and height, same picture', async () => {
    const one = await mockupOf({});
    const two = await mockupOf({ scale: '2' }, 'mockup-iphone-14-pro@2x.png');
    expect([two.png.width, two.png.height]).toEqual([one.png.width * 2, one.png.height * 2]);
    expect(two.at(300, two.screenRow(40, 2))).toEqual(RED);
    expect(two.at(400, two.screenRow(740, 2))).toEqual(GREY);
  });
});

describe('run', () => {
  it.each([
    ['medium', 600, 1000],
    ['none', 500, 900],
  ] as const)('writes the mockup (shadow %s) with the spec padding', async (shadow, width, height) => {
    const cwd = tempWithScreenshot();
    const ctx = testContext({ cwd });
    const options: MockupOptions = { ...toOptions({ flags, args: ['shot.png'] }), shadow, out: 'out' };
    await run(options, ctx);
    expect(ctx.captured.stdout).toBe('out/mockup-iphone-14-pro.png\n');
    const png = decodePng(new Uint8Array(readFileSync(join(cwd, 'out', 'mockup-iphone-14-pro.png'))));
    expect([png.width, png.height]).toEqual([width, height]);
    // The screenshot fills the middle of the screen; the corner is the background colour.
    const at = (x: number, y: number) =>
      Array.from(png.rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));
    expect(at(width / 2, height / 2)).toEqual([220, 38, 38, 255]);
    expect(at(2, 2)).toEqual([243, 244, 246, 255]);
  });

  it("refuses a screenshot over 10MB with the web page's words, before reading it", async () => {
    const cwd = tempWithScreenshot();
    writeFileSync(join(cwd, 'huge.png'), new Uint8Array(10 * 1024 * 1024 + 1));
    await expect(run(toOptions({ flags, args: ['huge.png'] }), testContext({ cwd }))).rejects.toThrow(
      'File Too Large: Please upload an image smaller than 10MB (huge.png).',
    );
  });

  it('says what --background was not, when it names no colour, gradient or file', async () => {
    const cwd = tempWithScreenshot();
    await expect(
      run(toOptions({ flags: { ...flags, background: 'ocaen' }, args: ['shot.png'] }), testContext({ cwd })),
    ).rejects.toThrow(
      '--background "ocaen" is not a hex colour, a gradient (sunset, ocean, violet, candy, mint, midnight, glow, spotlight, aurora) or an image file.',
    );
  });

  it('reports a file that is not an image', async () => {
    const cwd = tempWithScreenshot();
    writeFileSync(join(cwd, 'notes.png'), 'text');
    await expect(run(toOptions({ flags, args: ['notes.png'] }), testContext({ cwd }))).rejects.toThrow(
      'Failed to load image',
    );
  });
});

describe('every frame (pixels of the written PNG)', () => {
  const cwd = tempWithScreenshot();
  it.each(DEVICE_IDS)(
    "%s: the screenshot fills the frame's screen and stops at its edges",
    async (device) => {
      const options = toOptions({
        flags: { ...flags, frame: device, shadow: false, background: '#00ff00' },
        args: ['shot.png'],
      });
      await run({ ...options, out: device, force: true }, testContext({ cwd }));
      const png = decodePng(new Uint8Array(readFileSync(join(cwd, device, `mockup-${device}.png`))));
      const frame = DEVICES[device];
      expect([png.width, png.height]).toEqual([frame.width + 100, frame.height + 100]);
      const at = (x: number, y: number) => {
        const i = (Math.round(50 + y) * png.width + Math.round(50 + x)) * 4;
        return Array.from(png.rgba.subarray(i, i + 3));
      };
      const { x, y, width, height } = frame.screen;
      // Inside: the screenshot's red, away from cameras and a fold's crease.
      for (const fx of [0.25, 0.75])
        for (const fy of [0.2, 0.5, 0.85]) expect(at(x + width * fx, y + height * fy)).toEqual([220, 38, 38]);
      for (const [ix, iy] of [
        [x + 2, y + height / 2],
        [x + width - 3, y + height / 2],
        [x + width / 4, y + height - 3],
      ] as const)
        expect(at(ix, iy)).toEqual([220, 38, 38]);
      // One pixel outside each edge: the frame, neither the screenshot nor the background.
      for (const [ox, oy] of [
        [x - 1, y + height / 2],
        [x + width, y + height / 2],
        [x + width / 4, y - 1],
        [x + width / 4, y + height],
      ] as const) {
        const pixel = at(ox, oy);
        expect(pixel).not.toEqual([220, 38, 38]);
        expect(pixel).not.toEqual([0, 255, 0]);
      }
    },
  );
});
