import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, runBase64Decode, runBase64Encode } from './base64';
import { runSignatureCheck, runWebhookSignature, toHex } from './digest';

describe('Base64 (RFC 4648 §10 test vectors)', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('%j <-> %j', (text, encoded) => {
    expect(runBase64Encode(text)).toBe(encoded);
    expect(runBase64Decode(encoded)).toBe(text);
  });

  it('encodes UTF-8, URL-safe without padding, and decodes either alphabet', () => {
    expect(runBase64Encode('héllo ✓')).toBe('aMOpbGxvIOKckw==');
    expect(runBase64Encode('??>', true)).toBe('Pz8-');
    expect(runBase64Decode('Pz8-')).toBe('??>');
    expect(runBase64Decode('Pz8+')).toBe('??>');
    expect(runBase64Decode('aMOpbGxvIOKckw')).toBe('héllo ✓');
  });

  it('strips a data: prefix and whitespace', () => {
    expect(runBase64Decode('data:text/plain;base64,aGk=')).toBe('hi');
    expect(runBase64Decode(' aGVs\nbG8= ')).toBe('hello');
  });

  it.each(['a', 'abcde', 'a$bc', 'ab=c', 'abc==='])('refuses %j with "Invalid Base64 string"', (input) => {
    expect(() => runBase64Decode(input)).toThrow('Invalid Base64 string');
  });

  it('round-trips any text and any bytes (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (text, urlSafe) => {
        expect(runBase64Decode(runBase64Encode(text, urlSafe))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
      }),
    );
  });

  it('says binary data is not text', () => {
    expect(() => runBase64Decode(bytesToBase64(Uint8Array.of(0xff, 0xfe)))).toThrow('binary');
  });
});

describe('webhook signatures', () => {
  // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
  const rfc4231 = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';

  async function hmac(key: string, data: string) {
    const enc = new TextEncoder();
    const k = await crypto.subtle.importKey(
      'raw',
      enc.encode(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await crypto.subtle.sign('HMAC', k, enc.encode(data)));
  }

  it('writes GitHub’s sha256=<hex> form', async () => {
    const mac = await hmac('Jefe', 'what do ya want for nothing?');
    expect(toHex(mac)).toBe(rfc4231);
    expect(runWebhookSignature(mac)).toBe(`sha256=${rfc4231}`);
  });

  it.each([
    [`sha256=${rfc4231}`, true],
    [rfc4231.toUpperCase(), true],
    ['W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM=', true],
    [`sha256=${rfc4231.slice(0, -1)}0`, false],
    [rfc4231.slice(0, 10), false],
    ['', false],
  ])('verifies %j: %s', async (received, ok) => {
    expect(runSignatureCheck(received, await hmac('Jefe', 'what do ya want for nothing?'))).toBe(ok);
  });
});
