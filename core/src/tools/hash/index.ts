export {
  DEFAULT_HASH_ALGORITHM,
  type DigestEncoding,
  type DigestReport,
  HASH_ALGORITHM_IDS,
  HASH_ALGORITHMS,
  type HashAlgorithm,
} from '../../digest/digest';
export { type HashLine, type HashTextInput, runDigestMatch, runHashText } from './hash';

export { meta } from './meta';
export {
  type ParsedSums,
  runSumsCheck,
  runSumsParse,
  type SumsEntry,
  type SumsOutcome,
  type SumsReport,
  type SumsResult,
} from './sums';
