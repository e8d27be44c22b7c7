import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'bcrypt',
  title: 'Bcrypt',
  description:
    'A bcrypt password hash at a chosen cost, a password checked against a $2a$/$2b$/$2y$ hash, and the cost and salt a hash carries.',
  group: 'converters',
  category: 'crypto',
  icon: 'key-round',
  keywords: ['bcrypt', 'password hash', 'htpasswd', 'blowfish', '$2b$', '$2y$'],
  cli: { commands: ['bcrypt'] },
  utility: true,
});
