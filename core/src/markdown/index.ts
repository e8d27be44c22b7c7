export { splitFrontMatter } from './front-matter';
export { markdownToHtml } from './render';
