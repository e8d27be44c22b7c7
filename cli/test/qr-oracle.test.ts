// `toolbox qr` (built binary) against Debian's QR tools, installed by support/test-programs.mjs before the tests:
// zbarimg (zbar-tools) must read back from each PNG exactly the bytes the code was to hold, and the version chosen
// must be qrencode's (4.1) for text that is one mode throughout.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

function oracle(program: string, args: string[], input = '') {
  const result = spawnSync(program, args, { input, maxBuffer: 1 << 24 });
  if (result.error)
    throw new Error(`${program} is not installed (support/test-programs.mjs): ${result.error}`);
  return result;
}

/** The bytes zbarimg reads from the image, as they are (-Sbinary: no charset guessing, no newline added). */
function zbarimg(path: string): Buffer {
  const result = oracle('zbarimg', ['--raw', '--quiet', '-Sbinary', path]);
  if (result.status !== 0) throw new Error(`zbarimg found no code in ${path}: ${result.stderr}`);
  return result.stdout;
}

/** The version qrencode chooses (`-8`: bytes only), from the side of its code without a margin. */
function qrencodeVersion(text: string, level: string, bytesOnly: boolean): number {
  const args = ['-l', level, '-t', 'ASCII', '-m', '0', ...(bytesOnly ? ['-8'] : []), '-o', '-'];
  const result = oracle('qrencode', args, text);
  if (result.status !== 0) throw new Error(`qrencode ${args.join(' ')}: ${result.stderr}`);
  const side = result.stdout.toString('utf8').trimEnd().split('\n').length;
  return (side - 17) / 4;
}

const dir = mkdtempSync(join(tmpdir(), 'toolbox-qr-oracle-'));

/** Writes the code with the built CLI and returns what zbarimg reads from it. */
function roundTrip(name: string, args: string[], input?: string) {
  const result = toolboxIn(dir, ['qr', ...args, '-o', `${name}.png`], input === undefined ? {} : { input });
  expect(result.code, result.stderr).toBe(0);
  return zbarimg(join(dir, `${name}.png`)).toString('utf8');
}

const printableAscii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');

describe('toolbox qr read back by zbarimg', () => {
  it.each([
    ['Unicode', 'Grüße 東京 مرحبا שלום'],
    ['emoji, a ZWJ family and a flag', 'Ship it 🚀 👨‍👩‍👧‍👦 🇺🇦'],
    ['combining marks', 'e\u0301 a\u0308 n\u0303 Z\u0335\u0321'],
    ['every printable ASCII character', printableAscii],
    ['tabs and line breaks', 'a\tb\r\nc\nd'],
  ])('%s, exactly', (name, text) => {
    expect(roundTrip(name.replace(/\W+/g, '-'), [text])).toBe(text);
  });

  it('2,900 bytes at level L, near its 2,953; one byte past it is refused with one line', () => {
    const text = 'é'.repeat(700) + 'x'.repeat(1500);
    expect(Buffer.byteLength(text)).toBe(2900);
    expect(roundTrip('near-capacity', ['-', '--level', 'L'], text)).toBe(text);
    const over = toolboxIn(dir, ['qr', '-', '--level', 'L', '-o', 'over.png'], { input: 'x'.repeat(2954) });
    expect(over.code).toBe(1);
    expect(over.stderr).toBe(
      'toolbox: Too long for a QR code at level L: 2954 bytes, and it holds at most 2953 (level L: 2953).\n',
    );
  });

  it('a link with its scheme added and its space and accent percent-encoded', () => {
    expect(roundTrip('url', ['--kind', 'url', 'example.com/a b?q=ü'])).toBe(
      'https://example.com/a%20b?q=%C3%BC',
    );
  });

  it.each([
    [
      'special characters escaped',
      ['--ssid', 'My;Net,work:"x\\y', '--password', 'p;w,o:r"d\\1'],
      'WIFI:T:WPA;S:My\\;Net\\,work\\:\\"x\\\\y;P:p\\;w\\,o\\:r\\"d\\\\1;;',
    ],
    [
      'a name of digits quoted',
      ['--ssid', '12345', '--password', 'correct horse'],
      'WIFI:T:WPA;S:"12345";P:correct horse;;',
    ],
    [
      'a 64-hex-digit key as it is',
      ['--ssid', 'Home', '--password', 'ab'.repeat(32)],
      `WIFI:T:WPA;S:Home;P:${'ab'.repeat(32)};;`,
    ],
    ['an open, hidden network', ['--ssid', 'Café ☕', '--hidden'], 'WIFI:T:nopass;S:Café ☕;H:true;;'],
  ])('Wi-Fi: %s', (name, args, payload) => {
    expect(roundTrip(`wifi-${name.replace(/\W+/g, '-')}`, args)).toBe(payload);
  });

  it('a contact card, its text escaped as RFC 6350 says', () => {
    const card = roundTrip('vcard', [
      '--first-name',
      'Ada;x',
      '--last-name',
      'Love,lace',
      '--org',
      'Engines; Ltd',
      '--job-title',
      'Line 1\nLine 2',
      '--phone',
      '+44 20 7946 0000',
    ]);
    expect(card).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Love\\,lace;Ada\\;x;;;',
        'FN:Ada\\;x Love\\,lace',
        'ORG:Engines\\; Ltd',
        'TITLE:Line 1\\nLine 2',
        'TEL;TYPE=CELL:+44 20 7946 0000',
        'END:VCARD',
      ].join('\r\n'),
    );
  });
});

describe('toolbox qr chooses the version qrencode chooses', () => {
  const texts: [string, string, boolean][] = [
    ['digits', '0123456789'.repeat(40), false],
    ['capitals, digits and URL signs', 'HTTPS://EXAMPLE.COM/A-B/C.D %'.repeat(12), false],
    ['a lower-case link', 'https://example.com/docs/getting-started?ref=qr', true],
    ['UTF-8 text', 'Grüße aus Köln, 東京から 🚀 '.repeat(10), true],
  ];
  it.each(
    texts.flatMap(([name, text, bytesOnly]) =>
      ['L', 'M', 'Q', 'H'].map((level) => [name, level, text, bytesOnly] as const),
    ),
  )('%s at level %s', (_, level, text, bytesOnly) => {
    const result = toolboxIn(dir, ['qr', '-', '--level', level, '--json'], { input: text });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).version).toBe(qrencodeVersion(text, level, bytesOnly));
  });
});
