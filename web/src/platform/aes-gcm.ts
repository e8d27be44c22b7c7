import { webCryptoAesGcm } from '@toolbox/core/share';

// The browser's WebCrypto seals and opens encrypted shares (Share securely, /s/…).
export const browserAesGcm = webCryptoAesGcm(crypto.subtle);
