import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'keys',
  title: 'Key Pairs',
  description:
    'RSA and EC key pairs as PEM or JWK: generate one, convert between the two, fingerprint (JWK thumbprint, SPKI SHA-256).',
  group: 'converters',
  category: 'crypto',
  icon: 'key-round',
  keywords: ['ecdsa'],
  cli: { commands: ['keys'] },
  utility: true,
});
