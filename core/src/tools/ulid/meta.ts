import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'ulid',
  title: 'ULID Generator & Decoder',
  description:
    'ULIDs generated (monotonic within a millisecond if asked) and decoded to their time; any UUID read for its version, variant and, for v1, v6 and v7, when and where it was made.',
  group: 'converters',
  category: 'code',
  icon: 'tags',
  keywords: ['guid', 'timestamp', 'sortable id'],
  cli: { commands: ['ulid'] },
  utility: true,
});
