export { meta } from './meta';
export {
  runTextCase,
  runTextCount,
  TEXT_CASES,
  type TextCase,
  type TextCaseField,
  type TextCaseInput,
  type TextCaseResult,
  type TextCount,
} from './text-case';
