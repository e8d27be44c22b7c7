import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'url',
  title: 'URL Encoder & Parser',
  description:
    'Percent-encode and decode text (a component or a whole URL), HTML entities both ways, and a URL parsed into its parts with an editable query.',
  group: 'converters',
  category: 'web',
  icon: 'link',
  keywords: ['url', 'uri', 'percent', 'encode', 'decode', 'query string', 'html entities', 'escape', 'parse'],
  tabs: [
    { id: 'coding', keywords: ['percent', 'encode', 'decode', 'html entities', 'escape'] },
    { id: 'parse', keywords: ['parse', 'query string'] },
  ],
  cli: { commands: ['url'] },
  utility: true,
});
