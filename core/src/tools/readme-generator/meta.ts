import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'readme-generator',
  title: 'README Generator',
  description: 'Generate a README.md with badges, install steps and sections for your project.',
  group: 'developer',
  category: 'documents',
  icon: 'file-code',
  keywords: ['readme', 'markdown', 'badges', 'documentation'],
  cli: { commands: ['readme'] },
});
