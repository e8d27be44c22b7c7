export { decodeAttributeValue, decodeEntities, withDecodedReferences } from './decode';
export { escapeAttribute, escapeHtml, jsonForScript } from './escape';
export { type Attributes, type HeadTags, linkHref, metaContent, readHead } from './head';
