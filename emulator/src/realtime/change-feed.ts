// Row changes of the tables in the `supabase_realtime` publication, delivered as Realtime's postgres_changes
// extension delivers them (its realtime.apply_rls function): each change goes to the subscriptions whose event,
// table and filters match, and, unless it is a DELETE or the table has no RLS, only to those whose claims can
// select the row now (`select exists (… where pk = …)` run as their role with their `request.jwt.claims`). A
// record holds the columns that role may select; an old record only the primary key (replica identity default).
//
// PGlite has no logical replication, so a trigger on each published table (emulator-only, in its own schema, never
// in a migration) queues the row and notifies; it queues nothing while no channel listens.

import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Claims } from '../jwt';
import { passesFilters, type Subscription } from './postgres-changes';

const PUBLICATION = 'supabase_realtime';
const CHANNEL = '_emulator_realtime';

const CAPTURE_SQL = `
create schema if not exists _emulator_realtime;
revoke all on schema _emulator_realtime from public;
create table if not exists _emulator_realtime.changes (
  id bigserial primary key,
  entity oid not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);
create table if not exists _emulator_realtime.state (
  id boolean primary key default true check (id),
  listening boolean not null default false
);
insert into _emulator_realtime.state (id, listening) values (true, false)
  on conflict (id) do update set listening = false;
create or replace function _emulator_realtime.capture() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if not (select s.listening from _emulator_realtime.state s) then return null; end if;
  insert into _emulator_realtime.changes (entity, type, record, old_record)
  values (tg_relid, tg_op,
          case when tg_op <> 'DELETE' then to_jsonb(new) end,
          case when tg_op <> 'INSERT' then to_jsonb(old) end);
  perform pg_notify('${CHANNEL}', '');
  return null;
end $$;
`;

const TRIGGERS_SQL = `
do $$
declare t record;
begin
  for t in select format('%I.%I', schemaname, tablename) as name from pg_publication_tables where pubname = '${PUBLICATION}'
  loop
    execute format('create or replace trigger _emulator_realtime after insert or update or delete on %s '
                   'for each row execute function _emulator_realtime.capture()', t.name);
  end loop;
end $$;
`;

/** As a hosted project has it from the start: the publication Realtime reads, empty until a migration adds tables. */
export async function ensurePublication(db: PGlite): Promise<void> {
  await db.exec(`
    do $$ begin
      if not exists (select 1 from pg_publication where pubname = '${PUBLICATION}') then
        create publication ${PUBLICATION};
      end if;
    end $$;`);
}

export interface ChangeData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  columns: { name: string; type: string }[];
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
  errors: null;
}

export interface ChangeListener {
  subscriptions: readonly Subscription[];
  /** The verified claims of the channel's current token; their `role` is the role the check runs as. */
  claims: Claims;
  deliver(ids: number[], data: ChangeData): void;
}

interface Column {
  name: string;
  type: string;
  pkey: boolean;
  selectable: boolean;
}

interface Entity {
  schema: string;
  table: string;
  rls: boolean;
}

interface QueuedChange {
  entity: number;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: Date;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class ChangeFeed {
  readonly #db: PGlite;
  readonly #log: (line: string) => void;
  readonly #listeners = new Set<ChangeListener>();
  #listening = false;
  #work: Promise<void> = Promise.resolve();
  #unlisten: (() => Promise<void>) | null = null;

  constructor(db: PGlite, log: (line: string) => void) {
    this.#db = db;
    this.#log = log;
  }

  async start(): Promise<void> {
    await this.#db.exec(CAPTURE_SQL);
    await this.#db.exec(TRIGGERS_SQL);
    this.#unlisten = await this.#db.listen(CHANNEL, () => this.#queue(() => this.#drain()));
  }

  async stop(): Promise<void> {
    await this.#unlisten?.().catch(() => undefined);
    await this.#work;
  }

  /** Tables of the publication matching a subscription, with their columns; empty when none does. */
  async publishedTables(
    subscription: Subscription,
  ): Promise<{ schema: string; table: string; columns: string[] }[]> {
    // A table added to the publication since the stack started gets its trigger now.
    await this.#db.exec(TRIGGERS_SQL);
    const { rows } = await this.#db.query<{ schema: string; table: string; columns: string[] }>(
      `select schemaname as schema, tablename as table, attnames as columns from pg_publication_tables
        where pubname = $1 and ($2 = '*' or schemaname = $2) and ($3 = '*' or tablename = $3)`,
      [PUBLICATION, subscription.schema, subscription.table],
    );
    return rows;
  }

  add(listener: ChangeListener): Promise<void> {
    this.#listeners.add(listener);
    return this.#setListening();
  }

  remove(listener: ChangeListener): Promise<void> {
    this.#listeners.delete(listener);
    return this.#setListening();
  }

  #setListening(): Promise<void> {
    return this.#queue(async () => {
      const listening = this.#listeners.size > 0;
      if (listening === this.#listening) return;
      this.#listening = listening;
      await this.#db.query('update _emulator_realtime.state set listening = $1', [listening]);
      if (!listening) await this.#db.query('delete from _emulator_realtime.changes');
    });
  }

  /** One drain or state change at a time, in order; a failure is logged and the next one still runs. */
  #queue(step: () => Promise<void>): Promise<void> {
    this.#work = this.#work.then(step).catch((error: unknown) => {
      this.#log(`realtime: ${(error as Error).message}`);
    });
    return this.#work;
  }

  async #drain(): Promise<void> {
    const { rows } = await this.#db.query<QueuedChange & { id: number }>(
      'delete from _emulator_realtime.changes returning id, entity, type, record, old_record, commit_timestamp',
    );
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const change of rows) await this.#deliver(change);
  }

  async #deliver(change: QueuedChange): Promise<void> {
    const entity = await this.#entity(change.entity);
    if (!entity) return;
    const byRole = new Map<string, { listener: ChangeListener; ids: number[] }[]>();
    for (const listener of this.#listeners) {
      const ids = listener.subscriptions
        .filter((s) => (s.event === '*' || s.event === change.type) && this.#matches(s, entity))
        .map((s) => s);
      if (ids.length === 0) continue;
      const role = typeof listener.claims.role === 'string' ? listener.claims.role : 'anon';
      const list = byRole.get(role) ?? [];
      list.push({ listener, ids: ids.map((s) => s.id) });
      byRole.set(role, list);
    }
    for (const [role, listeners] of byRole) {
      const columns = await this.#columns(change.entity, role);

      if (!columns) continue;
      const types = new Map(columns.map((c) => [c.name, c.type]));
      const keys = columns.filter((c) => c.pkey);
      const newRow = change.record ?? {};
      const oldKeys = Object.fromEntries(keys.map((c) => [c.name, change.old_record?.[c.name] ?? null]));
      const data: ChangeData = {
        schema: entity.schema,
        table: entity.table,
        commit_timestamp: new Date(change.commit_timestamp).toISOString(),
        type: change.type,
        columns: columns.filter((c) => c.selectable).map(({ name, type }) => ({ name, type })),
        ...(change.type !== 'DELETE'
          ? {
              record: Object.fromEntries(
                columns.filter((c) => c.selectable).map((c) => [c.name, newRow[c.name] ?? null]),
              ),
            }
          : {}),
        ...(change.type !== 'INSERT' ? { old_record: oldKeys } : {}),
        errors: null,
      };
      // A role that may not select the primary key hears nothing (Realtime sends it an error record).
      if (change.type !== 'DELETE' && keys.some((c) => !c.selectable)) continue;
      const filtered = change.type === 'DELETE' ? oldKeys : newRow;
      for (const { listener, ids } of listeners) {
        const matching = ids.filter((id) => {
          const subscription = listener.subscriptions.find((s) => s.id === id);
          return subscription ? passesFilters(subscription.filters, filtered, types) : false;
        });
        if (matching.length === 0) continue;
        if (
          change.type !== 'DELETE' &&
          entity.rls &&
          !(await this.#visible(change, entity, keys, listener.claims, role))
        )
          continue;
        listener.deliver(matching, data);
      }
    }
  }

  #matches(subscription: Subscription, entity: Entity): boolean {
    return (
      (subscription.schema === '*' || subscription.schema === entity.schema) &&
      (subscription.table === '*' || subscription.table === entity.table)
    );
  }

  async #entity(oid: number): Promise<Entity | null> {
    const { rows } = await this.#db.query<Entity>(
      `select n.nspname as schema, c.relname as table, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.oid = $1 and exists (select 1 from pg_publication_tables p
                                      where p.pubname = $2 and p.schemaname = n.nspname and p.tablename = c.relname)`,
      [oid, PUBLICATION],
    );
    return rows[0] ?? null;
  }

  async #columns(oid: number, role: string): Promise<Column[] | null> {
    try {
      const { rows } = await this.#db.query<Column>(
        `select a.attname as name, t.typname as type,
                exists (select 1 from pg_constraint k where k.conrelid = a.attrelid and k.contype = 'p'
                          and a.attnum = any (k.conkey)) as pkey,
                has_column_privilege($2, a.attrelid, a.attname, 'SELECT') as selectable
           from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
          order by a.attnum`,
        [oid, role],
      );
      return rows;
    } catch {
      // A role that does not exist (claims minted with another) hears nothing.
      return null;
    }
  }

  /** Whether the subscriber's claims can select the changed row now, under the table's policies. */
  async #visible(
    change: QueuedChange,
    entity: Entity,
    keys: Column[],
    claims: Claims,
    role: string,
  ): Promise<boolean> {
    if (keys.length === 0) return false;
    const where = keys.map((c, i) => `${quote(c.name)} = $${i + 1}`).join(' and ');
    const values = keys.map((c) => {
      const value = change.record?.[c.name];
      return typeof value === 'string' || value === null || value === undefined
        ? value
        : JSON.stringify(value);
    });
    try {
      return await this.#db.transaction(async (tx: Transaction) => {
        await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
          role,
          JSON.stringify(claims),
        ]);
        const { rows } = await tx.query<{ visible: boolean }>(
          `select exists (select 1 from ${quote(entity.schema)}.${quote(entity.table)} where ${where}) as visible`,
          values,
        );
        return rows[0]?.visible === true;
      });
    } catch {
      return false;
    }
  }
}
