export { heredocDelimiter, jsString, jsxText, lineComment, shellQuote } from './escape';
export { camelCase, isIdentifier, isPascalCase, kebabCase, pascalCase, words } from './identifiers';
