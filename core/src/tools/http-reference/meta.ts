import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'http-reference',
  title: 'HTTP Status Codes & MIME Types',
  description:
    "Look up what an HTTP status code means and which media type a file extension has, from IANA's registries, each with its RFC.",
  group: 'converters',
  category: 'web',
  icon: 'file-code',
  keywords: [
    'http status',
    'status code',
    'response code',
    'mime',
    'mime type',
    'media type',
    'content type',
    'content-type',
    'extension',
    '404',
    '422',
    '418',
    '429',
    '500',
    '503',
  ],
  tabs: [
    {
      id: 'status',
      keywords: ['http status', 'status code', 'response code', '404', '422', '418', '429', '500', '503'],
    },
    {
      id: 'mime',
      keywords: ['mime', 'mime type', 'media type', 'content type', 'content-type', 'extension'],
    },
  ],
  cli: { commands: ['http-status', 'mime'] },
  utility: true,
});
