import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'lines',
  title: 'Lines & Lorem Ipsum',
  description:
    'Sort, dedupe, reverse, shuffle, trim, wrap, split and join a list a line at a time, and fill a layout with lorem ipsum.',
  group: 'converters',
  category: 'text',
  icon: 'align-left',
  keywords: [
    'sort',
    'unique',
    'dedupe',
    'duplicates',
    'shuffle',
    'join',
    'split',
    'prefix',
    'suffix',
    'list converter',
    'lorem',
    'lorem ipsum',
    'placeholder text',
    'dummy text',
  ],
  tabs: [
    {
      id: 'lines',
      keywords: ['sort', 'unique', 'dedupe', 'duplicates', 'shuffle', 'join', 'split', 'list converter'],
    },
    { id: 'lorem', keywords: ['lorem', 'lorem ipsum', 'placeholder text', 'dummy text'] },
  ],
  cli: { commands: ['lines', 'lorem'] },
  utility: true,
});
