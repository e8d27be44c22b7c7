import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'user-agent',
  title: 'User-Agent Parser',
  description:
    'Read a user-agent string, or a log column of them, as browser, engine, operating system, device and whether it is a bot.',
  group: 'converters',
  category: 'web',
  icon: 'smartphone',
  keywords: ['user agent', 'ua', 'useragent', 'crawler', 'os'],
  cli: { commands: ['ua'] },
  utility: true,
});
