import { describe, expect, it } from 'vitest';
import { webCryptoAesGcm } from '#core/share/web-crypto-aes-gcm';

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

// The GCM specification's test case 16 (McGrew and Viega): AES-256, a 96-bit IV and additional data.
const KEY = hex('feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308');
const IV = hex('cafebabefacedbaddecaf888');
const AAD = hex('feedfacedeadbeeffeedfacedeadbeefabaddad2');
const PLAINTEXT = hex(
  'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39',
);
const SEALED = hex(
  '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662' +
    '76fc6ece0f4e1768cddf8853bb2d551b',
);

describe('webCryptoAesGcm', () => {
  const cipher = webCryptoAesGcm(crypto.subtle);

  it('seals to the specification’s ciphertext and tag, and opens it back', async () => {
    expect(await cipher.seal(KEY, IV, PLAINTEXT, AAD)).toEqual(SEALED);
    expect(await cipher.open(KEY, IV, SEALED, AAD)).toEqual(PLAINTEXT);
  });

  it('reads views into a larger buffer as their own bytes only', async () => {
    const window = (bytes: Uint8Array) => {
      const buffer = new Uint8Array(bytes.length + 8);
      buffer.set(bytes, 4);
      return buffer.subarray(4, 4 + bytes.length);
    };
    expect(await cipher.seal(window(KEY), window(IV), window(PLAINTEXT), window(AAD))).toEqual(SEALED);
  });

  it('refuses other additional data (the tag covers it)', async () => {
    await expect(cipher.open(KEY, IV, SEALED, AAD.subarray(1))).rejects.toThrow();
  });
});
