export {
  EC_CURVES,
  KEY_TYPES,
  KEYS_LIMITS,
  KEYS_MESSAGES,
  type KeyJwk,
  type KeyReport,
  type KeysField,
  type KeysGenerateInput,
  type KeysReadInput,
  type KeyType,
  RSA_SIZES,
  runKeysGenerate,
  runKeysRead,
} from './keys';
export { meta } from './meta';
