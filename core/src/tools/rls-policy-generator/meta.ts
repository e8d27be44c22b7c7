import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'rls-policy-generator',
  title: 'RLS Policy Generator',
  description: 'Generate Postgres row-level security policies for Supabase tables.',
  group: 'supabase',
  category: 'databases',
  icon: 'shield',
  keywords: ['rls', 'policy', 'postgres', 'security', 'supabase'],
  cli: { commands: ['rls'] },
});
