import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'escape',
  title: 'Escape & Unescape',
  description: 'One sentence on what Escape & Unescape makes.',
  group: 'converters',
  category: 'code',
  icon: 'wrench',
  keywords: ['escape'],
  cli: { commands: ['escape'] },
});
