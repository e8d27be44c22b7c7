export { generateHash, HASH_FILE, type HashInput } from './hash';
export { meta } from './meta';
