export {
  type MediaType,
  type Reference,
  runHttpStatus,
  runHttpStatusText,
  runMimeLookup,
  runMimeLookupText,
} from './http-reference';
export { meta } from './meta';
