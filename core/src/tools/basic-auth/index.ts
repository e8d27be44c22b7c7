export {
  type BasicAuthCredentials,
  type BasicAuthHeader,
  runBasicAuth,
  runBasicAuthDecode,
} from './basic-auth';
export { type DataUri, type DecodedDataUri, runDataUriDecode, runDataUriEncode } from './data-uri';
export { meta } from './meta';
