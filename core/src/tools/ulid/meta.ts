import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'ulid',
  title: 'ULID & UUID Decoder',
  description: 'One sentence on what ULID & UUID Decoder makes.',
  group: 'developer',
  category: 'code',
  icon: 'wrench',
  keywords: ['ulid'],
  cli: { commands: ['ulid'] },
});
