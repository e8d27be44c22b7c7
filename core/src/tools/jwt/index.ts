export { CLAIM_MEANINGS, SUPABASE_SAMPLE_CLAIMS } from './claims';
export { type ClaimRow, type DecodedJwt, decodeJwt, type JsonObject, type JwtTimeState } from './jwt';
export { meta } from './meta';
export { type JwtSignInput, parseLifetime, SIGN_ALGORITHMS, type SignAlgorithm, signJwt } from './sign';
export { type JwtKeyInput, type JwtVerification, verifyJwt } from './verify';
