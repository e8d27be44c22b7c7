import { quoteIdent as ident, quoteLiteral as literal } from '../sql/quote';
import type { Column, Domain, EnumType, IdentitySequence, Policy, Relation, Sequence } from './model';

// The statements a migration is made of, each for one object: create, alter, grant, comment.

export const q = (o: { schema: string; name: string }) => `${ident(o.schema)}.${ident(o.name)}`;

export function createEnum(e: EnumType): string {
  return `create type ${q(e)} as enum (${e.values.map(literal).join(', ')})`;
}

export function createDomain(d: Domain): string {
  return [
    `create domain ${q(d)} as ${d.baseType}`,
    d.default === null ? '' : ` default ${d.default}`,
    d.notNull ? ' not null' : '',
    ...d.constraints.map((c) => ` ${c}`),
  ].join('');
}

export function alterDomain(a: Domain, b: Domain): string[] {
  const out: string[] = [];
  if (a.baseType !== b.baseType) return [`drop domain ${q(a)}`, createDomain(b)];
  if (a.default !== b.default)
    out.push(`alter domain ${q(b)} ${b.default === null ? 'drop default' : `set default ${b.default}`}`);
  if (a.notNull !== b.notNull) out.push(`alter domain ${q(b)} ${b.notNull ? 'set' : 'drop'} not null`);
  const name = (c: string) => /^CONSTRAINT ("(?:[^"]|"")*"|\S+)/.exec(c)?.[1] ?? '';
  for (const c of a.constraints.filter((c) => !b.constraints.includes(c)))
    out.push(`alter domain ${q(b)} drop constraint ${name(c)}`);
  for (const c of b.constraints.filter((c) => !a.constraints.includes(c)))
    out.push(`alter domain ${q(b)} add ${c}`);
  return out;
}

function sequenceOptions(s: Sequence): string {
  return ` as ${s.type} increment by ${s.increment} minvalue ${s.min} maxvalue ${s.max} start with ${s.start} cache ${s.cache}${s.cycle ? ' cycle' : ' no cycle'}`;
}

export const ownedBy = (s: Sequence) => {
  if (!s.ownedBy) return 'none';
  const [schema = '', table = '', ...column] = s.ownedBy.split('.');
  return `${ident(schema)}.${ident(table)}.${ident(column.join('.'))}`;
};

export function createSequence(s: Sequence): string {
  return `create sequence ${q(s)}${sequenceOptions(s)}`;
}

export function alterSequence(a: Sequence, b: Sequence): string | undefined {
  const same =
    a.type === b.type &&
    a.increment === b.increment &&
    a.min === b.min &&
    a.max === b.max &&
    a.start === b.start &&
    a.cache === b.cache &&
    a.cycle === b.cycle;
  const parts = same ? '' : sequenceOptions(b);
  const owner = a.ownedBy === b.ownedBy ? '' : ` owned by ${ownedBy(b)}`;
  return parts || owner ? `alter sequence ${q(b)}${parts}${owner}` : undefined;
}

const TYPE_RANGE: Partial<Record<string, [string, string]>> = {
  smallint: ['-32768', '32767'],
  integer: ['-2147483648', '2147483647'],
  bigint: ['-9223372036854775808', '9223372036854775807'],
};

/** The options Postgres gives an identity column of `type` when none is written (CREATE SEQUENCE's defaults). */
function identityDefaults(type: string, increment: string): IdentitySequence {
  const [low, high] = TYPE_RANGE[type] ?? ['-9223372036854775808', '9223372036854775807'];
  const up = !increment.startsWith('-');
  return {
    increment: '1',
    min: up ? '1' : low,
    max: up ? high : '-1',
    start: up ? '1' : '-1',
    cache: '1',
    cycle: false,
  };
}

const OPTION_WORDS = [
  ['increment', 'increment by'],
  ['min', 'minvalue'],
  ['max', 'maxvalue'],
  ['start', 'start with'],
  ['cache', 'cache'],
] as const;

/** The options of `to` that differ from `from`'s, as a sequence option list writes them: [`start with`, old, new]. */
export function identityOptionChanges(
  from: IdentitySequence,
  to: IdentitySequence,
): [string, string, string][] {
  const changes = OPTION_WORDS.filter(([key]) => from[key] !== to[key]).map(
    ([key, word]): [string, string, string] => [word, from[key], to[key]],
  );
  if (from.cycle !== to.cycle) changes.push(['cycle', from.cycle ? 'yes' : 'no', to.cycle ? 'yes' : 'no']);
  return changes;
}

const optionText = ([word, , value]: [string, string, string]) =>
  word === 'cycle' ? (value === 'yes' ? 'cycle' : 'no cycle') : `${word} ${value}`;

/** `generated always as identity (start with 100 increment by 5)`: the options written only where not the default. */
function identityClause(c: Column): string {
  const s = c.identitySequence;
  const options = s ? identityOptionChanges(identityDefaults(c.type, s.increment), s).map(optionText) : [];
  return `generated ${c.identity} as identity${options.length ? ` (${options.join(' ')})` : ''}`;
}

export function columnClause(c: Column): string {
  const parts = [`${ident(c.name)} ${c.type}`];
  if (c.collation) parts.push(`collate ${c.collation}`);
  if (c.generated) parts.push(`generated always as (${c.generated.expression}) ${c.generated.kind}`);
  else if (c.default !== null) parts.push(`default ${c.default}`);
  if (c.identity) parts.push(identityClause(c));
  if (c.notNull) parts.push('not null');
  return parts.join(' ');
}

export function createTable(t: Relation): string {
  const options = t.options.length ? ` with (${t.options.join(', ')})` : '';
  const partitionBy = t.partitionBy ? ` partition by ${t.partitionBy}` : '';
  if (t.partitionOf) {
    const [schema = '', ...name] = t.partitionOf.split('.');
    return `create table ${q(t)} partition of ${ident(schema)}.${ident(name.join('.'))} ${t.partitionBound}${partitionBy}${options}`;
  }
  const kind = t.kind === 'foreign table' ? 'foreign table' : 'table';
  return `create ${kind} ${q(t)} (\n  ${t.columns.map(columnClause).join(',\n  ')}\n)${partitionBy}${options}`;
}

export function alterColumn(table: Relation, x: Column, c: Column, retyped: boolean): string[] {
  const out: string[] = [];
  const at = `alter table ${q(table)} alter column ${ident(c.name)}`;
  // A column of a recreated enum was retyped (and its default put back) with the enum.
  const typeChanges = !retyped && (x.type !== c.type || x.collation !== c.collation);
  const defaultChanges = !retyped && x.default !== c.default;
  if (x.identity && !c.identity) out.push(`${at} drop identity`);
  if ((typeChanges || defaultChanges) && x.default !== null) out.push(`${at} drop default`);
  if (typeChanges)
    out.push(
      `${at} type ${c.type}${c.collation ? ` collate ${c.collation}` : ''} using ${ident(c.name)}::${c.type}`,
    );
  if ((typeChanges || defaultChanges) && c.default !== null) out.push(`${at} set default ${c.default}`);
  if (x.notNull !== c.notNull) out.push(`${at} ${c.notNull ? 'set' : 'drop'} not null`);
  if (c.identity && !x.identity) out.push(`${at} add ${identityClause(c)}`);
  else if (c.identity) {
    const sets = x.identity === c.identity ? [] : [`set generated ${c.identity}`];
    if (x.identitySequence && c.identitySequence)
      for (const change of identityOptionChanges(x.identitySequence, c.identitySequence))
        sets.push(`set ${optionText(change)}`);
    if (sets.length > 0) out.push(`${at} ${sets.join(' ')}`);
  }
  return out;
}

export function createView(v: Relation): string {
  const options = v.options.length ? ` with (${v.options.join(', ')})` : '';
  const body = (v.definition ?? '').trim().replace(/;$/, '');
  return v.kind === 'materialized view'
    ? `create materialized view ${q(v)}${options} as\n${body}`
    : `create view ${q(v)}${options} as\n${body}`;
}

export const enableTrigger = (t: Relation, name: string, enabled: string) =>
  `alter table ${q(t)} ${{ D: 'disable trigger', R: 'enable replica trigger', A: 'enable always trigger', O: 'enable trigger' }[enabled] ?? 'enable trigger'} ${ident(name)}`;

export function createPolicy(t: Relation, p: Policy): string {
  const roles = p.roles.map((r) => (r === 'public' ? 'public' : ident(r))).join(', ');
  return [
    `create policy ${ident(p.name)} on ${q(t)} as ${p.permissive ? 'permissive' : 'restrictive'} for ${p.command} to ${roles}`,
    p.using === null ? '' : ` using (${p.using})`,
    p.withCheck === null ? '' : ` with check (${p.withCheck})`,
  ].join('');
}

/**
 * `grant`/`revoke` statements taking `before` to `after` (grants as `role:PRIVILEGE[*]`), each after `prefix`
 * (`alter default privileges … ` for default privileges, whose target is a kind of object).
 */
export function grants(
  target: string,
  before: readonly string[],
  after: readonly string[],
  prefix = '',
): string[] {
  // One statement per role (and grant option): `revoke insert, update on … from anon`.
  const byRole = (list: readonly string[]) => {
    const groups = new Map<string, { role: string; grantable: boolean; privileges: string[] }>();
    for (const g of list) {
      const [role = '', privilege = ''] = g.split(/:(?=[^:]*$)/);
      const grantable = privilege.endsWith('*');
      const key = `${role}\n${grantable}`;
      const group = groups.get(key) ?? {
        role: role === 'public' ? 'public' : ident(role),
        grantable,
        privileges: [],
      };
      group.privileges.push(privilege.replace(/\*$/, '').toLowerCase());
      groups.set(key, group);
    }
    return [...groups.values()];
  };
  return [
    ...byRole(before.filter((g) => !after.includes(g))).map(
      ({ role, privileges }) => `${prefix}revoke ${privileges.join(', ')} on ${target} from ${role}`,
    ),
    ...byRole(after.filter((g) => !before.includes(g))).map(
      ({ role, grantable, privileges }) =>
        `${prefix}grant ${privileges.join(', ')} on ${target} to ${role}${grantable ? ' with grant option' : ''}`,
    ),
  ];
}

export function comments(target: string, before: string | null, after: string | null): string[] {
  if (before === after) return [];
  return [`comment on ${target} is ${after === null ? 'null' : literal(after)}`];
}
