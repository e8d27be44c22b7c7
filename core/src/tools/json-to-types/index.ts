export { generateTypes, TYPE_LANGUAGES, type TypeLanguage, type TypesInput } from './generate';
export { meta } from './meta';
