export {
  CHMOD_KINDS,
  type ChmodField,
  type ChmodInput,
  type ChmodKind,
  type ChmodPermissions,
  type ChmodResult,
  runChmod,
  runChmodText,
} from './chmod';
export { meta } from './meta';
