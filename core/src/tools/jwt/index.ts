export { SUPABASE_SAMPLE_CLAIMS } from './claims';
export { type ClaimRow, type DecodedJwt, runJwtDecode } from './jwt';
export { meta } from './meta';
export { JwtSignError, runJwtSign, runJwtSignCheck, SIGN_ALGORITHMS } from './sign';
export { type JwtVerification, runJwtVerify } from './verify';
