export { meta } from './meta';
export { generateNumberBase, NUMBER_BASE_FILE, type NumberBaseInput } from './number-base';
