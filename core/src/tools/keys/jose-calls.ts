// The jose functions the keys tool calls, from jose's own subpath exports: keys.ts imports this module when it first
// needs one. `import('jose')` carried the whole of jose (JWE, JWS, JWT, JWKS: 60 KB) into `toolbox keys`.
export { calculateJwkThumbprint } from 'jose/jwk/thumbprint';
export { exportJWK, exportPKCS8, exportSPKI } from 'jose/key/export';
export { importJWK, importPKCS8, importSPKI } from 'jose/key/import';
