import { describe, expect, it } from 'vitest';
import { bytesToBase64, parseBase64 } from './base64';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('bytesToBase64', () => {
  it.each([
    ['', '', ''],
    ['f', 'Zg==', 'Zg'],
    ['fo', 'Zm8=', 'Zm8'],
    ['foo', 'Zm9v', 'Zm9v'],
    ['foobar', 'Zm9vYmFy', 'Zm9vYmFy'],
    ['\u00ff\u00fe\u00fd', '//79', '__79'],
    ['\u00fb\u00ef', '++8=', '--8'],
  ])('%j is %j (url-safe %j), as RFC 4648 §10 and the platform agree', (input, standard, urlSafe) => {
    expect(bytesToBase64(bytes(input))).toBe(standard);
    expect(bytesToBase64(bytes(input), true)).toBe(urlSafe);
    expect(standard).toBe(btoa(input));
  });

  it('encodes long input the same as the platform (the chunked path)', () => {
    const data = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7919) % 256);
    let binary = '';
    for (const byte of data) binary += String.fromCharCode(byte);
    const platform = btoa(binary);
    expect(bytesToBase64(data)).toBe(platform);
    expect(bytesToBase64(data, true)).toBe(
      platform.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    );
  });
});

describe('parseBase64', () => {
  it.each([[[]], [[0]], [[255, 1]], [[1, 2, 3]], [[250, 251, 252, 253]], [[0xfb, 0xef, 0xff, 0xfe, 0xfd]]])(
    'round trips %j in both alphabets, padded or not',
    (list) => {
      const data = Uint8Array.from(list);
      expect([...parseBase64(bytesToBase64(data))!]).toEqual(list);
      expect([...parseBase64(bytesToBase64(data, true))!]).toEqual(list);
      expect([...parseBase64(bytesToBase64(data).replace(/=+$/, ''))!]).toEqual(list);
    },
  );

  it.each(['a', 'abcde', 'ab=', 'abc==', 'a=bc', 'ab!c', 'aGVs bG8=', 'é', '===='])(
    '%j is not Base64',
    (text) => {
      expect(parseBase64(text)).toBeUndefined();
    },
  );
});
