import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

/** `'#fff'` is stored as a string, not as its literal type. */
type Widen<T> = T extends string ? string : T extends number ? number : boolean;

/** Texts longer than this are not kept (a 10 MB JSON document would fill localStorage). */
const MAX_SAVED_CHARS = 256 * 1024;

/**
 * A value that survives a reload (localStorage, key prefixed with the tool). A stored value of another type
 * than `initial` is ignored. Never use it for passwords or secrets.
 */
export function useSavedState<T extends string | number | boolean>(
  key: string,
  initial: T,
): [Widen<T>, Dispatch<SetStateAction<Widen<T>>>] {
  const fallback: unknown = initial;
  const [value, setValue] = useState<Widen<T>>(() => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      return (typeof stored === typeof initial ? stored : fallback) as Widen<T>;
    } catch {
      return fallback as Widen<T>;
    }
  });
  useEffect(() => {
    try {
      if (typeof value === 'string' && value.length > MAX_SAVED_CHARS) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the tool still works, the value just is not kept.
    }
  }, [key, value]);
  return [value, setValue];
}
