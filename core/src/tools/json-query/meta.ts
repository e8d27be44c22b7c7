import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'json-query',
  title: 'JSONPath & jq',
  description:
    'Run a JSONPath query (RFC 9535) or a jq filter on a JSON document, live, with the matched paths highlighted.',
  group: 'converters',
  category: 'data',
  icon: 'file-code',
  keywords: ['json query', 'json path', 'select'],
  cli: { commands: ['jsonpath', 'jq'] },
  utility: true,
});
