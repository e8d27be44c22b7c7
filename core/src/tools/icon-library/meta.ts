import { defineTool } from '../../define-tool.ts';

export const meta = defineTool({
  id: 'icon-library',
  title: 'Icon Library',
  description: 'Search the Lucide icon set and copy an import, JSX or the SVG.',
  group: 'supabase',
  category: 'images',
  icon: 'shapes',
  keywords: ['icons', 'lucide', 'svg', 'jsx'],
  cli: { commands: ['icons'] },
});
