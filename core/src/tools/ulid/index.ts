export { type DecodedUuid, runUuidDecode, UUID_DECODE_MESSAGES, type UuidVariant } from '../../uuid/decode';
export { meta } from './meta';
export {
  type DecodedUlid,
  generateUlids,
  runUlidDecode,
  ULID_COUNT,
  ULID_MAX,
  ULID_MESSAGES,
  type UlidGenerateInput,
} from './ulid';
