/**
 * The audit's own lints, beside splinter's: each a query on the catalog that answers rows of splinter's shape
 * (name, title, level, detail, remediation, metadata with schema/name/type, cache_key), so both go through one
 * path. They cover what splinter leaves out:
 * - a write policy (insert/update/delete/all) that applies to anon, because it names anon or has no `to` (so
 *   PUBLIC, anon included): splinter's rls_policy_always_true only flags such a policy when its test is `true`;
 * - a security definer function that anon or authenticated can execute and that has no fixed search_path:
 *   splinter flags the two halves apart (function_search_path_mutable, *_security_definer_function_executable),
 *   only together are they a privilege escalation (the caller's search_path can shadow what the body calls);
 * - a column a policy reads with no index starting with it: the policy's filter runs on every query.
 * Exposed schemas come from `pgrst.db_schemas`, as in splinter.
 */

const EXPOSED = `n.nspname = any(array(select trim(unnest(string_to_array(current_setting('pgrst.db_schemas', 't'), ',')))))`;

/** Schemas Supabase and extensions own: never the project's own objects. */
const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'auth', 'storage', 'extensions',
  'graphql', 'graphql_public', 'realtime', 'vault', 'net', 'cron', 'pgsodium', 'pgsodium_masks', 'supabase_functions',
  'supabase_migrations', 'pgbouncer', 'pgmq', 'pgtle')`;

const writePolicyForAnon = `
select
  'write_policy_applies_to_anon' as name,
  'Write policy applies to anon' as title,
  'WARN' as level,
  array['SECURITY'] as categories,
  format('Table \`%s.%s\` has a %s policy \`%s\` that applies to %s: signed-out visitors are let through whenever its test holds. Add \`to authenticated\` (or the roles that should write).',
    n.nspname, c.relname, pc.cmd, p.polname,
    case when 0 = any(p.polroles) then 'every role (no \`to\` clause), anon included' else 'anon' end) as detail,
  'https://supabase.com/docs/guides/database/postgres/row-level-security#specifying-roles-in-your-policies' as remediation,
  jsonb_build_object('schema', n.nspname, 'name', c.relname, 'type', 'table', 'policy_name', p.polname, 'command', pc.cmd) as metadata,
  format('write_policy_applies_to_anon_%s_%s_%s', n.nspname, c.relname, p.polname) as cache_key
from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  cross join lateral (select case p.polcmd when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end as cmd) pc
where p.polcmd in ('a', 'w', 'd', '*')
  and p.polpermissive
  and (0 = any(p.polroles) or exists (select 1 from unnest(p.polroles) r where r::regrole::text = 'anon'))
  and ${EXPOSED}
  and ${SYSTEM_SCHEMAS}`;

const securityDefinerSearchPath = `
select
  'security_definer_search_path_mutable' as name,
  'Security definer function without a fixed search_path' as title,
  'ERROR' as level,
  array['SECURITY'] as categories,
  format('Function \`%s.%s(%s)\` runs as its owner (SECURITY DEFINER), %s can execute it, and it does not fix its search_path: a caller can make it resolve names to their own objects. Add \`set search_path = ''''\` and qualify the names it uses, or revoke EXECUTE.',
    n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid),
    concat_ws(' and ',
      case when pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE') then 'anon' end,
      case when pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE') then 'authenticated' end)) as detail,
  'https://supabase.com/docs/guides/database/database-linter?lint=0011_function_search_path_mutable' as remediation,
  jsonb_build_object('schema', n.nspname, 'name', p.proname, 'type', 'function',
    'arguments', pg_catalog.pg_get_function_identity_arguments(p.oid)) as metadata,
  format('security_definer_search_path_mutable_%s_%s_%s', n.nspname, p.proname, md5(pg_catalog.pg_get_function_identity_arguments(p.oid))) as cache_key
from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  left join pg_catalog.pg_depend dep on dep.objid = p.oid and dep.deptype = 'e'
where p.prosecdef
  and dep.objid is null
  -- a trigger function cannot be called on its own (PostgREST's rpc refuses it), only through its trigger
  and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)
  and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) cfg where cfg like 'search_path=%')
  and (pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
    or pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE'))
  and ${SYSTEM_SCHEMAS}`;

const unindexedPolicyColumn = `
select
  'unindexed_policy_column' as name,
  'Unindexed column in a policy' as title,
  'INFO' as level,
  array['PERFORMANCE'] as categories,
  format('Table \`%s.%s\` has a policy \`%s\` that reads column \`%s\`, and no index starts with it: every query on the table filters it row by row. Add \`create index on %s.%s (%s)\`.',
    n.nspname, c.relname, p.polname, a.attname,
    quote_ident(n.nspname), quote_ident(c.relname), quote_ident(a.attname)) as detail,
  'https://supabase.com/docs/guides/database/postgres/row-level-security#add-indexes' as remediation,
  jsonb_build_object('schema', n.nspname, 'name', c.relname, 'type', 'table', 'policy_name', p.polname, 'column', a.attname) as metadata,
  format('unindexed_policy_column_%s_%s_%s_%s', n.nspname, c.relname, p.polname, a.attname) as cache_key
from pg_catalog.pg_policy p
  join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_policy'::regclass and d.objid = p.oid
    and d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjid = c.oid and d.refobjsubid > 0
  join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
where ${SYSTEM_SCHEMAS}
  and not exists (
    select 1 from pg_catalog.pg_index i
    where i.indrelid = c.oid and i.indisvalid and i.indkey[0] = a.attnum)`;

/** Our lints as one query, rows ordered like splinter's. */
export const AUDIT_CHECKS_SQL = [writePolicyForAnon, securityDefinerSearchPath, unindexedPolicyColumn]
  .map((query) => `(${query})`)
  .join('\nunion all\n');

/** The names of our lints, for SARIF's rule list and the docs. */
export const AUDIT_CHECK_NAMES = [
  'write_policy_applies_to_anon',
  'security_definer_search_path_mutable',
  'unindexed_policy_column',
] as const;
