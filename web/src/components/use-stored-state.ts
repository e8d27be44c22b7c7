import {
  isLinkableField,
  PRESET_SHAPES,
  type PresetFieldName,
  type PresetKind,
  type PresetValue,
} from '@toolbox/core/presets';
import type { ToolId } from '@toolbox/core/registry';
import { type Dispatch, type SetStateAction, useDeferredValue, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  keepLarge,
  LARGE_MARKER,
  MAX_LOCAL_CHARS,
  readLarge,
  removeLarge,
  supersedeLarge,
} from '../platform/large-inputs';
import { storageKey } from '../platform/stored-inputs';
import {
  decodeStructured,
  decodeValue,
  linkParam,
  linkParams,
  paramName,
  refuse,
  writeLink,
} from './url-state';

// Tool inputs that survive a reload (localStorage, per signed-in user, cleared on sign-out; see stored-inputs.ts; a
// value too large for it in IndexedDB, see large-inputs.ts), and that a copied link carries (the page's URL; see
// url-state.ts). Never use these for passwords, tokens or generated secrets.

function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    return JSON.parse(storedText(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The keys whose input the page has said it cannot keep: said once a visit, not at every keystroke. */
const saidNotKept = new Set<string>();

/** Tells the user, once for `key`, that the browser refused to keep its large input: the field still holds it. */
function sayNotKept(key: string) {
  if (saidNotKept.has(key)) return;
  saidNotKept.add(key);
  toast.warning('This input will not be kept after a reload', {
    description:
      'It is over 256 KB, and this browser refused to keep it (storage disabled or full, or a private window). ' +
      'It stays in the field while this page is open; copy or save it to keep it.',
    duration: 10_000,
  });
}

/**
 * Keeps `value` under `key`, or removes what was kept when `keep` refuses it (a pasted secret); says when the browser
 * refused a large one. Returns what localStorage may hold under `key` as this write left it: a large value is marked
 * there only once IndexedDB has it, so until then the key still holds the value before.
 */
function keepValue(key: string, value: unknown, keep: boolean): (string | null)[] {
  try {
    const text = JSON.stringify(value);
    const before = localStorage.getItem(key);
    const large = keep && text.length > MAX_LOCAL_CHARS;
    const replaced = supersedeLarge(key) || before === LARGE_MARKER;
    if (!keep) localStorage.removeItem(key);
    else if (!large) localStorage.setItem(key, text);
    else {
      void keepLarge(key, text).then((kept) => kept || sayNotKept(key));
      return [before, LARGE_MARKER];
    }
    if (replaced) void removeLarge(key);
  } catch {
    // Storage full or disabled: the tool still works, the value just is not kept (said when it is a large one,
    // which is when a full or refused store is likely).
    if (keep && JSON.stringify(value).length > MAX_LOCAL_CHARS) sayNotKept(key);
  }
  return [storedText(key)];
}

/**
 * Keeps `value` as `field` of `toolId` a render later, in a task of its own: a pasted megabyte's JSON and IndexedDB
 * copy then do not lengthen the paste's task, which already lays the text out. When the page goes before that render
 * (unmounted by a link, or the tab hidden or closed), the value is kept then, so nothing typed is lost. Nothing is
 * written while `pending`: the value kept in IndexedDB is still being read back.
 */
function useWrite<V>(
  toolId: ToolId,
  field: string,
  value: V,
  keep: (value: V) => boolean,
  pending: boolean,
): void {
  const key = storageKey(toolId, field);
  // The key the value was read under. When the user changes (signing out) the key changes while the page still holds
  // the last user's input, which must not be written under the next user's key.
  const [ownKey] = useState(key);
  const written = useDeferredValue(value);
  // Lags with the value, so the value read back is never overwritten by the one from before it.
  const writePending = useDeferredValue(pending);
  const latest = useRef({
    value,
    keep,
    pending,
    kept: undefined as { value: V; stored: (string | null)[] } | undefined,
  });
  useEffect(() => {
    Object.assign(latest.current, { value, keep, pending });
  });
  useEffect(() => {
    if (key !== ownKey || writePending) return;
    latest.current.kept = { value: written, stored: keepValue(key, written, latest.current.keep(written)) };
  }, [key, ownKey, written, writePending]);
  useEffect(() => {
    const flush = () => {
      const { value, keep, pending, kept } = latest.current;
      if (pending || !kept || Object.is(kept.value, value) || storageKey(toolId, field) !== ownKey) return;
      // Someone else wrote since (a preset applied, the user's inputs cleared at sign-out, another tab): theirs stays.
      if (!kept.stored.includes(storedText(ownKey))) return;
      latest.current.kept = { value, stored: keepValue(ownKey, value, keep(value)) };
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [toolId, field, ownKey]);
}

/**
 * When `key`'s value is kept in IndexedDB: reads it back after the first render and hands it to `apply` (which
 * leaves alone what the user typed meanwhile). True until it has.
 */
function useLargeRestore(key: string, apply: (stored: unknown) => void): boolean {
  const [pending, setPending] = useState(() => storedText(key) === LARGE_MARKER);
  const [restore] = useState(() => apply);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    void readLarge(key).then((json) => {
      if (!live) return;
      try {
        if (json !== undefined) restore(JSON.parse(json));
      } catch {
        // Not JSON: nothing to take back.
      }
      setPending(false);
    });
    return () => {
      live = false;
    };
  }, [key, pending, restore]);
  return pending;
}

const keepAll = () => true;

/** T's fields, each as the tool's preset shape takes it (never: not a field of that shape). */
type PresetForm<Id extends ToolId, T> = {
  [K in keyof T]: K extends PresetFieldName<Id>
    ? NonNullable<T[K]> extends PresetValue<Id, K>
      ? T[K]
      : PresetValue<Id, K>
    : never;
};

/**
 * The tools whose preset shape (core/src/presets/shapes.ts) holds every field of T, of a kind it takes. What a page
 * keeps here is what "Save preset" saves and `--preset` reads, so a field the tool's shape lacks fails to compile
 * (the tool's id is then "not assignable to never") until the shape has it.
 */
type ToolsKeeping<T> = { [Id in ToolId]: T extends PresetForm<Id, T> ? Id : never }[ToolId];
/** The same for one field; a caller that names T itself (`useSavedState<Language>`) leaves F unchecked. */
type ToolsKeepingField<F extends string, V> = string extends F ? ToolId : ToolsKeeping<Record<F, V>>;

/** `'#fff'` is stored as a string, not as its literal type. */
type Widen<T> = T extends string ? string : T extends number ? number : boolean;

/**
 * One value, `field` of `toolId`. A stored value of another type than `initial` is ignored. A value `keep` refuses
 * (a pasted secret) is not stored, and what was stored before is removed.
 */
export function useSavedState<T extends string | number | boolean, F extends string = string>(
  toolId: ToolsKeepingField<F, Widen<T>>,
  field: F,
  initial: T,
  keep?: (value: Widen<T>) => boolean,
): [Widen<T>, Dispatch<SetStateAction<Widen<T>>>] {
  const key = storageKey(toolId, field);
  const [linked] = useState(() => (isLinkableField(toolId, field) ? linkParam(toolId, field) : undefined));
  const [value, setValue] = useState<Widen<T>>(() => {
    const stored = read(key);
    const fallback: unknown = initial;
    const kept = typeof stored === typeof initial ? stored : fallback;
    if (linked === undefined) return kept as Widen<T>;
    const decoded = decodeValue(linked, initial);
    if ('value' in decoded) return decoded.value as Widen<T>;
    refuse(toolId, field, decoded.error);
    return kept as Widen<T>;
  });
  const [first] = useState(value);
  const pending = useLargeRestore(key, (stored) => {
    if (linked !== undefined || typeof stored !== typeof initial) return;
    setValue((current) => (current === first ? (stored as Widen<T>) : current));
  });
  useWrite(toolId, field, value, keep ?? keepAll, pending);
  // Linked in the change's own render, unlike the stored copy: a reload right after a change loads the link, which
  // wins over what is stored. Cheap for a pasted megabyte, which is too long for a link before it is encoded.
  const keeping = keep?.(value) ?? true;
  useEffect(() => {
    writeLink(toolId, new Map([[field, { field, value: keeping ? value : undefined }]]));
  }, [toolId, field, value, keeping]);
  return [value, setValue];
}

/** The allowed values of a form's choice fields (selects), so a stale stored choice falls back to the default. */
export type FormChoices<T> = { [K in keyof T]?: readonly T[K][] };

/**
 * A whole form, `field` of `toolId`. Only keys of `defaults` whose stored value has the same type (and, for
 * `choices`, is one of the allowed values) are taken back, so an old or edited entry can never put a wrong value
 * into the form. Optional structured fields (absent from `defaults`) come back only through `structured`, the
 * tool's own reader of them, which leaves out what is not well formed.
 */
export function useStoredForm<T extends object>(
  toolId: ToolsKeeping<T>,
  field: string,
  defaults: T,
  choices: FormChoices<T> = {},
  structured?: (stored: unknown) => Partial<T>,
) {
  const key = storageKey(toolId, field);
  const [linked] = useState(() => formFromLink(toolId, field, defaults, choices, structured));
  const [form, setForm] = useState<T>(() => {
    const stored = read(key);
    const kept = { ...restoreForm(stored, defaults, choices), ...structured?.(stored) };
    return { ...kept, ...linked };
  });
  const [first] = useState(form);
  const pending = useLargeRestore(key, (stored) => {
    const kept = { ...restoreForm(stored, defaults, choices), ...structured?.(stored), ...linked };
    setForm((current) => (current === first ? kept : current));
  });
  useWrite(toolId, field, form, keepAll, pending);
  // In the change's own render, as useSavedState links.
  useEffect(() => {
    const values = new Map<string, { field: string; value: unknown }>();
    for (const [name, value] of Object.entries(form))
      values.set(paramName(field, name), { field: name, value });
    writeLink(toolId, values);
  }, [toolId, field, form]);
  const update = <K extends keyof T>(name: K, value: T[K]) =>
    setForm((current) => ({ ...current, [name]: value }));
  return [form, update, setForm] as const;
}

export function restoreForm<T extends object>(stored: unknown, defaults: T, choices: FormChoices<T> = {}): T {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const out = { ...defaults } as Record<string, unknown>;
  const allowed = choices as Record<string, readonly unknown[] | undefined>;
  for (const [name, value] of Object.entries(defaults)) {
    const candidate = (stored as Record<string, unknown>)[name];
    const sameType = Array.isArray(value) ? Array.isArray(candidate) : typeof candidate === typeof value;
    if (sameType && (allowed[name]?.includes(candidate) ?? true)) out[name] = candidate;
  }
  return out as T;
}

/**
 * The fields of the form `field` that the open page's link sets, each checked as a stored one is (the type of the
 * default, the allowed choices, the tool's own reader of structured fields); a value refused is left out, the form
 * keeps what it held and the page says why.
 */
function formFromLink<T extends object>(
  toolId: ToolId,
  field: string,
  defaults: T,
  choices: FormChoices<T>,
  structured?: (stored: unknown) => Partial<T>,
): Partial<T> {
  const out: Record<string, unknown> = {};
  const loose: Record<string, unknown> = {};
  const prefix = paramName(field, '');
  const allowed = choices as Record<string, readonly unknown[] | undefined>;
  for (const [name, text] of linkParams(toolId, prefix)) {
    if (name.includes('.') || !isLinkableField(toolId, name)) continue;
    const label = prefix + name;
    if (!Object.hasOwn(defaults, name)) {
      // An optional structured field (a JSON one of the shape): the tool's reader checks it below. Any other is
      // another input's on the same page (the first form's keys have no prefix), read by its own hook.
      if (!structured || !isJsonField(toolId, name)) continue;
      const decoded = decodeStructured(text);
      if ('value' in decoded) loose[name] = decoded.value;
      else refuse(toolId, label, decoded.error);
      continue;
    }
    const like = (defaults as Record<string, unknown>)[name];
    const decoded = decodeValue(text, like);
    if ('error' in decoded) refuse(toolId, label, decoded.error);
    else if (!sameShape(decoded.value, like))
      refuse(toolId, label, 'does not have the shape this field takes');
    else if (allowed[name] && !allowed[name].includes(decoded.value))
      refuse(toolId, label, `must be one of ${allowed[name].join(', ')}`);
    else out[name] = decoded.value;
  }
  if (structured && Object.keys(loose).length > 0) {
    const read = structured(loose) as Record<string, unknown>;
    for (const name of Object.keys(loose))
      if (Object.hasOwn(read, name)) out[name] = read[name];
      else refuse(toolId, prefix + name, 'is not well formed');
  }
  return out as Partial<T>;
}

function isJsonField(toolId: ToolId, name: string): boolean {
  const fields: Readonly<Record<string, PresetKind | readonly PresetKind[]>> = PRESET_SHAPES[toolId].fields;
  const kinds = Object.hasOwn(fields, name) ? fields[name] : undefined;
  return kinds === 'json' || (Array.isArray(kinds) && kinds.includes('json'));
}

/** Items of the same kind as `like`'s (strings when it is empty) for a list, an object for an object. */
function sameShape(value: unknown, like: unknown): boolean {
  if (Array.isArray(like)) {
    const kind = like.length > 0 ? typeof like[0] : 'string';
    return Array.isArray(value) && value.every((item) => typeof item === kind);
  }
  return typeof like !== 'object' || (typeof value === 'object' && value !== null && !Array.isArray(value));
}
