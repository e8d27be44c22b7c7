import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'bcrypt',
  title: 'Bcrypt',
  description:
    'A bcrypt password hash at a chosen cost, a password checked against a $2a$/$2b$/$2y$ hash, and the cost and salt a hash carries.',
  group: 'converters',
  category: 'crypto',
  icon: 'key-round',
  keywords: ['htpasswd', 'blowfish'],
  cli: { commands: ['bcrypt'] },
  utility: true,
});
