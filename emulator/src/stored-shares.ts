import type { PGlite } from '@electric-sql/pglite';

/**
 * Every encrypted share's row as the database stores it, each column (bytea as `\x…` hex), for the local stack's
 * service role only: the e2e tests read it to show a row holds ciphertext and a hash, never the plaintext or key.
 */
export async function storedEncryptedShares(db: PGlite): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query<{ row: Record<string, unknown> }>(
    'select to_jsonb(s) as row from public.encrypted_shares s order by s.created_at, s.id',
  );
  return rows.map(({ row }) => row);
}
