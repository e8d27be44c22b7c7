import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'number-base',
  title: 'Number base',
  description:
    "Convert a number between any bases from 2 to 36, exactly at any size, and see its two's-complement bits and bytes.",
  group: 'converters',
  category: 'data',
  icon: 'arrow-left-right',
  keywords: ['radix', 'binary', 'hex', 'octal', 'decimal', "two's complement", 'endianness'],
  cli: { commands: ['base'] },
  utility: true,
});
