import { ToolInputError } from '@toolbox/core/errors';
import { useMemo } from 'react';

/** What a live computation gave: its value, or the message of the bad input that stopped it. */
export type LiveResult<R> = { value: R; error?: undefined } | { value?: undefined; error: string };

export interface LiveResultOptions {
  /** Shown for any other error instead of rethrowing it (a page that must never break on a bug). */
  fallback?: string;
}

/**
 * Runs `fn(input)` as the user types: a `ToolInputError` becomes the inline message `error`, any other error is
 * rethrown (a bug, for the error boundary) unless `fallback` words it.
 */
export function liveResult<I, R>(
  fn: (input: I) => R,
  input: I,
  options: LiveResultOptions = {},
): LiveResult<R> {
  try {
    return { value: fn(input) };
  } catch (error) {
    if (error instanceof ToolInputError) return { error: error.message };
    if (options.fallback !== undefined) return { error: options.fallback };
    throw error;
  }
}

/** `liveResult`, computed again only when `fn`, `input` or the fallback change. */
export function useLiveResult<I, R>(
  fn: (input: I) => R,
  input: I,
  options: LiveResultOptions = {},
): LiveResult<R> {
  const { fallback } = options;
  return useMemo(
    () => liveResult(fn, input, fallback === undefined ? {} : { fallback }),
    [fn, input, fallback],
  );
}
