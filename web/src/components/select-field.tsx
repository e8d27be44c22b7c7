import type { ReactNode } from 'react';
import { Field } from './field';
import { NativeSelect } from './ui/input';

export interface SelectFieldProps<T extends string> {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  value: T;
  /** The choices, in the order shown. */
  options: readonly T[];
  /** What each choice shows; the value itself where there is none. */
  labels?: Partial<Record<T, string>>;
  onChange(value: T): void;
}

/** A labelled native select over a fixed list: the value it hands back is always one of `options`, no cast. */
export function SelectField<T extends string>({
  label,
  hint,
  className,
  value,
  options,
  labels,
  onChange,
}: SelectFieldProps<T>) {
  return (
    <Field label={label} hint={hint} className={className}>
      <NativeSelect
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
