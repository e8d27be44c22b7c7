import type { ReactNode } from 'react';
import { Field } from './field';
import { Input } from './ui/input';

export interface SecretFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange(value: string): void;
}

/** A labelled password input for secrets the page must never store or autofill (HMAC secrets, signing keys). */
export function SecretField({ label, hint, value, onChange }: SecretFieldProps) {
  return (
    <Field label={label} hint={hint}>
      <Input
        type="password"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
