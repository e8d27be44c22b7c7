import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'basic-auth',
  title: 'Basic Auth & Data URI',
  description: 'One sentence on what Basic Auth & Data URI makes.',
  group: 'developer',
  category: 'web',
  icon: 'wrench',
  keywords: ['basic', 'auth'],
  cli: { commands: ['basic-auth'] },
});
