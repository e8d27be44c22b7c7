export { ESCAPE_FILE, type EscapeInput, generateEscape } from './escape';
export { meta } from './meta';
