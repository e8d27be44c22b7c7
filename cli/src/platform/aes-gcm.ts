import { webCryptoAesGcm } from '@toolbox/core/share';

// Node's WebCrypto seals and opens encrypted shares (`toolbox share`).
export const systemAesGcm = webCryptoAesGcm(crypto.subtle);
