export {
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
