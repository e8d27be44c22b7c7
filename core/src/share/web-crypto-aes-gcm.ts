// The AesGcm port over WebCrypto, for both front ends: each hands in its own `crypto.subtle` (the browser's, Node's),
// so core reaches no global and the two bindings cannot drift apart.

import type { AesGcm } from '#core/ports';

type Usage = 'encrypt' | 'decrypt';
interface AesGcmParams {
  name: 'AES-GCM';
  iv: Uint8Array<ArrayBuffer>;
  additionalData: Uint8Array<ArrayBuffer>;
}

/** The part of WebCrypto's SubtleCrypto that AES-GCM with a raw key uses. */
interface AesGcmSubtle<Key = unknown> {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: 'AES-GCM',
    extractable: false,
    usages: Usage[],
  ): Promise<Key>;
  encrypt(params: AesGcmParams, key: Key, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
  decrypt(params: AesGcmParams, key: Key, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

export function webCryptoAesGcm<Key>(subtle: AesGcmSubtle<Key>): AesGcm {
  // Copies: WebCrypto takes ArrayBuffer-backed views, and a caller's view may be a window on a shared buffer.
  const params = (iv: Uint8Array, additionalData: Uint8Array): AesGcmParams => ({
    name: 'AES-GCM',
    iv: new Uint8Array(iv),
    additionalData: new Uint8Array(additionalData),
  });
  const importKey = (key: Uint8Array, usage: Usage) =>
    subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, [usage]);
  return {
    async seal(key, iv, plaintext, additionalData) {
      const sealed = await subtle.encrypt(
        params(iv, additionalData),
        await importKey(key, 'encrypt'),
        new Uint8Array(plaintext),
      );
      return new Uint8Array(sealed);
    },
    async open(key, iv, sealed, additionalData) {
      const opened = await subtle.decrypt(
        params(iv, additionalData),
        await importKey(key, 'decrypt'),
        new Uint8Array(sealed),
      );
      return new Uint8Array(opened);
    },
  };
}
