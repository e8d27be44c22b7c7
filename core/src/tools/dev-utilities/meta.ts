import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'dev-utilities',
  title: 'Dev Utilities',
  description: 'UUIDs, slugs, passwords, Base64, hashes, e-mail checks, JSON and colour helpers.',
  group: 'developer',
  icon: 'wrench',
  keywords: ['uuid', 'slug', 'password', 'base64', 'hash', 'sha', 'email', 'contrast'],
  cli: { commands: ['uuid', 'slug', 'password', 'hash', 'base64', 'email', 'contrast'] },
});
