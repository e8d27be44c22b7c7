export { generateTypes, TYPE_LANGUAGES, type TypeLanguage } from './generate';
export { meta } from './meta';
