import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'meta-tags',
  title: 'Meta Tag Generator',
  description: 'Write SEO and social meta tags with live previews for Facebook, X and LinkedIn.',
  group: 'developer',
  category: 'web',
  icon: 'tags',
  keywords: ['seo', 'meta', 'open graph', 'twitter', 'html'],
  cli: { commands: ['meta'] },
});
