export { escapeLinkDestination, escapeMarkdown } from './escape';
export { markdownToHtml } from './render';
