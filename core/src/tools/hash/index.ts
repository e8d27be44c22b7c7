export {
  DEFAULT_HASH_ALGORITHM,
  DIGEST_ENCODINGS,
  type DigestEncoding,
  type DigestReport,
  HASH_ALGORITHM_IDS,
  HASH_ALGORITHMS,
  type HashAlgorithm,
  runDigest,
} from '../../digest/digest';
export {
  type HashLine,
  type HashTextInput,
  runDigestMatch,
  runHashBytes,
  runHashText,
} from './hash';
export { HASH_MESSAGES, HASH_TEXT_LIMIT } from './limits';
export { meta } from './meta';
export {
  type ParsedSums,
  runSumsCheck,
  runSumsParse,
  SUMS_LIMITS,
  SUMS_MESSAGES,
  type SumsEntry,
  type SumsOutcome,
  type SumsReport,
  type SumsResult,
} from './sums';
