import type { KeyPairMaker } from '@toolbox/core/ports';

/** The browser's WebCrypto makes the key pairs: the private key is made, and stays, in this tab. */
export const browserKeyPairs: KeyPairMaker = {
  generateKey: (algorithm, extractable, usages) => crypto.subtle.generateKey(algorithm, extractable, usages),
};
