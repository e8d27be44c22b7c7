import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'component-scaffolder',
  title: 'Component Scaffolder',
  description: 'Scaffold React components and hooks in TypeScript or JavaScript, with props and styles.',
  group: 'supabase',
  category: 'code',
  icon: 'component',
  keywords: ['react', 'component', 'hook', 'tsx', 'scaffold'],
  cli: { commands: ['component'] },
});
