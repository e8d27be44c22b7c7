import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'totp',
  title: 'TOTP & HOTP',
  description:
    'One-time passwords for a test sign-in: a new secret, the current and next TOTP codes, a code verified within a window, HOTP by counter, and the otpauth:// URI with its QR code.',
  group: 'converters',
  category: 'crypto',
  icon: 'key-round',
  keywords: ['2fa', 'mfa', 'authenticator', 'rfc 6238'],
  cli: { commands: ['totp'] },
  utility: true,
});
