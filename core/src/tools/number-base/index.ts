export { meta } from './meta';
export {
  NUMBER_BASE_LIMITS,
  type NumberBaseField,
  type NumberBaseResult,
  runNumberBase,
  runNumberBaseText,
} from './number-base';
