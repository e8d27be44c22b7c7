export {
  type CidrField,
  type CidrInfo,
  runCidrContains,
  runCidrInfo,
  runCidrInfoText,
  runCidrSplit,
  runCidrSummarize,
} from './cidr';
export { meta } from './meta';
