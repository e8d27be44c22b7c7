export {
  CHMOD_KINDS,
  type ChmodField,
  type ChmodKind,
  type ChmodResult,
  runChmod,
  runChmodText,
} from './chmod';
export { meta } from './meta';
