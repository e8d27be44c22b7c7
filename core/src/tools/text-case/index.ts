export { meta } from './meta';
export { generateTextCase, TEXT_CASE_FILE, type TextCaseInput } from './text-case';
