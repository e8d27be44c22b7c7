export { decodeAttributeValue, decodeEntities, withDecodedReferences } from './decode';
export { escapeAttribute, escapeHtml, jsonForScript } from './escape';
export { type HeadTags, linkHref, metaContent, readHead } from './head';
