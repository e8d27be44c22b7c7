// A QR code from its text: the encoding, its checks and how it is drawn (SVG, pixels, a terminal), shared by the QR
// code tool and every tool that shows a code (TOTP's otpauth:// URI).
import { normalizeHexColor } from '../color/hex-color';
import { hexLuminance } from '../color/luminance';
import { ToolInputError } from '../errors';
import type { GraphicsOf, Surface } from '../ports';
import { encodeQr, type QrMatrix, type QrMode, QrTooLong } from './encode';

/** Error correction: the share of the code that may be damaged and still read (L 7%, M 15%, Q 25%, H 30%). */
export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof QR_LEVELS)[number];

export interface QrStyle {
  /** The dark modules (hex). */
  foreground: string;
  /** The light modules and the quiet zone (hex). */
  background: string;
  /** Pixels per module. */
  scale: number;
  /** Quiet zone around the code, in modules (the standard asks for 4). */
  margin: number;
}

export interface QrTextInput extends QrStyle {
  /** The exact text to encode. */
  text: string;
  level: QrLevel;
}

export const QR_DEFAULTS: QrStyle & { level: QrLevel } = {
  foreground: '#000000',
  background: '#ffffff',
  scale: 10,
  margin: 4,
  level: 'M',
};

export const QR_SCALE_MAX = 40;
export const QR_MARGIN_MAX = 16;

/** What a version 40 code holds at each level, in each mode (ISO/IEC 18004 table 7), and what it counts. */
const CAPACITY: Record<QrMode, { unit: string } & Record<QrLevel, number>> = {
  numeric: { unit: 'digits', L: 7089, M: 5596, Q: 3993, H: 3057 },
  alphanumeric: {
    unit: 'characters of A-Z, 0-9 and $%*+-./: and space',
    L: 4296,
    M: 3391,
    Q: 2420,
    H: 1852,
  },
  byte: { unit: 'bytes', L: 2953, M: 2331, Q: 1663, H: 1273 },
};

export interface QrCode {
  /** The exact text encoded. */
  text: string;
  level: QrLevel;
  /** 1..40. */
  version: number;
  /** Modules a side, without the quiet zone. */
  size: number;
  /** `modules[y][x]`: true for a dark module. */
  modules: boolean[][];
  style: QrStyle;
  /** Side of the image in pixels, quiet zone included. */
  pixels: number;
  /** What may keep it from scanning (one line each). */
  warnings: string[];
}

function colour(value: string, name: string): string {
  const hex = normalizeHexColor(value);
  if (!hex) throw new ToolInputError(`The ${name} colour "${value}" is not a hex colour like #1e293b.`);
  return hex;
}

function whole(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ToolInputError(`The ${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

/**
 * Scanners read dark modules on a light ground by the difference in reflectance. ISO/IEC 15415 grades symbol
 * contrast (light minus dark reflectance) C from 40%: below it, or with light modules on a dark ground (which
 * many readers do not try), the code may not scan.
 */
export function qrColourWarnings(foreground: string, background: string): string[] {
  const dark = hexLuminance(foreground);
  const light = hexLuminance(background);
  if (dark > light) {
    return [
      'The modules are lighter than the background: many scanners read only dark modules on a light ground. Swap the colours.',
    ];
  }
  const contrast = Math.round((light - dark) * 100);
  if (contrast < 40) {
    return [
      `The colours differ by ${contrast}% in brightness (below the 40% that ISO/IEC 15415 grades C): phone cameras may fail to scan it. Darken the modules or lighten the background.`,
    ];
  }
  return [];
}

/** Encodes the text at the level asked for; the modules are the same wherever they are drawn. */
export function qrCodeOf(input: QrTextInput): QrCode {
  const style: QrStyle = {
    foreground: colour(input.foreground, 'foreground'),
    background: colour(input.background, 'background'),
    scale: whole(input.scale, 'module size', 1, QR_SCALE_MAX),
    margin: whole(input.margin, 'margin', 0, QR_MARGIN_MAX),
  };
  const { text } = input;
  try {
    encodeURI(text);
  } catch {
    throw new ToolInputError('The text holds a broken character (a lone UTF-16 surrogate).');
  }
  let encoded: QrMatrix;
  try {
    encoded = encodeQr(text, input.level);
  } catch (error) {
    if (!(error instanceof QrTooLong)) throw error;
    const capacity = CAPACITY[error.mode];
    throw new ToolInputError(
      `Too long for a QR code at level ${input.level}: ${error.count} ${capacity.unit}, and it holds at most ${capacity[input.level]} (level L: ${capacity.L}).`,
      'Too long',
    );
  }
  return {
    text,
    level: input.level,
    version: encoded.version,
    size: encoded.size,
    modules: encoded.modules,
    style,
    pixels: (encoded.size + 2 * style.margin) * style.scale,
    warnings: qrColourWarnings(style.foreground, style.background),
  };
}

/** Each row's runs of dark modules, as [x, y, length]. */
function darkRuns(code: QrCode): [number, number, number][] {
  const runs: [number, number, number][] = [];
  code.modules.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x++) {
      if (row[x] && start < 0) start = x;
      else if (!row[x] && start >= 0) {
        runs.push([start, y, x - start]);
        start = -1;
      }
    }
  });
  return runs;
}

/**
 * The code as SVG: one path of module runs on a viewBox of modules, `scale` pixels each at its own size, so it
 * rasterises to the PNG's pixels and stays sharp at any other size. The title never repeats the text (a Wi-Fi
 * password would show as a tooltip).
 */
export function qrSvg(code: QrCode): string {
  const { margin, foreground, background } = code.style;
  const side = code.size + 2 * margin;
  const path = darkRuns(code)
    .map(([x, y, length]) => `M${x + margin} ${y + margin}h${length}v1h-${length}z`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${code.pixels}" height="${code.pixels}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" role="img">`,
    '<title>QR code</title>',
    `<rect width="${side}" height="${side}" fill="${background}"/>`,
    `<path fill="${foreground}" d="${path}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The code drawn on a surface, module for module on whole pixels (the PNG and the page's preview). */
export function drawQr<S extends Surface>(code: QrCode, graphics: Pick<GraphicsOf<S>, 'createSurface'>): S {
  const { margin, scale, foreground, background } = code.style;
  const surface = graphics.createSurface(code.pixels, code.pixels);
  const ctx = surface.context();
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, code.pixels, code.pixels);
  ctx.fillStyle = foreground;
  for (const [x, y, length] of darkRuns(code)) {
    ctx.fillRect((x + margin) * scale, (y + margin) * scale, length * scale, scale);
  }
  return surface;
}

export async function qrPng(code: QrCode, graphics: Pick<GraphicsOf<Surface>, 'createSurface'>) {
  return drawQr(code, graphics).encode('image/png');
}

/**
 * The code in a terminal, two module rows a line in half blocks, quiet zone included. With `ansi`, black on a
 * white ground whatever the terminal's theme; without, dark modules are drawn in the text colour (right on a
 * light terminal).
 */
export function qrTerminal(code: QrCode, ansi: boolean): string {
  const margin = Math.max(2, Math.min(code.style.margin, 4));
  const side = code.size + 2 * margin;
  const dark = (x: number, y: number) => code.modules[y - margin]?.[x - margin] === true;
  const lines: string[] = [];
  for (let y = 0; y < side; y += 2) {
    let line = '';
    for (let x = 0; x < side; x++) {
      const top = dark(x, y);
      const bottom = y + 1 < side && dark(x, y + 1);
      line += top ? (bottom ? '█' : '▀') : bottom ? '▄' : ' ';
    }
    lines.push(ansi ? `\x1b[30;107m${line}\x1b[0m` : line);
  }
  return `${lines.join('\n')}\n`;
}
