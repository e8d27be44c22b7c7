import { useEffect, useState } from 'react';

/**
 * Form state that survives a reload (localStorage). Only keys of `defaults` whose stored value has the same type
 * are taken back, so an old or edited entry can never put a wrong type into the form.
 */
export function useStoredForm<T extends object>(key: string, defaults: T) {
  const [form, setForm] = useState<T>(() => restore(key, defaults));
  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(form));
    } catch {
      // Storage full or disabled: the form still works, it just is not kept.
    }
  }, [key, form]);
  const update = <K extends keyof T>(name: K, value: T[K]) =>
    setForm((current) => ({ ...current, [name]: value }));
  return [form, update, setForm] as const;
}

function restore<T extends object>(key: string, defaults: T): T {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return defaults;
    const out = { ...defaults } as Record<string, unknown>;
    for (const [name, value] of Object.entries(defaults)) {
      const candidate = (stored as Record<string, unknown>)[name];
      if (Array.isArray(value) ? Array.isArray(candidate) : typeof candidate === typeof value)
        out[name] = candidate;
    }
    return out as T;
  } catch {
    return defaults;
  }
}
