export { type DecodedUuid, runUuidDecode } from '../../uuid/decode';
export { meta } from './meta';
export { type DecodedUlid, generateUlids, runUlidDecode, ULID_COUNT } from './ulid';
