import type { AesGcm } from '@toolbox/core/ports';

// The browser's WebCrypto seals and opens encrypted shares (Share securely, /s/…): the same AES-GCM as the CLI's.
const params = (iv: Uint8Array, additionalData: Uint8Array) => ({
  name: 'AES-GCM',
  iv: new Uint8Array(iv),
  additionalData: new Uint8Array(additionalData),
});
const importKey = (key: Uint8Array, usage: 'encrypt' | 'decrypt') =>
  crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, [usage]);

export const browserAesGcm: AesGcm = {
  async seal(key, iv, plaintext, additionalData) {
    const sealed = await crypto.subtle.encrypt(
      params(iv, additionalData),
      await importKey(key, 'encrypt'),
      new Uint8Array(plaintext),
    );
    return new Uint8Array(sealed);
  },
  async open(key, iv, sealed, additionalData) {
    const opened = await crypto.subtle.decrypt(
      params(iv, additionalData),
      await importKey(key, 'decrypt'),
      new Uint8Array(sealed),
    );
    return new Uint8Array(opened);
  },
};
