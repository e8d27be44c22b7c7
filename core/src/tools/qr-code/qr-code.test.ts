import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import {
  drawQr,
  QR_DEFAULTS,
  QR_LEVELS,
  type QrCode,
  type QrLevel,
  qrColourWarnings,
  qrSvg as runQrSvg,
  qrTerminal as runQrTerminal,
} from '../../qr/code';
import { recordingGraphics } from '../../testing';
import type { QrPayload } from './payload';
import { runQrCode } from './qr-code';

const payloads: [string, QrPayload][] = [
  ['text', { kind: 'text', text: 'Grüße aus Köln — 東京 🚀\nline two' }],
  ['url', { kind: 'url', url: 'https://example.com/path?q=a%20b&x=1#top' }],
  ['wifi', { kind: 'wifi', ssid: 'Café;Net', password: 'p@ss:w,o"rd\\', security: 'WPA', hidden: true }],
  [
    'vcard',
    {
      kind: 'vcard',
      firstName: 'Ada',
      lastName: 'Lovelace',
      organization: 'Analytical Engines, Ltd.',
      title: 'Programmer',
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
      url: 'https://example.com/ada',
    },
  ],
];

const make = (payload: QrPayload, level: QrLevel = 'M', style = {}) =>
  runQrCode({ ...QR_DEFAULTS, ...style, payload, level });

/** Paints the recorded fillRect calls of drawQr into RGBA pixels, as a canvas would. */
function paint(code: QrCode): Uint8ClampedArray {
  const graphics = recordingGraphics();
  drawQr(code, graphics);
  const side = code.pixels;
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (const call of graphics.surfaces[0]!.ctx.calls) {
    if (call.op !== 'fillRect') continue;
    const [x, y, w, h] = call.args as number[];
    const hex = String(call.fillStyle);
    const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    for (let py = y!; py < y! + h!; py++)
      for (let px = x!; px < x! + w!; px++) pixels.set([...rgb, 255], (py * side + px) * 4);
  }
  return pixels;
}

/** The error-correction level written in the code's format information (ISO/IEC 18004 7.9), read back. */
function formatLevel(code: QrCode): QrLevel {
  const at = (x: number, y: number) => (code.modules[y]![x] ? 1 : 0);
  const cells = [
    ...[0, 1, 2, 3, 4, 5].map((i) => [8, i]),
    [8, 7],
    [8, 8],
    [7, 8],
    ...[9, 10, 11, 12, 13, 14].map((i) => [14 - i, 8]),
  ];
  const bits = cells.reduce((value, [x, y], i) => value | (at(x!, y!) << i), 0) ^ 0x5412;
  return (['M', 'L', 'H', 'Q'] as const)[bits >> 13]!;
}

describe('runQrCode', () => {
  describe.each(payloads)('%s', (_, payload) => {
    it.each(QR_LEVELS)('level %s: a QR reader gets the payload back from the drawn pixels', (level) => {
      const code = make(payload, level, { scale: 4 });
      expect(formatLevel(code)).toBe(level);
      const found = jsQR(paint(code), code.pixels, code.pixels);
      expect(found).not.toBeNull();
      expect(found!.version).toBe(code.version);
      expect(new Uint8Array(found!.binaryData)).toEqual(new TextEncoder().encode(code.text));
    });
  });

  it('a higher level takes more modules for the same text', () => {
    const text: QrPayload = { kind: 'text', text: 'x'.repeat(100) };
    const sizes = QR_LEVELS.map((level) => make(text, level).size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(sizes[3]).toBeGreaterThan(sizes[0]!);
  });

  it('sizes the image: (modules + 2 margins) x scale', () => {
    const code = make({ kind: 'text', text: 'hi' }, 'L', { scale: 3, margin: 2 });
    expect(code.size).toBe(21);
    expect(code.pixels).toBe((21 + 4) * 3);
    expect(code.style).toEqual({ foreground: '#000000', background: '#ffffff', scale: 3, margin: 2 });
  });

  it('holds up to the standard’s capacity, and names it past', () => {
    expect(make({ kind: 'text', text: 'a'.repeat(1273) }, 'H').version).toBe(40);
    expect(() => make({ kind: 'text', text: 'é'.repeat(700) }, 'H')).toThrow(
      new ToolInputError(
        'Too long for a QR code at level H: 1400 bytes, and it holds at most 1273 (level L: 2953).',
        'Too long',
      ),
    );
  });

  // Digits and A-Z text go in the numeric and alphanumeric modes, which hold more (qrencode fits 5596 digits and
  // 3391 such characters at M): the message names that mode's capacity, not the byte mode's 2331.
  it.each([
    [
      '1'.repeat(5596),
      '1'.repeat(5597),
      'Too long for a QR code at level M: 5597 digits, and it holds at most 5596 (level L: 7089).',
    ],
    [
      'A'.repeat(3391),
      'A'.repeat(3392),
      'Too long for a QR code at level M: 3392 characters of A-Z, 0-9 and $%*+-./: and space, and it holds at most 3391 (level L: 4296).',
    ],
  ])('names the capacity of the mode the text is encoded in', (fits, over, message) => {
    expect(make({ kind: 'text', text: fits }, 'M').version).toBe(40);
    expect(() => make({ kind: 'text', text: over }, 'M')).toThrow(new ToolInputError(message, 'Too long'));
  });

  it.each([
    [{ foreground: 'red' }, 'The foreground colour "red" is not a hex colour like #1e293b.'],
    [{ background: '#12345' }, 'The background colour "#12345" is not a hex colour like #1e293b.'],
    [{ scale: 0 }, 'The module size must be a whole number from 1 to 40.'],
    [{ margin: 2.5 }, 'The margin must be a whole number from 0 to 16.'],
  ])('refuses %j', (style, message) => {
    expect(() => make({ kind: 'text', text: 'x' }, 'M', style)).toThrow(new ToolInputError(message));
  });

  it('refuses a lone surrogate with one message', () => {
    expect(() => make({ kind: 'text', text: 'a\ud800b' })).toThrow(/broken character/);
  });
});

describe('qrColourWarnings', () => {
  it.each([
    ['#000000', '#ffffff', 0],
    ['#1e3a8a', '#fef3c7', 0],
    ['#777777', '#999999', 1],
    ['#ffffff', '#000000', 1],
  ])('%s on %s: %i warning(s)', (fg, bg, count) => {
    expect(qrColourWarnings(fg, bg)).toHaveLength(count);
  });

  it('says why: lighter modules, or too little difference', () => {
    expect(qrColourWarnings('#ffffff', '#111111')[0]).toMatch(/lighter than the background/);
    expect(qrColourWarnings('#777777', '#999999')[0]).toMatch(/differ by 13% in brightness/);
  });

  it('the colours reach the pixels', () => {
    const code = make({ kind: 'text', text: 'colour' }, 'L', {
      foreground: '#1e3a8a',
      background: '#FEF3C7',
    });
    const pixels = paint(code);
    expect([...pixels.slice(0, 3)]).toEqual([0xfe, 0xf3, 0xc7]);
    const first = (code.style.margin * code.pixels + code.style.margin) * code.style.scale * 4;
    expect([...pixels.slice(first, first + 3)]).toEqual([0x1e, 0x3a, 0x8a]);
  });
});

describe('runQrSvg', () => {
  it('is a square of module runs on the background, sized in pixels, that never shows the text', () => {
    const code = make(payloads[2]![1], 'Q', { scale: 5, margin: 1 });
    const svg = runQrSvg(code);
    const side = code.size + 2;
    expect(svg).toContain(`width="${side * 5}" height="${side * 5}" viewBox="0 0 ${side} ${side}"`);
    expect(svg).toContain(`<rect width="${side}" height="${side}" fill="#ffffff"/>`);
    expect(svg).not.toContain('Net');
    const runs = [...svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
    const dark = code.modules.flat().filter(Boolean).length;
    expect(runs.reduce((sum, run) => sum + Number(run[3]), 0)).toBe(dark);
  });
});

describe('runQrTerminal', () => {
  it('draws two module rows a line, finder pattern first', () => {
    const code = make({ kind: 'text', text: 'hi' }, 'L', { margin: 4 });
    const lines = runQrTerminal(code, false).slice(0, -1).split('\n');
    expect(lines).toHaveLength(Math.ceil((21 + 8) / 2));
    expect(lines[2]!.slice(0, 11)).toBe('    █▀▀▀▀▀█');
    expect(runQrTerminal(code, true).startsWith('\u001b[30;107m')).toBe(true);
  });
});
