export {
  ESCAPE_DIRECTIONS,
  ESCAPE_FORMAT_NAMES,
  ESCAPE_FORMATS,
  type EscapeDirection,
  type EscapeFormat,
  runEscape,
} from './escape';
export { meta } from './meta';
