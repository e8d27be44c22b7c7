export {
  DEFAULT_HASH_ALGORITHM,
  HASH_ALGORITHM_IDS,
  HASH_ALGORITHMS,
  type HashAlgorithm,
} from '../../digest/digest';
export { type HashLine, runDigestMatch, runHashText } from './hash';

export { meta } from './meta';
export { type ParsedSums, runSumsCheck, runSumsParse, type SumsReport } from './sums';
