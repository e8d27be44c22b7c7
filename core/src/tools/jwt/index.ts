export { SUPABASE_SAMPLE_CLAIMS } from './claims';
export { type ClaimRow, type DecodedJwt, type JsonObject, type JwtTimeState, runJwtDecode } from './jwt';
export { meta } from './meta';
export {
  JwtSignError,
  type JwtSignInput,
  runJwtSign,
  runJwtSignCheck,
  SIGN_ALGORITHMS,
  type SignAlgorithm,
} from './sign';
export { type JwtKeyInput, type JwtVerification, runJwtVerify } from './verify';
