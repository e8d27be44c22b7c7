import { HASH_ALGORITHMS, type HashAlgorithm } from '@toolbox/core/tools/dev-utilities';

/** Web Crypto digest of bytes (text is UTF-8 encoded first). */
export async function webDigest(
  data: Uint8Array<ArrayBuffer> | string,
  algorithm: HashAlgorithm,
): Promise<Uint8Array> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return new Uint8Array(await crypto.subtle.digest(HASH_ALGORITHMS[algorithm].webCrypto, bytes));
}

/** HMAC of the payload with the secret, as webhook senders sign their bodies. */
export async function webHmac(
  payload: string,
  secret: string,
  algorithm: HashAlgorithm,
): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: HASH_ALGORITHMS[algorithm].webCrypto },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
}
