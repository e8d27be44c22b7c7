import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'json-query',
  title: 'JSONPath & jq',
  description: 'One sentence on what JSONPath & jq makes.',
  group: 'developer',
  category: 'data',
  icon: 'wrench',
  keywords: ['json', 'query'],
  cli: { commands: ['jq'] },
});
