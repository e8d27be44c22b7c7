import { policyCatalogSql } from '../sql/policy-catalog';
import type {
  DefaultPrivilegeObjects,
  Extension,
  IdentitySequence,
  Index,
  Policy,
  SchemaNamespace,
  Sequence,
  Trigger,
} from './model';

/*
 * The catalog queries `schema diff` reads a database with (PGlite after applying SQL, or a live one through
 * --db): every schema but Postgres's own, without what extensions own. No parameters, read-only.
 */

const USER_SCHEMA = (n: string) =>
  `${n}.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and ${n}.nspname not like 'pg\\_temp\\_%'
   and ${n}.nspname not like 'pg\\_toast\\_temp\\_%'`;

const NOT_EXTENSION_OWNED = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend dep where dep.classid = '${catalog}'::regclass and dep.objid = ${oid}
   and dep.deptype = 'e')`;

/** Privileges as `grantee:PRIVILEGE[*]`, the owner's defaults spelled out so "never granted" equals "default". */
const GRANTS = (acl: string, kind: string, owner: string) =>
  `array(select coalesce(r.rolname, 'public') || ':' || a.privilege_type || case when a.is_grantable then '*' else '' end
         from aclexplode(coalesce(${acl}, acldefault('${kind}', ${owner}))) a
         left join pg_roles r on r.oid = a.grantee where a.grantee <> ${owner} order by 1)`;

const SCHEMAS_SQL = `
select n.nspname as name, pg_get_userbyid(n.nspowner) as owner, obj_description(n.oid, 'pg_namespace') as comment,
       ${GRANTS('n.nspacl', 'n', 'n.nspowner')} as grants
from pg_namespace n
where ${USER_SCHEMA('n')} and ${NOT_EXTENSION_OWNED('pg_namespace', 'n.oid')}
order by 1`;

const EXTENSIONS_SQL = `
select e.extname as name, n.nspname as schema
from pg_extension e join pg_namespace n on n.oid = e.extnamespace
where e.extname <> 'plpgsql'
order by 1`;

const TYPES_SQL = `
select n.nspname as schema, t.typname as name, t.typtype::text as kind,
       array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels,
       case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end as base_type,
       t.typnotnull as not_null, t.typdefault as type_default,
       array(select 'CONSTRAINT ' || quote_ident(c.conname) || ' ' || pg_get_constraintdef(c.oid) from pg_constraint c
             where c.contypid = t.oid order by c.conname) as constraints,
       array(select a.attname::text from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0
             and not a.attisdropped order by a.attnum) as attribute_names,
       array(select format_type(a.atttypid, a.atttypmod) from pg_attribute a where a.attrelid = t.typrelid
             and a.attnum > 0 and not a.attisdropped order by a.attnum) as attribute_types,
       obj_description(t.oid, 'pg_type') as comment
from pg_type t
join pg_namespace n on n.oid = t.typnamespace
left join pg_class c on c.oid = t.typrelid
where ${USER_SCHEMA('n')} and ${NOT_EXTENSION_OWNED('pg_type', 't.oid')}
  and (t.typtype in ('e', 'd') or (t.typtype = 'c' and c.relkind = 'c'))
order by 1, 2`;

const SEQUENCES_SQL = `
select n.nspname as schema, c.relname as name, format_type(s.seqtypid, null) as type, s.seqstart::text as start,
       s.seqincrement::text as increment, s.seqmin::text as min, s.seqmax::text as max, s.seqcache::text as cache,
       s.seqcycle as cycle,
       (select tn.nspname || '.' || tc.relname || '.' || a.attname from pg_depend d
          join pg_class tc on tc.oid = d.refobjid join pg_namespace tn on tn.oid = tc.relnamespace
          join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
          where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'a' and d.refobjsubid > 0
          limit 1) as owned_by,
       pg_get_userbyid(c.relowner) as owner,
       ${GRANTS('c.relacl', 's', 'c.relowner')} as grants
from pg_sequence s
join pg_class c on c.oid = s.seqrelid
join pg_namespace n on n.oid = c.relnamespace
where ${USER_SCHEMA('n')} and ${NOT_EXTENSION_OWNED('pg_class', 'c.oid')}
  and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'i')
order by 1, 2`;

const RELATIONS_SQL = `
select n.nspname as schema, c.relname as name, c.relkind::text as relkind,
       c.relrowsecurity as rls, c.relforcerowsecurity as force_rls,
       coalesce(c.reloptions, '{}')::text[] as options,
       case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as definition,
       case when c.relkind = 'p' then pg_get_partkeydef(c.oid) end as partition_by,
       (select pn.nspname || '.' || p.relname from pg_inherits i join pg_class p on p.oid = i.inhparent
          join pg_namespace pn on pn.oid = p.relnamespace where i.inhrelid = c.oid and c.relispartition) as partition_of,
       case when c.relispartition then pg_get_expr(c.relpartbound, c.oid) end as partition_bound,
       array(select distinct rn.nspname || '.' || rc.relname from pg_rewrite rw
             join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = rw.oid
               and d.refclassid = 'pg_class'::regclass and d.refobjid <> c.oid
             join pg_class rc on rc.oid = d.refobjid join pg_namespace rn on rn.oid = rc.relnamespace
             where rw.ev_class = c.oid order by 1) as depends_on,
       pg_get_userbyid(c.relowner) as owner,
       obj_description(c.oid, 'pg_class') as comment,
       ${GRANTS('c.relacl', 'r', 'c.relowner')} as grants
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'v', 'm', 'f') and ${USER_SCHEMA('n')} and ${NOT_EXTENSION_OWNED('pg_class', 'c.oid')}
order by 1, 2`;

const COLUMNS_SQL = `
select n.nspname as schema, c.relname as relation, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
       a.attnotnull as not_null,
       case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as column_default,
       case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end as generation_expression,
       a.attgenerated::text as generated, a.attidentity::text as identity,
       (select json_build_object('start', s.seqstart::text, 'increment', s.seqincrement::text, 'min', s.seqmin::text,
          'max', s.seqmax::text, 'cache', s.seqcache::text, 'cycle', s.seqcycle)
          from pg_depend dep join pg_sequence s on s.seqrelid = dep.objid
          where a.attidentity <> '' and dep.classid = 'pg_class'::regclass and dep.refclassid = 'pg_class'::regclass
            and dep.refobjid = c.oid and dep.refobjsubid = a.attnum and dep.deptype = 'i' limit 1) as identity_sequence,
       case when a.attcollation <> t.typcollation then (select quote_ident(cn.nspname) || '.' || quote_ident(co.collname)
         from pg_collation co join pg_namespace cn on cn.oid = co.collnamespace where co.oid = a.attcollation) end as collation,
       col_description(c.oid, a.attnum) as comment
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_type t on t.oid = a.atttypid
left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
where c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped and ${USER_SCHEMA('n')}
  and ${NOT_EXTENSION_OWNED('pg_class', 'c.oid')}
order by 1, 2, a.attnum`;

const CONSTRAINTS_SQL = `
select n.nspname as schema, c.relname as relation, con.conname as name, con.contype::text as kind,
       pg_get_constraintdef(con.oid) as definition,
       array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as columns
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
where con.contype in ('p', 'f', 'u', 'c', 'x') and con.conislocal and ${USER_SCHEMA('n')}
  and ${NOT_EXTENSION_OWNED('pg_class', 'c.oid')}
order by 1, 2, 3`;

const INDEXES_SQL = `
select n.nspname as schema, t.relname as relation, i.relname as name, pg_get_indexdef(x.indexrelid) as definition,
       x.indisunique as unique, obj_description(i.oid, 'pg_class') as comment
from pg_index x
join pg_class i on i.oid = x.indexrelid
join pg_class t on t.oid = x.indrelid
join pg_namespace n on n.oid = t.relnamespace
where ${USER_SCHEMA('n')} and ${NOT_EXTENSION_OWNED('pg_class', 't.oid')}
  and not exists (select 1 from pg_constraint con where con.conindid = x.indexrelid and con.conrelid = x.indrelid
                  and con.contype in ('p', 'u', 'x'))
  and not exists (select 1 from pg_inherits inh where inh.inhrelid = x.indexrelid)
order by 1, 2, 3`;

const TRIGGERS_SQL = `
select n.nspname as schema, c.relname as relation, tg.tgname as name, pg_get_triggerdef(tg.oid) as definition,
       tg.tgenabled::text as enabled
from pg_trigger tg
join pg_class c on c.oid = tg.tgrelid
join pg_namespace n on n.oid = c.relnamespace
where not tg.tgisinternal and tg.tgparentid = 0 and ${USER_SCHEMA('n')}
order by 1, 2, 3`;

const POLICIES_SQL = policyCatalogSql('relation', USER_SCHEMA('n'), '1, 2, 3');

const FUNCTIONS_SQL = `
select n.nspname as schema, p.proname as name, p.prokind::text as kind,
       pg_get_function_identity_arguments(p.oid) as identity, pg_get_function_arguments(p.oid) as arguments,
       pg_get_function_result(p.oid) as result, l.lanname as language, p.prosecdef as security_definer,
       p.provolatile::text as volatility, coalesce(p.proconfig, '{}')::text[] as config,
       pg_get_functiondef(p.oid) as definition,
       array(select distinct tn.nspname || '.' || tc.relname
             from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]) || p.prorettype) u(oid)
             join pg_type ty on ty.oid = u.oid
             left join pg_type el on el.oid = ty.typelem
             join pg_class tc on tc.oid = coalesce(nullif(ty.typrelid, 0), el.typrelid) and tc.relkind in ('r', 'p', 'v', 'm', 'f')
             join pg_namespace tn on tn.oid = tc.relnamespace order by 1) as row_types,
       pg_get_userbyid(p.proowner) as owner,
       obj_description(p.oid, 'pg_proc') as comment,
       ${GRANTS('p.proacl', 'f', 'p.proowner')} as grants
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_language l on l.oid = p.prolang
where p.prokind in ('f', 'p') and ${USER_SCHEMA('n')} and ${NOT_EXTENSION_OWNED('pg_proc', 'p.oid')}
order by 1, 2, 4`;

/** pg_default_acl, as DefaultPrivileges holds it: a global entry without its role's own privileges. */
const DEFAULT_PRIVILEGES_SQL = `
select pg_get_userbyid(d.defaclrole) as role, n.nspname as schema,
       case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
         when 'T' then 'types' when 'n' then 'schemas' end as objects,
       array(select coalesce(r.rolname, 'public') || ':' || a.privilege_type || case when a.is_grantable then '*' else '' end
             from aclexplode(d.defaclacl) a left join pg_roles r on r.oid = a.grantee
             where d.defaclnamespace <> 0 or a.grantee <> d.defaclrole order by 1) as grants
from pg_default_acl d
left join pg_namespace n on n.oid = d.defaclnamespace
where d.defaclnamespace = 0 or (${USER_SCHEMA('n')})
order by 1, 2 nulls first, 3`;

interface TypeRow {
  schema: string;
  name: string;
  kind: 'e' | 'd' | 'c';
  labels: string[];
  base_type: string | null;
  not_null: boolean;
  type_default: string | null;
  constraints: string[];
  attribute_names: string[];
  attribute_types: string[];
  comment: string | null;
}

interface SequenceRow extends Omit<Sequence, 'ownedBy'> {
  owned_by: string | null;
}

interface RelationRow {
  schema: string;
  name: string;
  relkind: string;
  rls: boolean;
  force_rls: boolean;
  options: string[];
  definition: string | null;
  partition_by: string | null;
  partition_of: string | null;
  partition_bound: string | null;
  depends_on: string[];
  owner: string;
  comment: string | null;
  grants: string[];
}

export interface InRelation {
  schema: string;
  relation: string;
}

export interface ColumnRow extends InRelation {
  name: string;
  type: string;
  not_null: boolean;
  column_default: string | null;
  generation_expression: string | null;
  generated: string;
  identity: string;
  identity_sequence: IdentitySequence | null;
  collation: string | null;
  comment: string | null;
}

export interface ConstraintRow extends InRelation {
  name: string;
  kind: 'p' | 'f' | 'u' | 'c' | 'x';
  definition: string;
  columns: string[];
}

interface IndexRow extends InRelation, Index {}
interface TriggerRow extends InRelation, Trigger {}
interface PolicyRow extends InRelation, Omit<Policy, 'withCheck'> {
  with_check: string | null;
}

export interface FunctionRow {
  schema: string;
  name: string;
  kind: 'f' | 'p';
  identity: string;
  arguments: string;
  result: string | null;
  language: string;
  security_definer: boolean;
  volatility: 'i' | 's' | 'v';
  config: string[];
  definition: string;
  row_types: string[];
  owner: string;
  comment: string | null;
  grants: string[];
}

interface DefaultPrivilegesRow {
  role: string;
  schema: string | null;
  objects: DefaultPrivilegeObjects;
  grants: string[];
}

/** Every query's rows, as `readSchemaCatalog` takes them. */
export interface CatalogRows {
  schemas: SchemaNamespace[];
  extensions: Extension[];
  types: TypeRow[];
  sequences: SequenceRow[];
  relations: RelationRow[];
  columns: ColumnRow[];
  constraints: ConstraintRow[];
  indexes: IndexRow[];
  triggers: TriggerRow[];
  policies: PolicyRow[];
  functions: FunctionRow[];
  defaultPrivileges: DefaultPrivilegesRow[];
}

export const SCHEMA_CATALOG_QUERIES: Record<keyof CatalogRows, string> = {
  schemas: SCHEMAS_SQL,
  extensions: EXTENSIONS_SQL,
  types: TYPES_SQL,
  sequences: SEQUENCES_SQL,
  relations: RELATIONS_SQL,
  columns: COLUMNS_SQL,
  constraints: CONSTRAINTS_SQL,
  indexes: INDEXES_SQL,
  triggers: TRIGGERS_SQL,
  policies: POLICIES_SQL,
  functions: FUNCTIONS_SQL,
  defaultPrivileges: DEFAULT_PRIVILEGES_SQL,
};
