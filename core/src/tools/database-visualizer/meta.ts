import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'database-visualizer',
  title: 'Schema Visualizer',
  description: 'Paste Postgres DDL and see tables, keys and relations as a list and an ER diagram.',
  group: 'supabase',
  category: 'databases',
  icon: 'database',
  keywords: ['sql', 'schema', 'er diagram', 'mermaid', 'postgres', 'tables'],
  cli: { commands: ['schema'] },
});
