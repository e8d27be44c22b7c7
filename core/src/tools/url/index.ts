export { type EntityMode, runEntityDecode, runEntityEncode } from '../../html/entities';
export { type PercentMode, runPercentDecode, runPercentEncode } from '../../text/percent-encoding';
export { meta } from './meta';
export { type ParsedUrl, runPercentEncodeBytes, runUrlParse, runUrlWithParams } from './url';
