/**
 * The objects a migration can create or change, read from the catalog after each migration file: comparing two
 * reads tells which file created (or last changed) each object. A key names the object; the fingerprint is what
 * a finding can depend on (RLS flags and options of a relation, a policy's command/roles/tests, a function's
 * security, settings, body and grants).
 */

/** `kind`, schema, table (for objects that live on one; '' otherwise) and name, tab-separated. */
export type ObjectKey = string;

export type ObjectKind = 'relation' | 'policy' | 'function' | 'constraint' | 'index' | 'extension';

export function objectKey(kind: ObjectKind, schema: string, table: string, name: string): ObjectKey {
  return [kind, schema, table, name].join('\t');
}

export function parseObjectKey(key: ObjectKey): {
  kind: ObjectKind;
  schema: string;
  table: string;
  name: string;
} {
  const [kind = '', schema = '', table = '', name = ''] = key.split('\t');
  return { kind: kind as ObjectKind, schema, table, name };
}

export interface CatalogObjectRow {
  key: string;
  fingerprint: string;
}

const OWN = `not in ('pg_catalog', 'information_schema', 'pg_toast')`;

/** One row per object outside Postgres's own schemas. Functions are keyed by name, not arguments (as statements name them). */
export const CATALOG_OBJECTS_SQL = `
select concat_ws(E'\\t', 'relation', n.nspname, '', c.relname) as key,
  concat_ws('|', c.relkind, c.relrowsecurity, c.relforcerowsecurity, c.reloptions::text, c.relacl::text) as fingerprint
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname ${OWN}
union all
select concat_ws(E'\\t', 'policy', n.nspname, c.relname, p.polname),
  concat_ws('|', p.polcmd, p.polpermissive, p.polroles::text, pg_catalog.pg_get_expr(p.polqual, p.polrelid),
    pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid))
from pg_catalog.pg_policy p join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
union all
select concat_ws(E'\\t', 'function', n.nspname, '', p.proname),
  string_agg(concat_ws('|', pg_catalog.pg_get_function_identity_arguments(p.oid), p.prosecdef, p.proconfig::text,
    md5(p.prosrc), p.proacl::text), ';' order by p.oid)
from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
where n.nspname ${OWN}
group by n.nspname, p.proname
union all
select concat_ws(E'\\t', 'constraint', n.nspname, c.relname, k.conname), pg_catalog.pg_get_constraintdef(k.oid)
from pg_catalog.pg_constraint k join pg_catalog.pg_class c on c.oid = k.conrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname ${OWN}
union all
select concat_ws(E'\\t', 'index', n.nspname, t.relname, c.relname), pg_catalog.pg_get_indexdef(c.oid)
from pg_catalog.pg_index i join pg_catalog.pg_class c on c.oid = i.indexrelid
  join pg_catalog.pg_class t on t.oid = i.indrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname ${OWN}
union all
select concat_ws(E'\\t', 'extension', '', '', e.extname), e.extnamespace::regnamespace::text
from pg_catalog.pg_extension e`;
