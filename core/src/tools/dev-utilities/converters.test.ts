import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../digest/algorithms';
import {
  runDigest,
  runSignatureCheck,
  runWebhookSignature,
  SIGNATURE_DIFFERS,
  SIGNATURE_MATCHES,
} from '../../digest/digest';
import { bytesToBase64 } from '../../text/base64';
import { base64ToBytes, runBase64Decode, runBase64DecodeBytes, runBase64Encode } from './base64';

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

describe('the front door', () => {
  const mac = Uint8Array.of(0xde, 0xad, 0xbe, 0xef);

  it('runBase64Encode takes bytes too, and runBase64DecodeBytes keeps binary as bytes', () => {
    expect(runBase64Encode(mac)).toBe(bytesToBase64(mac));
    expect(runBase64DecodeBytes(runBase64Encode(mac))).toEqual({ bytes: mac, text: null });
    expect(runBase64DecodeBytes('aGk=')).toEqual({ bytes: new TextEncoder().encode('hi'), text: 'hi' });
  });

  it('runDigest encodes each digest, checks a signature and words the verdict', () => {
    const one = runDigest({
      algorithm: 'sha256',
      encoding: 'hex',
      hmac: false,
      digests: [{ name: '-', mac }],
    });
    expect(one).toEqual({
      algorithm: 'sha256',
      hmac: false,
      results: [{ name: '-', digest: 'deadbeef' }],
      text: 'deadbeef',
      failed: false,
    });
    const two = runDigest({
      algorithm: 'sha1',
      encoding: 'base64',
      hmac: false,
      digests: [
        { name: 'a', mac },
        { name: 'b', mac },
      ],
    });
    expect(two.text).toBe('3q2+7w==  a\n3q2+7w==  b');
    const checked = (verify: string) =>
      runDigest({ algorithm: 'sha256', encoding: 'hex', hmac: true, digests: [{ name: '-', mac }], verify });
    expect(checked('sha256=DEADBEEF')).toMatchObject({ text: SIGNATURE_MATCHES, failed: false });
    expect(checked('sha256=00')).toMatchObject({ text: SIGNATURE_DIFFERS, failed: true });
  });
});
