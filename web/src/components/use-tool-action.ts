import { ToolInputError } from '@toolbox/core/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
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

export interface ToolActionOptions {
  /**
   * Bad input (a ToolInputError) is shown under its field instead of in a toast (UI rule 5, for pages whose spec
   * names no toast for it): under the field core names (`ToolInputError.field`), else under `field`. While it shows,
   * the action is tried again quietly ~150 ms after `input` changes (pass the form), so the message follows the
   * input and clears once it is valid. The action must have no side effects for this.
   */
  inline?: { field: string; input: unknown };
}

export interface ToolAction<Args extends unknown[], Result> {
  /** Runs the action once at a time; resolves to its result, or undefined when it failed (the toast is shown). */
  run: (...args: Args) => Promise<Result | undefined>;
  busy: boolean;
  /** With `inline`: the message of the bad input for this field (to pass as its `error`), or undefined. */
  errorIn: (field: string) => string | undefined;
}

interface InputError {
  message: string;
  field: string;
}

const RECHECK_DELAY_MS = 150;

/** The error as an inline message, or null when it is not bad input or the page shows none inline. */
function inlineError(error: unknown, inline: ToolActionOptions['inline']): InputError | null {
  if (!inline || !(error instanceof ToolInputError)) return null;
  return { message: error.message, field: error.field ?? inline.field };
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
  options: ToolActionOptions = {},
): ToolAction<Args, Result> {
  const [busy, setBusy] = useState(false);
  const [inputError, setInputError] = useState<InputError | null>(null);
  const running = useRef(false);
  const latest = useRef({ action, toasts, inline: options.inline });
  latest.current = { action, toasts, inline: options.inline };
  // The arguments of the run whose bad input is shown (to try again with), and which run or check is newest.
  const failedArgs = useRef<Args | null>(null);
  const generation = useRef(0);

  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    const id = ++generation.current;
    setBusy(true);
    try {
      const result = await latest.current.action(...args);
      if (id === generation.current) {
        failedArgs.current = null;
        setInputError(null);
      }
      const { success } = latest.current.toasts;
      const text = typeof success === 'function' ? success(result) : success;
      if (text) toast.success(text.title, text.description ? { description: text.description } : undefined);
      return result;
    } catch (error) {
      const inline = inlineError(error, latest.current.inline);
      if (id === generation.current) {
        failedArgs.current = inline ? args : null;
        setInputError(inline);
      }
      if (!inline) toastError(error, latest.current.toasts.failure);
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const input = options.inline?.input;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `input` stands for everything the action reads
  useEffect(() => {
    const args = failedArgs.current;
    if (!args) return;
    const id = ++generation.current;
    const timer = setTimeout(async () => {
      let next: InputError | null = null;
      try {
        await latest.current.action(...args);
      } catch (error) {
        next = inlineError(error, latest.current.inline);
      }
      if (id !== generation.current) return;
      if (!next) failedArgs.current = null;
      setInputError(next);
    }, RECHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const errorIn = useCallback(
    (field: string) => (inputError?.field === field ? inputError.message : undefined),
    [inputError],
  );
  return { run, busy, errorIn };
}
