import { type ReactNode, useId } from 'react';
import { cn } from './ui/cn';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** A native checkbox with its label: the whole line toggles it, and keyboard and screen readers get the platform's. */
export function Checkbox({ label, checked, onCheckedChange, id, disabled, className }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <label htmlFor={controlId} className={cn('flex items-center gap-2 text-sm font-medium', className)}>
      <input
        id={controlId}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
}
