export { generateHttpReference, HTTP_REFERENCE_FILE, type HttpReferenceInput } from './http-reference';
export { meta } from './meta';
