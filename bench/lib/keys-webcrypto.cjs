// `node keys-webcrypto.cjs generate` or `node keys-webcrypto.cjs fingerprint FILE`: Node's WebCrypto doing what
// `toolbox keys generate --type ec` and `toolbox keys fingerprint FILE` ask of it (core's keys tool reads and writes
// keys through WebCrypto, by jose), and nothing else: a P-256 pair made, or a PKCS#8 key imported; the private key
// exported as a JWK and PKCS#8, the public one as a JWK and SPKI, and the SPKI's SHA-256. `globalThis.crypto` loads
// Node's WebCrypto (its key objects, the EC, RSA and digest modules) at first use: the floor those commands stand on.
const { createPrivateKey } = require('node:crypto');
const { readFileSync } = require('node:fs');

async function main() {
  const { subtle } = globalThis.crypto;
  const ec = { name: 'ECDSA', namedCurve: 'P-256' };
  let privateKey;
  if (process.argv[2] === 'generate') {
    ({ privateKey } = await subtle.generateKey(ec, true, ['sign', 'verify']));
  } else {
    // The file is SEC1 (EC PRIVATE KEY), which WebCrypto does not take: core rewraps it as PKCS#8 in JavaScript, here
    // Node's key object does (WebCrypto's own import goes through the same one).
    const der = createPrivateKey(readFileSync(process.argv[3] ?? '')).export({
      type: 'pkcs8',
      format: 'der',
    });
    privateKey = await subtle.importKey('pkcs8', der, ec, true, ['sign']);
  }
  const jwk = await subtle.exportKey('jwk', privateKey);
  await subtle.exportKey('pkcs8', privateKey);
  const { d: _d, ...publicJwk } = jwk;
  const publicKey = await subtle.importKey('jwk', { ...publicJwk, key_ops: ['verify'] }, ec, true, [
    'verify',
  ]);
  const spki = await subtle.exportKey('spki', publicKey);
  await subtle.digest('SHA-256', spki);
}
main();
