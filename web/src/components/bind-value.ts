/** A control's value and the handler that takes the next one: spread on `SelectField`, `CodeField` or `ColorInput`. */
export interface ValueBinding<V> {
  value: V;
  onChange(value: V): void;
}

/**
 * Binds a form's fields to controls that hand back a value rather than an event: `const bind = useBind(form, update)`,
 * then `<SelectField label="Shape" options={SHAPES} {...bind('shape')} />` shows `form.shape` and writes a choice back
 * with `update('shape', …)`. `useField` is its twin for text inputs, whose handler takes the change event.
 */
export function useBind<T extends object>(
  form: T,
  update: <K extends keyof T>(name: K, value: T[K]) => void,
) {
  return <K extends keyof T>(name: K): ValueBinding<T[K]> => ({
    value: form[name],
    onChange: (value) => update(name, value),
  });
}

/**
 * `update(name, value)` for a form handed down with a patch callback (`onChange({ theme })`), so `useBind` and
 * `useField` serve it too: `const bind = useBind(values, patchUpdate(onChange))`.
 */
export function patchUpdate<T>(onChange: (patch: Partial<T>) => void) {
  return <K extends keyof T>(name: K, value: T[K]) => {
    const patch: Partial<T> = {};
    patch[name] = value;
    onChange(patch);
  };
}
