export { decodeEntities, type EntityMode, encodeEntities } from './entities';
export { meta } from './meta';
export { type ParsedUrl, type PercentMode, parseUrl, percentDecode, percentEncode, withParams } from './url';
