import { decodePng } from '@toolbox/core/image/png-decode';
import { describe, expect, it } from 'vitest';
import { napiGraphics } from './napi-graphics';

function drawCard(encoder: 'core' | 'skia') {
  const surface = napiGraphics({ pngEncoder: encoder }).createSurface(300, 160);
  const ctx = surface.context();
  const g = ctx.createLinearGradient(0, 0, 300, 160);
  g.addColorStop(0, '#4f46e5');
  g.addColorStop(1, '#db2777');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 300, 160);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.5)';
  ctx.beginPath();
  ctx.arc(150, 80, 50, 0, Math.PI * 2);
  ctx.fill();
  return { surface, ctx };
}

describe('napiGraphics PNG encoding', () => {
  it("writes exactly the canvas pixels with core's encoder, the same pixels Skia's encoder writes", async () => {
    const core = drawCard('core');
    const skia = drawCard('skia');
    const pixels = core.ctx.getImageData(0, 0, 300, 160).data;
    const fromCore = decodePng(await core.surface.encode('image/png'));
    const fromSkia = decodePng(await skia.surface.encode('image/png'));
    expect(fromCore.rgba).toEqual(new Uint8Array(pixels));
    expect(fromSkia.rgba).toEqual(fromCore.rgba);
  });

  it('keeps transparency (RGBA) when the canvas is not opaque', async () => {
    const surface = napiGraphics().createSurface(4, 4);
    surface.context().fillStyle = 'rgba(255, 0, 0, 0.5)';
    surface.context().fillRect(0, 0, 2, 2);
    const png = await surface.encode('image/png');
    expect(png[25]).toBe(6);
    expect(decodePng(png).rgba).toEqual(new Uint8Array(surface.context().getImageData(0, 0, 4, 4).data));
  });

  it('encodes JPEG and WebP through Skia', async () => {
    const { surface } = drawCard('core');
    expect(Array.from((await surface.encode('image/jpeg', 0.8)).subarray(0, 3))).toEqual([0xff, 0xd8, 0xff]);
    expect(String.fromCharCode(...(await surface.encode('image/webp')).subarray(8, 12))).toBe('WEBP');
  });

  it('rejects bytes that are not an image', async () => {
    await expect(napiGraphics().loadImage(new Uint8Array([1, 2, 3]), 'image/png')).rejects.toThrow();
  });
});
