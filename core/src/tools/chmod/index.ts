export { CHMOD_FILE, type ChmodInput, generateChmod } from './chmod';
export { meta } from './meta';
