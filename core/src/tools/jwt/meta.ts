import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'jwt',
  title: 'JWT Decoder',
  description:
    'Decode a JSON Web Token with its times and Supabase claims explained, verify it with a secret or key, or sign a test token.',
  group: 'converters',
  category: 'crypto',
  icon: 'key-round',
  keywords: [
    'jwt',
    'json web token',
    'jws',
    'jwks',
    'supabase',
    'bearer',
    'decode',
    'verify',
    'sign',
    'claims',
  ],
  cli: { commands: ['jwt'] },
});
