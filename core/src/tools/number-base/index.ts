export { meta } from './meta';
export {
  NUMBER_BASE_LIMITS,
  type NumberBaseField,
  type NumberBaseInput,
  type NumberBaseResult,
  runNumberBase,
  runNumberBaseText,
} from './number-base';
