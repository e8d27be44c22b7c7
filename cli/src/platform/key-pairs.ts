import type { KeyPairMaker } from '@toolbox/core/ports';

/** Node's WebCrypto makes the key pairs (`toolbox keys generate`); its randomness is the system's. */
export const systemKeyPairs: KeyPairMaker = {
  generateKey: (algorithm, extractable, usages) => crypto.subtle.generateKey(algorithm, extractable, usages),
};
