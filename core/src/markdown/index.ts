export { escapeLinkDestination, escapeMarkdown } from './escape';
export { markdownToHtml } from './render';
export { markdownToSafeHtml, safeHref, safeImageSrc } from './safe-html';
