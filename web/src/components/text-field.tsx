import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './field';
import { Input, Textarea } from './ui/input';

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

/** One text state bound to a control: `<TextField label="Pattern" {...bindText(pattern, setPattern)} />`. */
export function bindText(value: string, set: (value: string) => void): TextBinding {
  return { value, onChange: (event) => set(event.target.value) };
}

/** What the label row takes, as `Field` documents it (the control gets the id; a generated one when absent). */
type FieldRowProps = Pick<FieldProps, 'label' | 'id' | 'hint' | 'error' | 'count' | 'max' | 'hideLabel'>;

export interface TextFieldProps
  extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'max'>,
    TextBinding,
    FieldRowProps {}

/** A labelled one-line text input: `<TextField label="Author" {...field('author')} />`. */
export function TextField({ label, id, hint, error, count, max, hideLabel, ...input }: TextFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} count={count} max={max} hideLabel={hideLabel}>
      <Input {...input} />
    </Field>
  );
}

export interface TextAreaFieldProps
  extends Omit<ComponentProps<'textarea'>, 'id' | 'value' | 'onChange'>,
    TextBinding,
    Omit<FieldRowProps, 'id'> {}

/** A labelled multi-line text box: `<TextAreaField label="Payload" {...bindText(payload, setPayload)} />`. */
export function TextAreaField({
  label,
  hint,
  error,
  count,
  max,
  hideLabel,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} count={count} max={max} hideLabel={hideLabel}>
      <Textarea {...textarea} />
    </Field>
  );
}

export interface NumberFieldProps
  extends Omit<ComponentProps<'input'>, 'id' | 'type' | 'value' | 'onChange'>,
    Pick<FieldRowProps, 'label' | 'hint' | 'error' | 'hideLabel'> {
  value: number | '';
  /** What is typed, as a number (an emptied box gives 0). */
  onValue: (value: number) => void;
  /** The field's class (its width in a row); the input keeps the control's own. */
  className?: string;
}

/** A labelled number input: `<NumberField label="Quantity" min={1} max={20} value={count} onValue={setCount} />`. */
export function NumberField({
  label,
  hint,
  error,
  hideLabel,
  className,
  onValue,
  ...input
}: NumberFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <Input type="number" {...input} onChange={(event) => onValue(Number(event.target.value))} />
    </Field>
  );
}
