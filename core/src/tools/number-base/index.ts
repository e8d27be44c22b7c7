export { meta } from './meta';
export {
  NUMBER_BASE_LIMITS,
  NUMBER_BASE_MESSAGES,
  type NumberBaseField,
  type NumberBaseInput,
  type NumberBaseResult,
  runNumberBase,
  runNumberBaseText,
} from './number-base';
