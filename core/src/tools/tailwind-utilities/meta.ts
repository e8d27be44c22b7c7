import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'tailwind-utilities',
  title: 'Tailwind Utilities',
  description: 'Sort and de-duplicate classes, build responsive variants, and generate a Tailwind config.',
  group: 'supabase',
  icon: 'wind',
  keywords: ['tailwind', 'css', 'classes', 'config', 'theme'],
  cli: { commands: ['tailwind'] },
});
