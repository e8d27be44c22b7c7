export {
  ESCAPE_DIRECTIONS,
  ESCAPE_FORMAT_NAMES,
  ESCAPE_FORMATS,
  type EscapeDirection,
  type EscapeField,
  type EscapeFormat,
  type EscapeInput,
  type EscapeResult,
  runEscape,
} from './escape';
export { meta } from './meta';
