/** The spec's rule: text, one at sign, text, a dot, text, and no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_VALID_TEXT = 'Valid email address';
export const EMAIL_INVALID_TEXT = 'Invalid email address';

function isValidEmail(address: string): boolean {
  return EMAIL_PATTERN.test(address);
}

export function runEmailCheck(address: string): string {
  return isValidEmail(address) ? EMAIL_VALID_TEXT : EMAIL_INVALID_TEXT;
}
