import type { Context2D, Graphics, ImageMime, ImageSource, Surface } from '@toolbox/core/ports';

interface DomSurface extends Surface {
  /** The canvas itself, so a preview can show what was drawn without encoding it. */
  readonly canvas: HTMLCanvasElement;
}

export interface DomGraphics extends Graphics {
  createSurface(width: number, height: number): DomSurface;
}

// FontFaceSet is per document: register each face once however many Graphics are made.
const registered = new Map<string, Promise<void>>();

function toBlob(canvas: HTMLCanvasElement, mime: ImageMime, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Failed to create blob'))),
      mime,
      quality,
    ),
  );
}

/** Graphics on DOM canvas, with fonts registered through FontFace: the same files the CLI registers with Skia. */
export function domGraphics(doc: Document = document): DomGraphics {
  return {
    createSurface(width, height) {
      const canvas = doc.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Could not get canvas context');
      // Checked member by member, except drawImage: its ImageSource only ever comes from loadImage below.
      const checked: Omit<Context2D, 'drawImage'> = context;
      const ctx = checked as Context2D;
      return {
        width,
        height,
        canvas,
        context: () => ctx,
        asImage: () => canvas,
        async encode(mime, quality = 0.92) {
          return new Uint8Array(await (await toBlob(canvas, mime, quality)).arrayBuffer());
        },
      };
    },
    async loadImage(bytes, mime): Promise<ImageSource> {
      const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: mime }));
      try {
        const image = new Image();
        image.src = url;
        await image.decode();
        if (!image.naturalWidth || !image.naturalHeight) throw new Error('Failed to load image');
        return image;
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    registerFont(family, bytes, descriptors) {
      const key = `${family}/${descriptors?.weight ?? ''}/${descriptors?.unicodeRange ?? ''}/${bytes.length}`;
      let done = registered.get(key);
      if (!done) {
        const face = new FontFace(family, new Uint8Array(bytes), {
          weight: descriptors?.weight ?? 'normal',
          style: descriptors?.style ?? 'normal',
          ...(descriptors?.unicodeRange ? { unicodeRange: descriptors.unicodeRange } : {}),
        });
        done = face.load().then((loaded) => {
          doc.fonts.add(loaded);
        });
        done.catch(() => registered.delete(key));
        registered.set(key, done);
      }
      return done;
    },
  } satisfies DomGraphics;
}
