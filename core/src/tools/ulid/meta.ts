import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'ulid',
  title: 'ULID Generator & Decoder',
  description:
    'ULIDs generated (monotonic if asked) and decoded to their time; any UUID read for its version, variant and time.',
  group: 'converters',
  category: 'code',
  icon: 'tags',
  keywords: ['guid', 'timestamp', 'sortable id'],
  cli: { commands: ['ulid'] },
  utility: true,
});
