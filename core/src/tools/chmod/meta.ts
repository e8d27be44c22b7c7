import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'chmod',
  title: 'chmod calculator',
  description:
    'Read a file mode as octal, symbolic or an ls -l string and write it the other two ways, with setuid, setgid, sticky and the umask.',
  group: 'converters',
  category: 'code',
  icon: 'shield',
  keywords: ['permissions', 'rwx'],
  cli: { commands: ['chmod'] },
  utility: true,
});
