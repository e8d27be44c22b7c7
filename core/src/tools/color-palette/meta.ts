import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'color-palette',
  title: 'Color & Font Pairs',
  description: 'Generate colour palettes from a base colour and pick a matching font pair.',
  group: 'developer',
  category: 'images',
  icon: 'palette',
  keywords: ['colour', 'color', 'palette', 'fonts', 'typography'],
  cli: { commands: ['palette'] },
});
