import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './ui/input';

/** The names of `T`'s string fields. */
export type TextKeys<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/** A text control's value and change handler, to spread on `Input`, `Textarea` or `TextField`. */
export interface TextBinding {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * Binds a form's string fields to text controls: `const field = useField(form, update)`, then
 * `<Input {...field('name')} />` shows `form.name` and writes what is typed back with `update('name', …)`.
 */
export function useField<T extends object>(
  form: T,
  update: <K extends keyof T>(name: K, value: T[K]) => void,
) {
  return (name: TextKeys<T>): TextBinding => ({
    value: form[name] as string,
    onChange: (event) => update(name, event.target.value as T[TextKeys<T>]),
  });
}

export interface TextFieldProps
  extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'>,
    TextBinding {
  label: ReactNode;
  hint?: ReactNode;
  /** Inline validation message (see `Field`). */
  error?: string;
  /** Live counter "count/max" (see `Field`). */
  count?: number;
  max?: number;
  hideLabel?: boolean;
}

/** A labelled one-line text input: `<TextField label="Author" {...field('author')} />`. */
export function TextField({ label, hint, error, count, max, hideLabel, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} count={count} max={max} hideLabel={hideLabel}>
      <Input {...input} />
    </Field>
  );
}
