import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'favicon-maker',
  title: 'Favicon & Logo Maker',
  description: 'Make a favicon set, ICO and web manifest from your logo or a few letters.',
  group: 'developer',
  category: 'images',
  icon: 'badge',
  keywords: ['icon', 'ico', 'logo', 'manifest', 'apple touch'],
  cli: { commands: ['favicon'] },
});
