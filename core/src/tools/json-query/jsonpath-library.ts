// json-p3, loaded by runJsonPath on its first query. A static re-export, so a bundle that takes json-p3's CommonJS build
// (the CLI's) still gives named exports: a dynamic import() of that build gives only its default.
export { JSONPathEnvironment, JSONPathRecursionLimitError } from 'json-p3/dist/json-p3.esm.js';
