export { escapeLinkDestination, escapeMarkdown } from './escape';
export { type FrontMatter, type SplitDocument, splitFrontMatter } from './front-matter';
export { markdownToHtml } from './render';
export { markdownToSafeHtml, safeHref, safeImageSrc } from './safe-html';
