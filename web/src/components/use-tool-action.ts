import { ToolInputError } from '@toolbox/core/errors';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';

/** A toast as the spec words it: a title and an optional description. */
export interface ToastText {
  title: string;
  description?: string;
}

export interface ToolActionToasts<Result> {
  /** Shown after the action succeeds; a function can word it from the result (or return null for none). */
  success?: ToastText | ((result: Result) => ToastText | null);
  /** The spec's failure toast, for anything but a ToolInputError (whose own title and message are shown). */
  failure: ToastText;
}

export interface ToolAction<Args extends unknown[], Result> {
  /** Runs the action once at a time; resolves to its result, or undefined when it failed (the toast is shown). */
  run: (...args: Args) => Promise<Result | undefined>;
  busy: boolean;
}

/** Shows the one error toast every tool page shows: the input's own words, or the spec's failure text. */
export function toastError(error: unknown, failure: ToastText): void {
  if (error instanceof ToolInputError) {
    toast.error(error.title, { description: error.message });
    return;
  }
  console.error(error);
  toast.error(failure.title, failure.description ? { description: failure.description } : undefined);
}

/**
 * A tool page's main action: owns the busy state (for RunButton) and the one mapping from errors to toasts,
 * so every page reports bad input and failures the same way.
 */
export function useToolAction<Args extends unknown[], Result>(
  action: (...args: Args) => Result | Promise<Result>,
  toasts: ToolActionToasts<Result>,
): ToolAction<Args, Result> {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const latest = useRef({ action, toasts });
  latest.current = { action, toasts };

  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      const result = await latest.current.action(...args);
      const { success } = latest.current.toasts;
      const text = typeof success === 'function' ? success(result) : success;
      if (text) toast.success(text.title, text.description ? { description: text.description } : undefined);
      return result;
    } catch (error) {
      toastError(error, latest.current.toasts.failure);
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy };
}
