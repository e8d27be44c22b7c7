import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ToolInputError } from '@toolbox/core/errors';
import { decodePng } from '@toolbox/core/image/png-decode';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { napiGraphics } from '../platform/napi-graphics';
import { testContext } from '../test-context';
import { run, toOptions } from './qr';

const folder = () => mkdtempSync(join(tmpdir(), 'toolbox-qr-'));

/** The SVG rasterised by the CLI's own Graphics (Skia), at its own size. */
async function rasterise(svg: string) {
  const graphics = napiGraphics();
  const image = await graphics.loadImage(new TextEncoder().encode(svg), 'image/svg+xml');
  const surface = graphics.createSurface(image.width, image.height);
  surface.context().drawImage(image, 0, 0, image.width, image.height);
  const { data, width, height } = surface.context().getImageData(0, 0, image.width, image.height);
  return { data, width, height };
}

const read = (found: ReturnType<typeof jsQR>) =>
  found ? new TextDecoder().decode(new Uint8Array(found.binaryData)) : null;

const kinds: [string, string[], string][] = [
  ['text', ['Grüße 東京 🚀'], 'Grüße 東京 🚀'],
  ['url', ['--kind', 'url', 'example.com/a?b=c'], 'https://example.com/a?b=c'],
  [
    'wifi',
    ['--ssid', 'Café;Net', '--password', 'p@ss:w,rd', '--hidden'],
    'WIFI:T:WPA;S:Café\\;Net;P:p@ss\\:w\\,rd;H:true;;',
  ],
  [
    'vcard',
    ['--first-name', 'Ada', '--last-name', 'Lovelace', '--phone', '+44 20 7946 0000'],
    'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nTEL;TYPE=CELL:+44 20 7946 0000\r\nEND:VCARD',
  ],
];

/** commander's parse as toOptions sees it, from argv-like flags. */
function parse(argv: string[]) {
  const flags: Record<string, unknown> = {};
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--') && arg !== '-o') args.push(arg);
    else if (arg === '--hidden' || arg === '--force') flags[arg.slice(2)] = true;
    else {
      const name =
        arg === '-o' ? 'output' : arg.slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      flags[name] = argv[++i];
    }
  }
  return toOptions({ flags, args });
}

describe('toolbox qr', () => {
  it('reads the format from -o, the kind from the flags given', () => {
    expect(parse(['hi', '-o', 'a.PNG'])).toMatchObject({
      kind: 'text',
      format: 'png',
      level: 'M',
      scale: 10,
    });
    expect(parse(['--ssid', 'x'])).toMatchObject({ kind: 'wifi', wifi: { security: 'nopass' } });
    expect(parse(['--email', 'a@b.c'])).toMatchObject({ kind: 'vcard', format: 'text' });
  });

  it.each([
    [['hi', '-o', 'qr.jpg'], 'cannot tell the format of qr.jpg: name it .png or .svg, or give --format.'],
    [['hi', '-o', 'qr.png', '--format', 'svg'], '--format svg does not match qr.png.'],
    [['--ssid', 'x', '--email', 'a@b.c'], 'give Wi-Fi flags or contact flags, not both.'],
    [['hi', '--ssid', 'x'], 'a Wi-Fi code takes its flags, not TEXT.'],
    [[], 'give the TEXT to encode (or - for stdin), or Wi-Fi or contact flags.'],
    // These were dropped without a word: the code held the link or text alone.
    [
      ['--kind', 'url', 'https://x.y', '--ssid', 'Home'],
      'Wi-Fi flags are for a Wi-Fi code; --kind url does not use them.',
    ],
    [
      ['--kind', 'text', 'hi', '--first-name', 'Ada'],
      'contact flags are for a contact card; --kind text does not use them.',
    ],
    [['--kind', 'wifi', '--ssid', 'Home', '--phone', '1'], 'give Wi-Fi flags or contact flags, not both.'],
    [
      ['--kind', 'wifi', '--first-name', 'Ada'],
      'contact flags are for a contact card; --kind wifi does not use them.',
    ],
    [['--kind', 'vcard', '--hidden'], 'Wi-Fi flags are for a Wi-Fi code; --kind vcard does not use them.'],
    [['hi', '--scale', '0'], '--scale must be between 1 and 40.'],
  ])('usage error for %j', (argv, message) => {
    expect(() => parse(argv)).toThrow(new UsageError(message));
  });

  describe.each(kinds)('%s', (_, argv, payload) => {
    it.each(['L', 'M', 'Q', 'H'])(
      'level %s: the PNG and the rasterised SVG read back the payload, pixel for pixel the same',
      async (level) => {
        const cwd = folder();
        for (const file of ['qr.png', 'qr.svg']) {
          const ctx = testContext({ cwd });
          await run(parse([...argv, '--level', level, '--scale', '3', '-o', file]), ctx);
          expect(ctx.captured.stdout).toBe(`${file}\n`);
        }
        const png = decodePng(new Uint8Array(readFileSync(join(cwd, 'qr.png'))));
        const svg = await rasterise(readFileSync(join(cwd, 'qr.svg'), 'utf8'));
        expect(read(jsQR(new Uint8ClampedArray(png.rgba), png.width, png.height))).toBe(payload);
        expect(read(jsQR(svg.data, svg.width, svg.height))).toBe(payload);
        expect([svg.width, svg.height]).toEqual([png.width, png.height]);
        expect(Buffer.from(svg.data).equals(Buffer.from(png.rgba))).toBe(true);
      },
    );
  });

  it('reads stdin without its last newline; --json gives the summary and the modules', async () => {
    const ctx = Object.assign(testContext({ input: 'hello\n' }), { json: true });
    await run(parse(['-']), ctx);
    const summary = JSON.parse(ctx.captured.stdout);
    expect(summary).toMatchObject({ text: 'hello', level: 'M', version: 1, size: 21, pixels: 290 });
    expect(summary.modules[0]).toMatch(/^11111110[01]{5}01111111$/);
    expect(summary.modules).toHaveLength(21);
  });

  it('refuses stdin that is not UTF-8 rather than encoding U+FFFD, and drops a byte order mark', async () => {
    const bytes =
      (...chunks: number[][]) =>
      () =>
        Readable.from([Buffer.from(chunks.flat())]);
    // a, then 0xff 0xfe (Latin-1's ÿþ, never UTF-8), then b: zbarimg read back a\uFFFD\uFFFDb from the code.
    await expect(run(parse(['-']), testContext({ stdin: bytes([0x61, 0xff, 0xfe, 0x62]) }))).rejects.toThrow(
      new ToolInputError(
        'stdin is not UTF-8 text (byte 0xFF at offset 1): save it as UTF-8 (iconv -f latin1 -t utf-8 converts Latin-1).',
      ),
    );
    // Notepad's byte order mark is not part of the text: a scanner would show it before the link.
    const ctx = Object.assign(testContext({ stdin: bytes([0xef, 0xbb, 0xbf], [...Buffer.from('hi\r\n')]) }), {
      json: true,
    });
    await run(parse(['-']), ctx);
    expect(JSON.parse(ctx.captured.stdout).text).toBe('hi');
  });

  it('draws it in the terminal without -o, and warns on stderr about colours that may not scan', async () => {
    const ctx = testContext();
    await run(parse(['hi', '--color', '#888888', '--background', '#999999']), ctx);
    expect(ctx.captured.stdout.split('\n')[2]).toMatch(/^ {4}█▀▀▀▀▀█/);
    expect(ctx.captured.stderr).toMatch(/^warning: The colours differ by 7% in brightness/);
  });

  it.each([
    [
      'a short WPA password',
      ['--ssid', 'Home', '--password', 'short'],
      'A WPA password is 8 to 63 characters',
    ],
    [
      'a named colour',
      ['x', '--color', 'blue'],
      'The foreground colour "blue" is not a hex colour like #1e293b.',
    ],
    ['3000 bytes at H', ['x'.repeat(3000), '--level', 'H'], 'Too long for a QR code at level H: 3000 bytes'],
  ])('one clear message for %s', async (_, argv, message) => {
    await expect(run(parse(argv), testContext())).rejects.toThrow(message);
  });

  it('refuses to overwrite -o without --force', async () => {
    const cwd = folder();
    await run(parse(['a', '-o', 'q.svg']), testContext({ cwd }));
    await expect(run(parse(['b', '-o', 'q.svg']), testContext({ cwd }))).rejects.toThrow(
      'q.svg already exists; use --force to overwrite.',
    );
  });
});
