export {
  EC_CURVES,
  KEY_TYPES,
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
