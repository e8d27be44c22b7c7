export { type DecodedUuid, runUuidDecode, type UuidVariant } from '../../uuid/decode';
export { meta } from './meta';
export { type DecodedUlid, generateUlids, runUlidDecode, ULID_COUNT, type UlidGenerateInput } from './ulid';
