import type { ReactNode } from 'react';
import { Field } from './field';
import { Textarea } from './ui/input';

export interface CodeFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange(value: string): void;
  rows?: number;
  placeholder?: string;
}

/** A labelled monospaced textarea for code and data (JSON, YAML, tokens): no spell checking. */
export function CodeField({ label, hint, error, value, onChange, rows = 14, placeholder }: CodeFieldProps) {
  return (
    <Field label={label} hint={hint} {...(error ? { error } : {})}>
      <Textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        spellCheck={false}
        autoComplete="off"
        placeholder={placeholder}
        className="font-mono text-xs"
      />
    </Field>
  );
}
