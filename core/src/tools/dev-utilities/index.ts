export { slugify } from '../../text/slug';
export {
  BASE64_ENCODE_FAILED,
  BASE64_INVALID,
  base64ToBytes,
  bytesAsText,
  bytesToBase64,
  runBase64Decode,
  runBase64Encode,
} from './base64';
export {
  DEFAULT_HASH_ALGORITHM,
  DIGEST_ENCODINGS,
  type DigestEncoding,
  formatDigest,
  HASH_ALGORITHM_IDS,
  HASH_ALGORITHMS,
  HASH_FAILED,
  type HashAlgorithm,
  runSignatureCheck,
  runWebhookSignature,
  toHex,
} from './digest';
export { EMAIL_INVALID_TEXT, EMAIL_VALID_TEXT, isValidEmail, runEmailCheck } from './email';
export { meta } from './meta';
export {
  AMBIGUOUS_CHARACTERS,
  generatePassword,
  PASSWORD_CLASSES,
  PASSWORD_COUNT,
  PASSWORD_DEFAULTS,
  PASSWORD_LENGTH,
  type PasswordClass,
  type PasswordOptions,
  type PasswordStrength,
  runPasswordStrength,
} from './password';
export { generateUuids, UUID_COUNT, UUID_VERSIONS, type UuidVersion } from './uuid';
