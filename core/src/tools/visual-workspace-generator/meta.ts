import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'visual-workspace-generator',
  title: 'Visual Workspace',
  description: 'Turn plain-text plans into a mindmap, a Kanban board and a progress dashboard.',
  group: 'project',
  category: 'project',
  icon: 'network',
  keywords: ['mindmap', 'kanban', 'dashboard', 'plan', 'tasks'],
  featured: true,
  cli: { commands: ['workspace'] },
});
