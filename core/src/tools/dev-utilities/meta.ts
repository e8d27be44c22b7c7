import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'dev-utilities',
  title: 'Dev Utilities',
  description: 'UUIDs, slugs, passwords, Base64, HMAC signatures, e-mail checks, JSON and colour helpers.',
  group: 'developer',
  category: 'crypto',
  icon: 'wrench',
  keywords: ['uuid', 'slug', 'password', 'base64', 'hmac', 'email', 'json', 'contrast'],
  tabs: [
    { id: 'generators', keywords: ['uuid', 'slug', 'password'] },
    { id: 'converters', keywords: ['base64', 'hmac'] },
    { id: 'validators', keywords: ['email'] },
    { id: 'formatters', keywords: ['json'] },
    { id: 'colors', keywords: ['contrast'] },
  ],
  cli: { commands: ['uuid', 'slug', 'password', 'base64', 'email', 'contrast'] },
});
