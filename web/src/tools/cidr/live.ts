import { ToolInputError } from '@toolbox/core/errors';
import type { CidrField } from '@toolbox/core/tools/cidr';

export type Live<T> = { ok: T } | { error: string; field: CidrField } | { empty: true };

/** A core call's answer, or its message and the field it names (so the page marks that field). */
export function live<T>(run: () => T, fallback: CidrField): Live<T> {
  try {
    return { ok: run() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const field = error instanceof ToolInputError ? (error.field as CidrField | undefined) : undefined;
    return { error: message, field: field ?? fallback };
  }
}

export const errorOf = (result: Live<unknown>, field: CidrField) =>
  'error' in result && result.field === field ? { error: result.error } : {};
