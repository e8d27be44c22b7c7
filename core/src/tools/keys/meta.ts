import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'keys',
  title: 'PEM & JWK Key Pairs',
  description:
    'Generate RSA and EC key pairs, convert a key between PEM and JWK, fingerprint it (JWK thumbprint, SPKI SHA-256).',
  group: 'converters',
  category: 'crypto',
  icon: 'key-round',
  keywords: ['ecdsa'],
  cli: { commands: ['keys'] },
  utility: true,
});
