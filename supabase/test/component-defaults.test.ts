// The migrations' components table against core's one declaration (core/src/account/types.ts): a row inserted
// with a title alone stores exactly COMPONENT_DEFAULTS, and each check constraint admits exactly core's list.

import type { PGlite } from '@electric-sql/pglite';
import {
  COMPONENT_DEFAULTS,
  COMPONENT_KINDS,
  COMPONENT_PRIORITIES,
  COMPONENT_STATUSES,
} from '@toolbox/core/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freshDatabase } from './pglite.ts';

let db: PGlite;
let projectId: string;

beforeAll(async () => {
  db = await freshDatabase();
  const user = await createUser(db, 'defaults@example.com');
  const { rows } = await db.query<{ id: string }>(
    'insert into public.projects (user_id, name) values ($1, $2) returning id',
    [user, 'Defaults'],
  );
  projectId = (rows[0] as { id: string }).id;
  await db.query(`select set_config('request.jwt.claim.sub', $1, false)`, [user]);
}, 60_000);
afterAll(() => db?.close());

/** Inserts a component of `columns` (a title alone unless given); the error's text when Postgres refuses it. */
async function insert(columns: Record<string, unknown>): Promise<Record<string, unknown> | string> {
  const names = ['user_id', 'project_id', ...Object.keys(columns)];
  const values = [
    '(select user_id from public.projects where id = $1)',
    '$1',
    ...Object.keys(columns).map((_, i) => `$${i + 2}`),
  ];
  try {
    const { rows } = await db.query<Record<string, unknown>>(
      `insert into public.components (${names.join(', ')}) values (${values.join(', ')})
       returning parent_id, description, kind, status, priority, deadline, tags, notes`,
      [projectId, ...Object.values(columns)],
    );
    return rows[0] as Record<string, unknown>;
  } catch (error) {
    return String(error);
  }
}

describe("the components table's defaults are core's", () => {
  it('a row with a title alone stores COMPONENT_DEFAULTS', async () => {
    expect(await insert({ title: 'Docs' })).toEqual(COMPONENT_DEFAULTS);
  });

  it.each([
    ['kind', COMPONENT_KINDS],
    ['status', COMPONENT_STATUSES],
    ['priority', COMPONENT_PRIORITIES],
  ] as const)('the %s check admits exactly core’s list', async (column, values) => {
    for (const value of values)
      expect(await insert({ title: 'Docs', [column]: value })).toMatchObject({ [column]: value });
    expect(await insert({ title: 'Docs', [column]: 'Someday' })).toMatch(/check constraint/);
    // Every value the constraint names is one of core's.
    const { rows } = await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = 'public.components'::regclass and contype = 'c' and pg_get_constraintdef(oid) like $1`,
      [`%(${column} = ANY%`],
    );
    const named = [...(rows[0]?.def ?? '').matchAll(/'([^']*)'::text/g)].map((m) => m[1]);
    expect(named).toEqual([...values]);
  });
});
