// One statement as an API role with a caller's claims, on either backend (PGlite or postgres.js), rolled back
// whatever it did; api-roles.ts has the same for a bare postgres.js connection.

import type { Backend } from './data-backends.ts';

export interface BackendAttempt {
  rows: Record<string, unknown>[];
  /** The error's SQLSTATE (42501 is permission denied), or null when the statement ran. */
  code: string | null;
}

export async function attemptOn(
  backend: Backend,
  role: 'anon' | 'authenticated' | 'toolbox_api',
  userId: string | null,
  text: string,
  params: unknown[] = [],
): Promise<BackendAttempt> {
  const rollback = new Error('rollback');
  let result: BackendAttempt = { rows: [], code: null };
  try {
    await backend.sql.transaction(async (tx) => {
      const claims = userId ? { sub: userId, role: 'authenticated' } : { role: 'anon' };
      await tx(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
        JSON.stringify(claims),
        role,
      ]);
      try {
        result = { rows: (await tx(text, params)).rows, code: null };
      } catch (error) {
        result = { rows: [], code: (error as { code?: string }).code ?? 'unknown' };
      }
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return result;
}
