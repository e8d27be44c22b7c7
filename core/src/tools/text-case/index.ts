export { meta } from './meta';
export {
  runTextCase,
  runTextCount,
  TEXT_CASE_EXAMPLES,
  TEXT_CASE_LIMITS,
  TEXT_CASE_MESSAGES,
  TEXT_CASES,
  type TextCase,
  type TextCaseField,
  type TextCaseInput,
  type TextCaseResult,
  type TextCount,
} from './text-case';
