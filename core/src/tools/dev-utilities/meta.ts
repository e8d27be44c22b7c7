import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'dev-utilities',
  title: 'Dev Utilities',
  description: 'UUIDs, slugs, passwords, Base64, hashes, e-mail checks, JSON and colour helpers.',
  group: 'developer',
  category: 'crypto',
  icon: 'wrench',
  keywords: ['uuid', 'slug', 'password', 'base64', 'hash', 'sha', 'hmac', 'email', 'json', 'contrast'],
  tabs: [
    { id: 'generators', keywords: ['uuid', 'slug', 'password'] },
    { id: 'converters', keywords: ['base64', 'hash', 'sha', 'hmac'] },
    { id: 'validators', keywords: ['email'] },
    { id: 'formatters', keywords: ['json'] },
    { id: 'colors', keywords: ['contrast'] },
  ],
  cli: { commands: ['uuid', 'slug', 'password', 'hash', 'base64', 'email', 'contrast'] },
});
