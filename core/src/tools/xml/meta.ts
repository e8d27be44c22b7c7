import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'xml',
  title: 'XML Formatter & XPath',
  description:
    'Pretty-print or minify XML as xmllint does, check it is well-formed with the line and column of the first fault, convert it to JSON and back, and run XPath queries.',
  group: 'converters',
  category: 'data',
  icon: 'file-code',
  keywords: [
    'pretty print xml',
    'xml minify',
    'xml validator',
    'xml to json',
    'json to xml',
    'soap',
    'rss',
    'atom feed',
    'pom.xml',
    'androidmanifest',
  ],
  cli: { commands: ['xml'] },
});
