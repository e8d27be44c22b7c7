import { describe, expect, it } from 'vitest';
import { decodeXml, encodeXml } from './encoding';
import { XmlSyntaxError } from './parse';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('decodeXml: the encoding XML 1.0 says the bytes are in', () => {
  it.each([
    ['UTF-8 by default', bytes('<a>', [0xc3, 0xa9], '</a>'), '<a>é</a>', 'utf-8'],
    ["UTF-8's byte order mark left out", bytes([0xef, 0xbb, 0xbf], '<a/>'), '<a/>', 'utf-8'],
    [
      'ISO-8859-1 as declared, 80-9F its control characters',
      bytes('<?xml version="1.0" encoding="ISO-8859-1"?><a>', [0xe9, 0x80], '</a>'),
      '<?xml version="1.0" encoding="ISO-8859-1"?><a>é\u0080</a>',
      'iso-8859-1',
    ],
    [
      'windows-1252 as declared',
      bytes("<?xml version='1.0' encoding='windows-1252'?><a>", [0x80], '</a>'),
      "<?xml version='1.0' encoding='windows-1252'?><a>€</a>",
      'windows-1252',
    ],
    ['UTF-16LE by its mark', bytes([0xff, 0xfe], [0x3c, 0, 0x61, 0, 0x2f, 0, 0x3e, 0]), '<a/>', 'utf-16le'],
    ['UTF-16BE by its mark', bytes([0xfe, 0xff], [0, 0x3c, 0, 0x61, 0, 0x2f, 0, 0x3e]), '<a/>', 'utf-16be'],
    [
      'UTF-8 bytes labelled UTF-16, as libxml2 reads them',
      bytes('<?xml version="1.0" encoding="UTF-16"?><a/>'),
      '<?xml version="1.0" encoding="UTF-16"?><a/>',
      'utf-8',
    ],
  ])('%s', (_, input, text, encoding) => {
    expect(decodeXml(input)).toEqual({ text, encoding });
  });

  it('refuses bytes that are not UTF-8 at their line and column, not as U+FFFD', () => {
    const latin1 = bytes('<a>\n  caf', [0xe9], '</a>');
    expect(() => decodeXml(latin1)).toThrow(XmlSyntaxError);
    expect(() => decodeXml(latin1)).toThrow(/not UTF-8 .*\(line 2, column 6\)/);
  });

  it('refuses an encoding it does not know', () => {
    expect(() => decodeXml(bytes('<?xml version="1.0" encoding="EBCDIC-XX"?><a/>'))).toThrow(
      'Invalid XML: unsupported encoding EBCDIC-XX (line 1, column 31).',
    );
  });
});

describe('encodeXml: written back in the encoding it came in', () => {
  it('ISO-8859-1: a character it cannot hold as a character reference, as libxml2 writes it', () => {
    expect(encodeXml('<a b="€">é€😀</a>', 'iso-8859-1')).toEqual(
      bytes('<a b="&#8364;">', [0xe9], '&#8364;&#128512;</a>'),
    );
  });

  it('windows-1252 and UTF-16 with its mark', () => {
    expect(encodeXml('<a>€</a>', 'windows-1252')).toEqual(bytes('<a>', [0x80], '</a>'));
    expect(encodeXml('<a/>', 'utf-16le')).toEqual(bytes([0xff, 0xfe], [0x3c, 0, 0x61, 0, 0x2f, 0, 0x3e, 0]));
    expect(encodeXml('<a/>', 'utf-16be')).toEqual(bytes([0xfe, 0xff], [0, 0x3c, 0, 0x61, 0, 0x2f, 0, 0x3e]));
  });

  it('an encoding with no writer here as UTF-8, its declaration saying so', () => {
    const text = '<?xml version="1.0" encoding="Shift_JIS"?><a>日本</a>';
    expect(new TextDecoder().decode(encodeXml(text, 'shift_jis'))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><a>日本</a>',
    );
  });

  it('round-trips the bytes of every single-byte encoding it reads', () => {
    const all = bytes(
      '<?xml version="1.0" encoding="koi8-r"?><a>',
      Array.from({ length: 128 }, (_, i) => 128 + i),
      '</a>',
    );
    expect(encodeXml(decodeXml(all).text, 'koi8-r')).toEqual(all);
  });
});
