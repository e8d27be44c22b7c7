export { type EntityMode, runEntityDecode, runEntityEncode } from './entities';
export { meta } from './meta';
export {
  type ParsedUrl,
  type PercentMode,
  runPercentDecode,
  runPercentEncode,
  runUrlParse,
  runUrlWithParams,
} from './url';
