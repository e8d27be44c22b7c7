import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'totp',
  title: 'TOTP & HOTP',
  description: 'One sentence on what TOTP & HOTP makes.',
  group: 'developer',
  category: 'crypto',
  icon: 'wrench',
  keywords: ['totp'],
  cli: { commands: ['totp'] },
});
