// A statement as one of the database's API roles runs it: `set local role` and the caller's JWT claims in
// `request.jwt.claims`, as PostgREST (and pg_graphql behind it) sets them for each request, or as the data function
// does for toolbox_api. Every attempt is rolled back, so the database stays as the test seeded it.

import type postgres from 'postgres';

export type ApiRole = 'anon' | 'authenticated' | 'toolbox_api';

export interface Attempt {
  rows: Record<string, unknown>[];
  /** The error's SQLSTATE (42501 is permission denied), or null when the statement ran. */
  code: string | null;
  message: string;
}

const ROLLBACK = Symbol('rollback');

export async function attempt(
  sql: postgres.Sql,
  role: ApiRole,
  userId: string | null,
  text: string,
  params: unknown[] = [],
): Promise<Attempt> {
  let result: Attempt = { rows: [], code: null, message: '' };
  try {
    await sql.begin(async (tx) => {
      const claims = userId ? { sub: userId, role: 'authenticated' } : { role: 'anon' };
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
      await tx.unsafe(`set local role ${role}`);
      try {
        result = { rows: [...(await tx.unsafe(text, params as never[]))], code: null, message: '' };
      } catch (error) {
        const e = error as { code?: string; message: string };
        result = { rows: [], code: e.code ?? 'unknown', message: e.message };
      }
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result;
}

/** PostgREST's insert of one JSON object (`POST /rest/v1/<table>`), its statement's shape with the body as $1. */
export function postgrestInsert(table: string, columns: Record<string, string>): string {
  const names = Object.keys(columns)
    .map((c) => `"${c}"`)
    .join(', ');
  const typed = Object.entries(columns)
    .map(([c, type]) => `"${c}" ${type}`)
    .join(', ');
  return `with pgrst_source as (insert into "public"."${table}"(${names})
      select ${Object.keys(columns)
        .map((c) => `"pgrst_body"."${c}"`)
        .join(', ')}
        from (select $1::json as json_data) pgrst_payload,
        lateral (select ${names} from json_to_record(pgrst_payload.json_data) as _(${typed})) pgrst_body
      returning "public"."${table}".*)
    select count(*)::int as n from pgrst_source`;
}

/** PostgREST's update by id (`PATCH /rest/v1/<table>?id=eq.<$2>`), the body as $1. */
export function postgrestUpdate(table: string, columns: Record<string, string>): string {
  const names = Object.keys(columns)
    .map((c) => `"${c}"`)
    .join(', ');
  const typed = Object.entries(columns)
    .map(([c, type]) => `"${c}" ${type}`)
    .join(', ');
  return `with pgrst_source as (update "public"."${table}"
      set ${Object.keys(columns)
        .map((c) => `"${c}" = "pgrst_body"."${c}"`)
        .join(', ')}
      from (select $1::json as json_data) pgrst_payload,
        lateral (select ${names} from json_to_record(pgrst_payload.json_data) as _(${typed})) pgrst_body
      where "public"."${table}"."id" = $2::uuid
      returning "public"."${table}".*)
    select count(*)::int as n from pgrst_source`;
}
