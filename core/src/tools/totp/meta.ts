import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'totp',
  title: 'TOTP & HOTP',
  description:
    'TOTP and HOTP codes for a test sign-in: a new secret, current and next codes, a code verified, the otpauth:// URI and its QR code.',
  group: 'converters',
  category: 'crypto',
  icon: 'key-round',
  keywords: ['2fa', 'mfa', 'authenticator', 'rfc 6238'],
  cli: { commands: ['totp'] },
  utility: true,
});
