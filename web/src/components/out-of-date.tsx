import { useState } from 'react';
import { runShortcutLabel } from './run-action';

/**
 * Whether a result made on demand (by a page's Generate button) still matches the form: `made()` keeps the inputs it
 * was made from, and any later change to them makes the result out of date until the next run. Inputs are compared
 * by value (JSON), so typing a change and undoing it brings the result back up to date.
 */
export function useOutOfDate(inputs: unknown): { outOfDate: boolean; made(): void } {
  const key = JSON.stringify(inputs);
  const [madeFrom, setMadeFrom] = useState<string | null>(null);
  return { outOfDate: madeFrom !== null && madeFrom !== key, made: () => setMadeFrom(key) };
}

/**
 * Says, beside a result that cannot follow the form live, that the form has changed since it was made and which
 * button (or Ctrl/Cmd+Enter) brings it up to date. Always in the page as a polite status, so the change is read out.
 */
export function OutOfDateNote({ outOfDate, action }: { outOfDate: boolean; action: string }) {
  return (
    <p role="status" className={outOfDate ? 'text-sm text-warning' : 'sr-only'}>
      {outOfDate
        ? `The form has changed since this was made: ${action} (${runShortcutLabel()}) to bring it up to date.`
        : ''}
    </p>
  );
}
