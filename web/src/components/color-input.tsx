import { useEffect, useId, useState } from 'react';
import { normalizeHex } from './color-value';
import { Field } from './field';
import { Input } from './ui/input';

export interface ColorInputProps {
  label: string;
  /** A 6-digit hex colour such as "#3b82f6". */
  value: string;
  onChange(hex: string): void;
  id?: string;
  hint?: string;
  className?: string;
}

/** A swatch (native colour picker) plus a hex text box; the text box accepts #rgb and #rrggbb. */
export function ColorInput({ label, value, onChange, id, hint, className }: ColorInputProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);

  // A new value from outside replaces the draft, unless it is what the draft already says: "#fff" typed on the
  // way to "#fff000" stays as typed.
  useEffect(() => {
    setDraft((current) => (normalizeHex(current) === value ? current : value));
    setInvalid(false);
  }, [value]);

  function edit(text: string) {
    setDraft(text);
    const hex = normalizeHex(text);
    setInvalid(hex === undefined);
    if (hex) onChange(hex);
  }

  return (
    <Field
      label={label}
      id={controlId}
      hint={hint}
      error={invalid ? 'Enter a hex colour such as #3b82f6.' : undefined}
      className={className}
    >
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            value={normalizeHex(value) ?? '#000000'}
            onChange={(event) => edit(event.target.value)}
            aria-label={`${label} picker`}
            className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-transparent p-1 [&::-webkit-color-swatch]:rounded-sm [&::-webkit-color-swatch]:border-none [&::-webkit-color-swatch-wrapper]:p-0"
          />
          <Input
            {...control}
            value={draft}
            onChange={(event) => edit(event.target.value)}
            onBlur={() => {
              const hex = normalizeHex(draft);
              if (hex) setDraft(hex);
            }}
            spellCheck={false}
            autoComplete="off"
            className="font-mono uppercase"
          />
        </div>
      )}
    </Field>
  );
}
