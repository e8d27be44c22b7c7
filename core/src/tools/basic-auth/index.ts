export {
  BASIC_AUTH_MESSAGES,
  type BasicAuthCredentials,
  type BasicAuthHeader,
  runBasicAuth,
  runBasicAuthDecode,
} from './basic-auth';
export {
  DATA_URI_FALLBACK_MIME,
  DATA_URI_MESSAGES,
  type DataUri,
  type DecodedDataUri,
  runDataUriDecode,
  runDataUriEncode,
} from './data-uri';
export { meta } from './meta';
