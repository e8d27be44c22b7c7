import { pngSize } from '../image/png-decode';
import { encodePng } from '../image/png-encode';
import type {
  Context2D,
  Gradient,
  Graphics,
  ImageMime,
  ImageSource,
  Pattern,
  Surface,
  TextMetricsLike,
} from '../ports';
import { svgIntrinsicSize } from '../svg/svg-size';
import { splitGraphemes } from '../text/graphemes';

export interface RecordedGradient extends Gradient {
  kind: 'linear' | 'radial';
  coords: number[];
  stops: [number, string][];
}

export interface RecordedCall {
  op: string;
  args: unknown[];
  /** Drawing state when the call was made. Gradients appear as their RecordedGradient. */
  fillStyle: string | RecordedGradient;
  font: string;
  globalAlpha: number;
  shadowBlur: number;
  shadowColor: string;
  /** Current transform (scale and translate only), as [scaleX, scaleY, translateX, translateY]. */
  transform: [number, number, number, number];
}

export interface RecordedText {
  text: string;
  x: number;
  y: number;
  font: string;
  fillStyle: string | RecordedGradient;
  align: string;
}

export interface RecordedImage {
  image: FakeImage;
  x: number;
  y: number;
  w: number;
  h: number;
  globalAlpha: number;
  /** The same box in surface pixels (transform applied). */
  device: { x: number; y: number; w: number; h: number };
}

export interface FakeImage extends ImageSource {
  readonly id: number;
  readonly mime: string;
  readonly bytes: Uint8Array;
}

/** Font size in px from a CSS font string ("800 64px Inter" -> 64). */
function fontPx(font: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(font);
  return match ? Number(match[1]) : 10;
}

type State = Pick<
  RecordingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'globalAlpha'
  | 'textAlign'
  | 'textBaseline'
  | 'shadowColor'
  | 'shadowBlur'
  | 'shadowOffsetX'
  | 'shadowOffsetY'
> & { transform: [number, number, number, number] };

/**
 * A Context2D that draws nothing and records every call, for unit tests of renderers. Text measures
 * 0.55 em per grapheme, so wrapping is predictable and independent of any real font.
 */
export class RecordingContext2D implements Context2D {
  fillStyle: string | Gradient | Pattern = '#000000';
  strokeStyle: string | Gradient | Pattern = '#000000';
  lineWidth = 1;
  font = '10px sans-serif';
  globalAlpha = 1;
  textAlign: Context2D['textAlign'] = 'start';
  textBaseline: Context2D['textBaseline'] = 'alphabetic';
  shadowColor = 'rgba(0, 0, 0, 0)';
  shadowBlur = 0;
  shadowOffsetX = 0;
  shadowOffsetY = 0;
  readonly calls: RecordedCall[] = [];
  readonly gradients: RecordedGradient[] = [];
  private transform: [number, number, number, number] = [1, 1, 0, 0];
  private readonly stack: State[] = [];

  constructor(
    readonly width = 300,
    readonly height = 150,
  ) {}

  private record(op: string, args: unknown[]): void {
    this.calls.push({
      op,
      args,
      fillStyle: this.fillStyle as string | RecordedGradient,
      font: this.font,
      globalAlpha: this.globalAlpha,
      shadowBlur: this.shadowBlur,
      shadowColor: this.shadowColor,
      transform: [...this.transform],
    });
  }

  /** Every fillText call, in order. */
  texts(): RecordedText[] {
    return this.calls
      .filter((c) => c.op === 'fillText')
      .map((c) => ({
        text: c.args[0] as string,
        x: c.args[1] as number,
        y: c.args[2] as number,
        font: c.font,
        fillStyle: c.fillStyle,
        align: (c.args[3] as string) ?? 'start',
      }));
  }

  images(): RecordedImage[] {
    return this.calls
      .filter((c) => c.op === 'drawImage')
      .map((c) => {
        const [image, x, y, w, h] = c.args as [FakeImage, number, number, number, number];
        const [sx, sy, tx, ty] = c.transform;
        return {
          image,
          x,
          y,
          w,
          h,
          globalAlpha: c.globalAlpha,
          device: { x: x * sx + tx, y: y * sy + ty, w: w * sx, h: h * sy },
        };
      });
  }

  /** The path ops (since the last beginPath) of each clip() call. */
  clips(): { op: string; args: unknown[] }[][] {
    const clips: { op: string; args: unknown[] }[][] = [];
    let path: { op: string; args: unknown[] }[] = [];
    for (const c of this.calls) {
      if (c.op === 'beginPath') path = [];
      else if (['rect', 'roundRect', 'arc', 'moveTo', 'lineTo', 'closePath'].includes(c.op))
        path.push({ op: c.op, args: c.args });
      else if (c.op === 'clip') clips.push(path);
    }
    return clips;
  }

  ops(): string[] {
    return this.calls.map((c) => c.op);
  }

  fillRect(x: number, y: number, w: number, h: number): void {
    this.record('fillRect', [x, y, w, h]);
  }
  strokeRect(x: number, y: number, w: number, h: number): void {
    this.record('strokeRect', [x, y, w, h]);
  }
  clearRect(x: number, y: number, w: number, h: number): void {
    this.record('clearRect', [x, y, w, h]);
  }
  fillText(text: string, x: number, y: number, maxWidth?: number): void {
    this.record(
      'fillText',
      maxWidth === undefined ? [text, x, y, this.textAlign] : [text, x, y, this.textAlign, maxWidth],
    );
  }
  measureText(text: string): TextMetricsLike {
    const px = fontPx(this.font);
    return {
      width: splitGraphemes(text).length * px * 0.55,
      actualBoundingBoxAscent: px * 0.72,
      actualBoundingBoxDescent: /[gjpqy]/.test(text) ? px * 0.2 : 0,
    };
  }
  drawImage(image: ImageSource, x: number, y: number, w: number, h: number): void;
  drawImage(
    image: ImageSource,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
  drawImage(image: ImageSource, ...box: number[]): void {
    // A part of an image is recorded apart, so images() keeps meaning whole pictures.
    this.record(box.length === 8 ? 'drawImagePart' : 'drawImage', [image, ...box]);
  }
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): Gradient {
    return this.gradient('linear', [x0, y0, x1, y1]);
  }
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): Gradient {
    return this.gradient('radial', [x0, y0, r0, x1, y1, r1]);
  }
  private gradient(kind: 'linear' | 'radial', coords: number[]): RecordedGradient {
    const g: RecordedGradient = {
      kind,
      coords,
      stops: [],
      addColorStop(offset, color) {
        if (offset < 0 || offset > 1) throw new RangeError(`Color stop offset ${offset} is outside 0..1`);
        g.stops.push([offset, color]);
      },
    };
    this.gradients.push(g);
    return g;
  }
  /** Clear where nothing was drawn yet; once an image is drawn, opaque black (the pixels are not painted here). */
  getImageData(x: number, y: number, w: number, h: number) {
    const drawn = this.calls.some((call) => call.op === 'drawImage' || call.op === 'drawImagePart');
    this.record('getImageData', [x, y, w, h]);
    const data = new Uint8ClampedArray(w * h * 4);
    if (drawn) for (let i = 3; i < data.length; i += 4) data[i] = 255;
    return { data, width: w, height: h };
  }
  save(): void {
    this.record('save', []);
    this.stack.push({
      fillStyle: this.fillStyle,
      strokeStyle: this.strokeStyle,
      lineWidth: this.lineWidth,
      font: this.font,
      globalAlpha: this.globalAlpha,
      textAlign: this.textAlign,
      textBaseline: this.textBaseline,
      shadowColor: this.shadowColor,
      shadowBlur: this.shadowBlur,
      shadowOffsetX: this.shadowOffsetX,
      shadowOffsetY: this.shadowOffsetY,
      transform: [...this.transform],
    });
  }
  restore(): void {
    this.record('restore', []);
    const s = this.stack.pop();
    if (!s) return;
    const { transform, ...rest } = s;
    Object.assign(this, rest);
    this.transform = transform;
  }
  beginPath(): void {
    this.record('beginPath', []);
  }
  closePath(): void {
    this.record('closePath', []);
  }
  moveTo(x: number, y: number): void {
    this.record('moveTo', [x, y]);
  }
  lineTo(x: number, y: number): void {
    this.record('lineTo', [x, y]);
  }
  arc(x: number, y: number, r: number, start: number, end: number): void {
    this.record('arc', [x, y, r, start, end]);
  }
  roundRect(x: number, y: number, w: number, h: number, radii: number | number[]): void {
    this.record('roundRect', [x, y, w, h, radii]);
  }
  rect(x: number, y: number, w: number, h: number): void {
    this.record('rect', [x, y, w, h]);
  }
  clip(): void {
    this.record('clip', []);
  }
  fill(): void {
    this.record('fill', []);
  }
  stroke(): void {
    this.record('stroke', []);
  }
  translate(x: number, y: number): void {
    this.record('translate', [x, y]);
    this.transform[2] += x * this.transform[0];
    this.transform[3] += y * this.transform[1];
  }
  scale(x: number, y: number): void {
    this.record('scale', [x, y]);
    this.transform[0] *= x;
    this.transform[1] *= y;
  }
}

/** An SVG image's size as a browser sizes it: what it declares, else 100 x 100 (null: not an SVG). */
function svgSize(bytes: Uint8Array): { width: number; height: number } | null {
  const text = new TextDecoder().decode(bytes);
  if (!/<svg/i.test(text)) return null;
  return svgIntrinsicSize(text) ?? { width: 100, height: 100 };
}

export interface RecordingSurface extends Surface {
  readonly ctx: RecordingContext2D;
}

export interface RecordingGraphics extends Graphics {
  readonly surfaces: RecordingSurface[];
  readonly fonts: { family: string; bytes: Uint8Array; descriptors?: Record<string, string | undefined> }[];
  readonly loaded: FakeImage[];
}

/**
 * A Graphics whose surfaces record calls. Images load when the bytes look like PNG or SVG (their size is read
 * from the header) and fail otherwise, like a browser. PNG encodes are real (blank) PNGs of the right size.
 */
export function recordingGraphics(): RecordingGraphics {
  const surfaces: RecordingSurface[] = [];
  const fonts: RecordingGraphics['fonts'] = [];
  const loaded: FakeImage[] = [];
  return {
    surfaces,
    fonts,
    loaded,
    createSurface(width, height) {
      const ctx = new RecordingContext2D(width, height);
      const surface: RecordingSurface = {
        width,
        height,
        ctx,
        context: () => ctx,
        asImage: () => ({ width, height, surface }),
        async encode(mime: ImageMime) {
          if (mime === 'image/png') return encodePng(new Uint8Array(width * height * 4), width, height);
          return Uint8Array.from(`${mime} ${width}x${height}`, (c) => c.charCodeAt(0));
        },
      };
      surfaces.push(surface);
      return surface;
    },
    async loadImage(bytes, mime) {
      const size = pngSize(bytes) ?? svgSize(bytes);
      if (!size) throw new Error(`Failed to load image (${mime})`);
      const image: FakeImage = { ...size, id: loaded.length + 1, mime, bytes };
      loaded.push(image);
      return image;
    },
    async registerFont(family, bytes, descriptors) {
      fonts.push(descriptors ? { family, bytes, descriptors } : { family, bytes });
    },
  };
}

/** A tiny valid SVG of the given size, for image inputs in tests. */
export function svgBytes(width: number, height: number, fill = '#f00'): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/></svg>`;
  return Uint8Array.from(svg, (c) => c.charCodeAt(0));
}
