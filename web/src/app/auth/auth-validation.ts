export const minPasswordLength = 6;

export interface AuthFormValues {
  email: string;
  password: string;
}

export type AuthFieldErrors = Partial<Record<keyof AuthFormValues, string>>;

const emailShape = /^[^\s@]+@[^\s@]+$/;

/** Mirrors the browser's own rules (required, type=email, minlength) so messages sit under the fields. */
export function validateAuthForm(mode: 'sign-in' | 'sign-up', values: AuthFormValues): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required.';
  else if (!emailShape.test(email)) errors.email = 'Enter a valid email address.';
  if (!values.password) errors.password = 'Password is required.';
  else if (mode === 'sign-up' && values.password.length < minPasswordLength) {
    errors.password = `Password must be at least ${minPasswordLength} characters.`;
  }
  return errors;
}
