// json-p3's ES module build, which jsonpath-library.ts names so bundles tree-shake it (its CommonJS build, which
// package.json's main gives Node-platform bundles, cannot be): the package's own types, which describe both builds.
declare module 'json-p3/dist/json-p3.esm.js' {
  export { JSONPathEnvironment, JSONPathRecursionLimitError } from 'json-p3';
}
