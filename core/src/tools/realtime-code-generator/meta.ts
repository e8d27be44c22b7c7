import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'realtime-code-generator',
  title: 'Realtime Code Generator',
  description: 'Generate Supabase Realtime subscriptions as a React component and hook.',
  group: 'supabase',
  category: 'databases',
  icon: 'radio',
  keywords: ['realtime', 'subscription', 'channel', 'presence', 'supabase'],
  cli: { commands: ['realtime'] },
});
