import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'edge-function-scaffolder',
  title: 'Edge Function Scaffolder',
  description: 'Scaffold a Supabase Edge Function with CORS, auth checks and its config.',
  group: 'supabase',
  category: 'databases',
  icon: 'zap',
  keywords: ['edge function', 'deno', 'supabase', 'serverless'],
  cli: { commands: ['edge-function'] },
});
