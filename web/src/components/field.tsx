import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from './ui/cn';
import { Label } from './ui/label';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Defaults to a generated id; the control receives it. */
  id?: string;
  hint?: ReactNode;
  /** Inline validation message; marks the control invalid and is announced with it. */
  error?: string;
  /** Live counter "count/max", amber from 90 % of max, red past it. */
  count?: number;
  max?: number;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  className?: string;
  children: ReactElement<FieldControlProps> | ((control: FieldControlProps) => ReactNode);
}

export function counterTone(count: number, max: number): 'normal' | 'near' | 'over' {
  if (count > max) return 'over';
  if (count >= max * 0.9) return 'near';
  return 'normal';
}

const toneClass = { normal: 'text-muted-foreground', near: 'text-warning', over: 'text-error font-medium' };

export function Field({ label, id, hint, error, count, max, hideLabel, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const counterId = `${controlId}-counter`;
  const hasCounter = count !== undefined && max !== undefined;
  const describedBy = [error && errorId, hint && hintId, hasCounter && counterId].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };

  return (
    <div data-slot="field" className={cn('grid gap-2', className)}>
      <Label htmlFor={controlId} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : null}
      {(hint || hasCounter) && (
        <div className="flex items-start justify-between gap-3 text-xs">
          {hint ? (
            <p id={hintId} className="text-muted-foreground">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {hasCounter && (
            <p id={counterId} className={cn('shrink-0 tabular-nums', toneClass[counterTone(count, max)])}>
              {count}/{max}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
