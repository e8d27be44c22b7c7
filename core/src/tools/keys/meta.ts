import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'keys',
  title: 'PEM & JWK Key Pairs',
  description: 'RSA and EC key pairs: generate one, convert PEM and JWK, fingerprint a key.',
  group: 'converters',
  category: 'crypto',
  icon: 'key-round',
  keywords: [],
  cli: { commands: ['keys'] },
  utility: true,
});
