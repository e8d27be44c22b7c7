import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'basic-auth',
  title: 'Basic Auth & Data URI',
  description:
    'A Basic Authorization header from a user-id and password (RFC 7617, UTF-8) and back, and a file as a Base64 data: URI (MIME type sniffed, sizes shown) and back.',
  group: 'converters',
  category: 'web',
  icon: 'shield',
  keywords: ['data url', 'file to base64'],
  cli: { commands: ['basic-auth', 'data-uri'] },
  utility: true,
});
