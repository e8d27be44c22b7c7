export { meta } from './meta';
export { runTextCase, runTextCount, TEXT_CASES, type TextCaseResult } from './text-case';
