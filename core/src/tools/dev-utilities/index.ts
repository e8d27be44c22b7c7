export {
  HASH_FAILED,
  HMAC_ALGORITHM_IDS,
  HMAC_ALGORITHMS,
  type HmacAlgorithm,
  runDigest,
  runWebhookSignature,
  SIGNATURE_DIFFERS,
  SIGNATURE_MATCHES,
} from '../../digest/digest';
export { type DecodedUuid, runUuidDecode } from '../../uuid/decode';
export {
  BASE64_ENCODE_FAILED,
  BASE64_INVALID,
  runBase64Decode,
  runBase64DecodeBytes,
  runBase64Encode,
} from './base64';
export { EMAIL_VALID_TEXT, runEmailCheck } from './email';
export { meta } from './meta';
export {
  generatePassword,
  PASSWORD_COUNT,
  PASSWORD_DEFAULTS,
  PASSWORD_LENGTH,
  type PasswordClass,
  type PasswordOptions,
  runPasswordStrength,
} from './password';
export { runSlug } from './slug';
export { generateUuids, UUID_COUNT, type UuidVersion } from './uuid';
