export { BASIC_AUTH_FILE, type BasicAuthInput, generateBasicAuth } from './basic-auth';
export { meta } from './meta';
