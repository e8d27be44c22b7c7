import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'og-generator',
  title: 'OG Image Generator',
  description: 'Create Open Graph images for social sharing in every size the big networks use.',
  group: 'developer',
  category: 'images',
  icon: 'image',
  keywords: ['open graph', 'social', 'twitter', 'card', 'image', 'png'],
  featured: true,
  cli: { commands: ['og'] },
});
