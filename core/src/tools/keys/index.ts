export { generateKeys, KEYS_FILE, type KeysInput } from './keys';
export { meta } from './meta';
