export {
  CIDR_LIMITS,
  CIDR_MESSAGES,
  CIDR_OPERATIONS,
  type CidrContains,
  type CidrField,
  type CidrInfo,
  type CidrOperation,
  type CidrSplit,
  type CidrSummary,
  runCidrContains,
  runCidrInfo,
  runCidrInfoText,
  runCidrSplit,
  runCidrSummarize,
} from './cidr';
export { meta } from './meta';
