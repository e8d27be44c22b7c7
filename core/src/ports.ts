import type { CryptoKey } from 'jose';

/**
 * Core's only contact with the world. Generators take what they use as arguments; the web binds these
 * in web/src/platform, the CLI in cli/src/platform. Each adapter ends with `satisfies <Port>`.
 */

/** The raster formats a Surface encodes to (core/src/image/formats.ts names their extensions). */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

export interface Graphics {
  createSurface(width: number, height: number): Surface;
  loadImage(bytes: Uint8Array, mime: string): Promise<ImageSource>;
  registerFont?(
    family: string,
    bytes: Uint8Array,
    descriptors?: { weight?: string; style?: string; unicodeRange?: string },
  ): Promise<void>;
}

/** A Graphics whose surfaces are of a known kind (the web's carry their canvas for previews). */
export type GraphicsOf<S extends Surface> = Omit<Graphics, 'createSurface'> & {
  createSurface(width: number, height: number): S;
};

export interface Surface {
  readonly width: number;
  readonly height: number;
  context(): Context2D;
  encode(mime: ImageMime, quality?: number): Promise<Uint8Array>;
  /** What was drawn, as a picture another surface's drawImage takes (a layer drawn once, then warped or shadowed). */
  asImage(): ImageSource;
}

/** The members of CanvasRenderingContext2D that Chromium and @napi-rs/canvas share and our renderers use. */
export interface Context2D {
  fillStyle: string | Gradient | Pattern;
  strokeStyle: string | Gradient | Pattern;
  lineWidth: number;
  font: string;
  globalAlpha: number;
  textAlign: 'left' | 'right' | 'center' | 'start' | 'end';
  textBaseline: 'top' | 'hanging' | 'middle' | 'alphabetic' | 'ideographic' | 'bottom';
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  fillRect(x: number, y: number, w: number, h: number): void;
  strokeRect(x: number, y: number, w: number, h: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  measureText(text: string): TextMetricsLike;
  drawImage(image: ImageSource, x: number, y: number, w: number, h: number): void;
  /** The part `sx, sy, sw, sh` of the image, drawn into `dx, dy, dw, dh`. */
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
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): Gradient;
  createRadialGradient(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number): Gradient;
  getImageData(
    x: number,
    y: number,
    w: number,
    h: number,
  ): { data: Uint8ClampedArray; width: number; height: number };
  save(): void;
  restore(): void;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  roundRect(x: number, y: number, w: number, h: number, radii: number | number[]): void;
  rect(x: number, y: number, w: number, h: number): void;
  clip(): void;
  fill(): void;
  stroke(): void;
  translate(x: number, y: number): void;
  scale(x: number, y: number): void;
}

export interface TextMetricsLike {
  width: number;
  actualBoundingBoxAscent: number;
  actualBoundingBoxDescent: number;
}

export interface Gradient {
  addColorStop(offset: number, color: string): void;
}

/** Only so platform contexts (whose styles may be patterns) fit; our renderers do not make patterns. */
export interface Pattern {
  setTransform(transform?: unknown): void;
}

/** Opaque: made only by `Graphics.loadImage`. */
export interface ImageSource {
  readonly width: number;
  readonly height: number;
}

/**
 * Fonts and emoji reach the renderers as bytes from a loader each platform supplies (the web fetches the
 * bundled files, the CLI reads node_modules), so both draw with the same files and no system font decides.
 */
export interface RenderAssets {
  /** Bytes of a file named in RENDER_FONTS (`inter-latin-800-normal.woff2`). */
  font(file: string): Promise<Uint8Array>;
  /** SVG bytes of the Twemoji file `<code>.svg` (`1f680`), or null when there is none. */
  emoji(code: string): Promise<Uint8Array | null>;
  /**
   * A script font package (`noto-sans-sc`, see SCRIPT_FONT_PACKAGES): its fontsource `unicode.json` and a reader
   * for its files. Null (or absent) where the platform does not ship it: the text then draws in system fonts.
   */
  scriptFont?(packageId: string): Promise<ScriptFontFiles | null>;
}

interface ScriptFontFiles {
  ranges: Record<string, string>;
  file(name: string): Promise<Uint8Array>;
}

/**
 * What the image renderers draw with. `S` lets a front end get its own surface type back (the web preview
 * shows the DOM canvas); a renderer that draws no text or emoji takes `Pick<RenderPorts<S>, 'graphics'>`.
 */
export interface RenderPorts<S extends Surface = Surface> {
  graphics: GraphicsOf<S>;
  assets: RenderAssets;
}

export interface OutputFile {
  name: string;
  mime: string;
  data: Uint8Array | string;
}

/** Where generated files go: a download or zip on the web, files under --out in the CLI, memory in tests. */
export interface FileSink {
  write(file: OutputFile): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface Random {
  bytes(n: number): Uint8Array;
}

/** An RSA or EC key pair's parameters, as WebCrypto's generateKey takes them. */
export type KeyPairAlgorithm =
  | {
      name: 'RSASSA-PKCS1-v1_5';
      modulusLength: number;
      publicExponent: Uint8Array<ArrayBuffer>;
      hash: 'SHA-256';
    }
  | { name: 'ECDSA'; namedCurve: 'P-256' | 'P-384' | 'P-521' };

/**
 * Makes key pairs: WebCrypto's `crypto.subtle` in the browser and in Node, handed in as it is. The key's
 * randomness is the platform's; core only reads the extractable pair it returns.
 */
export interface KeyPairMaker {
  generateKey(
    algorithm: KeyPairAlgorithm,
    extractable: true,
    keyUsages: ('sign' | 'verify')[],
  ): Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }>;
}

/**
 * AES-256-GCM with a raw key (encrypted share links): WebCrypto's in the browser and in Node. `open` rejects when
 * the tag does not verify: a wrong key, or sealed bytes or additional data changed.
 */
export interface AesGcm {
  seal(
    key: Uint8Array,
    iv: Uint8Array,
    plaintext: Uint8Array,
    additionalData: Uint8Array,
  ): Promise<Uint8Array>;
  open(key: Uint8Array, iv: Uint8Array, sealed: Uint8Array, additionalData: Uint8Array): Promise<Uint8Array>;
}

/** A file another file refers to, read by a platform that keeps every read inside one folder. */
export type FolderRead = { ok: true; text: string } | { ok: false; reason: string };

/**
 * The folder a document was read from. `path` is relative to it, POSIX-separated and already normalized (no `.`,
 * no `..`); the binding resolves it (links followed) and refuses anything that lands outside the folder.
 */
export interface SourceFolder {
  read(path: string): Promise<FolderRead>;
}
