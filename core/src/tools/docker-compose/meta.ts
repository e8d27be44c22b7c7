import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'docker-compose',
  title: 'Docker Run to Compose',
  description:
    'Turn one or more docker run lines into a Compose file, a service each: ports, volumes, environment, health checks, limits and the rest, with the flags Compose cannot express named.',
  group: 'converters',
  category: 'code',
  icon: 'wrench',
  keywords: ['docker compose', 'compose.yaml', 'container'],
  cli: { commands: ['compose'] },
  utility: true,
});
