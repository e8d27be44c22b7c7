export { decodeAttributeValue, decodeEntities, escapeAttribute, escapeHtml, jsonForScript } from './escape';
export { type Attributes, type HeadTags, linkHref, metaContent, readHead } from './head';
