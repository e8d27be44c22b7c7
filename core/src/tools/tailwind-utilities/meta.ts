import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'tailwind-utilities',
  title: 'Tailwind Utilities',
  description: 'Sort and de-duplicate classes, build responsive variants, and generate a Tailwind config.',
  group: 'supabase',
  category: 'code',
  icon: 'wind',
  keywords: ['tailwind', 'css', 'classes', 'responsive', 'breakpoints', 'extract colors', 'config', 'theme'],
  tabs: [
    { id: 'optimizer', keywords: ['classes'] },
    { id: 'responsive', keywords: ['responsive', 'breakpoints'] },
    { id: 'extractor', keywords: ['extract colors'] },
    { id: 'config', keywords: ['config', 'theme'] },
  ],
  cli: { commands: ['tailwind'] },
});
