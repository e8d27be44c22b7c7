import { screen } from '@testing-library/react';

/**
 * The inline message under the field labelled `label` (Field's `error`, linked by `aria-describedby`), or undefined
 * when it shows none; a message must also mark the control invalid.
 */
export function fieldError(label: string): string | undefined {
  const control = screen.getByLabelText(label, { exact: true });
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const message = ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
  if (!message) return undefined;
  if (control.getAttribute('aria-invalid') !== 'true')
    throw new Error(`${label} shows an error but is not invalid`);
  return message;
}
