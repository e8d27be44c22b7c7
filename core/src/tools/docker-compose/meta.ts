import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'docker-compose',
  title: 'Docker Run to Compose',
  description: 'One sentence on what Docker Run to Compose makes.',
  group: 'developer',
  category: 'code',
  icon: 'wrench',
  keywords: ['docker', 'compose'],
  cli: { commands: ['compose'] },
});
