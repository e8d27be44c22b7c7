import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'folder-structure-generator',
  title: 'Folder Structure Generator',
  description: 'Lay out a project tree for Next.js, React or React Native with feature modules.',
  group: 'project',
  category: 'project',
  icon: 'folder-tree',
  keywords: ['folders', 'tree', 'scaffold', 'project', 'structure'],
  featured: true,
  cli: { commands: ['structure'] },
});
