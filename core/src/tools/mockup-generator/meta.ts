import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'mockup-generator',
  title: 'Mockup Generator',
  description: 'Place a screenshot in a laptop, phone or tablet frame for presentations.',
  group: 'developer',
  category: 'images',
  icon: 'smartphone',
  keywords: ['device', 'frame', 'screenshot', 'iphone', 'macbook'],
  cli: { commands: ['mockup'] },
});
