import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng } from '@toolbox/core/image/png-decode';
import { encodePng } from '@toolbox/core/image/png-encode';
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
    expect(toOptions({ flags, args: ['a.png'] }).image).toBe('a.png');
    expect(toOptions({ flags: { ...flags, image: 'b.png' }, args: [] }).image).toBe('b.png');
    expect(toOptions({ flags: { ...flags, shadow: false }, args: ['a.png'] }).shadow).toBe(false);
  });
  it('says "No Image Selected" without one', () => {
    expect(() => toOptions({ flags, args: [] })).toThrow(UsageError);
    expect(() => toOptions({ flags, args: [] })).toThrow(
      'No Image Selected: Please select an image to create a mockup.',
    );
  });
});

describe('run', () => {
  it.each([
    [true, 600, 1000],
    [false, 500, 900],
  ])('writes the mockup (shadow %s) with the spec padding', async (shadow, width, height) => {
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

  it('reports a file that is not an image', async () => {
    const cwd = tempWithScreenshot();
    writeFileSync(join(cwd, 'notes.png'), 'text');
    await expect(run(toOptions({ flags, args: ['notes.png'] }), testContext({ cwd }))).rejects.toThrow(
      'Failed to load image',
    );
  });
});
