// Row level security policies as Postgres's catalog holds them, for every reader of a live database (the schema
// diff and the schema visualizer): one query, each reader naming its relation column, filter and order.

/** `pg_policy` rows: schema, relation (as `relationColumn`), name, permissive, command, roles, using, with_check. */
export function policyCatalogSql(relationColumn: string, where: string, orderBy: string): string {
  return `
select n.nspname as schema, c.relname as ${relationColumn}, p.polname as name, p.polpermissive as permissive,
       case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update' when 'd' then 'delete'
         else 'all' end as command,
       case when p.polroles = '{0}' then array['public']
         else array(select rolname::text from pg_roles where oid = any(p.polroles) order by rolname) end as roles,
       pg_get_expr(p.polqual, p.polrelid) as using, pg_get_expr(p.polwithcheck, p.polrelid) as with_check
from pg_policy p
join pg_class c on c.oid = p.polrelid
join pg_namespace n on n.oid = c.relnamespace
where ${where}
order by ${orderBy}`;
}
