export { meta } from './meta';
export { generateUlid, ULID_FILE, type UlidInput } from './ulid';
