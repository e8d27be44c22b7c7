import { HMAC_ALGORITHMS, type HmacAlgorithm } from '@toolbox/core/tools/dev-utilities';

/** HMAC of the payload with the secret, as webhook senders sign their bodies. */
export async function webHmac(
  payload: string,
  secret: string,
  algorithm: HmacAlgorithm,
): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: HMAC_ALGORITHMS[algorithm].webCrypto },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
}
