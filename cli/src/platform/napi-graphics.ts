import { deflateSync } from 'node:zlib';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import { encodePng } from '@toolbox/core/image/png-encode';
import type { Context2D, Graphics, ImageMime, ImageSource, Surface } from '@toolbox/core/ports';

// GlobalFonts is process-wide: register each face once however many Graphics are made.
const registered = new Set<string>();

/** zlib at level 1 from Node: native, so a 1200x630 PNG takes ~20 ms instead of Skia's ~200 ms. */
const nativeZlib = (data: Uint8Array) => deflateSync(data, { level: 1 });

export interface NapiGraphicsOptions {
  /** 'skia' uses @napi-rs/canvas's own PNG encoder (for the bench's comparison); default 'core'. */
  pngEncoder?: 'core' | 'skia';
}

/** Graphics on @napi-rs/canvas (Skia). Import this module only inside a command's run(): it loads the native addon. */
export function napiGraphics(options: NapiGraphicsOptions = {}): Graphics {
  return {
    createSurface(width, height): Surface {
      const canvas = createCanvas(width, height);
      const ctx: Context2D = canvas.getContext('2d');
      return {
        width,
        height,
        context: () => ctx,
        asImage: () => canvas,
        async encode(mime: ImageMime, quality = 0.92) {
          if (mime === 'image/png') {
            if (options.pngEncoder === 'skia') return canvas.encode('png');
            const { data } = ctx.getImageData(0, 0, width, height);
            return encodePng(data, width, height, { compress: nativeZlib });
          }
          const q = Math.round(Math.min(1, Math.max(0, quality)) * 100);
          return canvas.encode(mime === 'image/jpeg' ? 'jpeg' : 'webp', q);
        },
      };
    },
    async loadImage(bytes, mime): Promise<ImageSource> {
      if (!mime.startsWith('image/')) throw new Error(`Not an image: ${mime}`);
      const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (!image.width || !image.height) throw new Error('Failed to load image');
      return image;
    },
    async registerFont(family, bytes, descriptors) {
      const key = `${family}/${descriptors?.weight ?? ''}/${descriptors?.unicodeRange ?? ''}/${bytes.length}`;
      if (registered.has(key)) return;
      if (!GlobalFonts.register(Buffer.from(bytes), family))
        throw new Error(`Could not register font ${family}`);
      registered.add(key);
    },
  } satisfies Graphics;
}
