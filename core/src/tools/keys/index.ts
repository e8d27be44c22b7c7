export {
  EC_CURVES,
  KEY_TYPES,
  type KeyReport,
  type KeyType,
  RSA_SIZES,
  runKeysGenerate,
  runKeysRead,
} from './keys';
export { meta } from './meta';
