// Issue 76: GET /export is written in keyset pages (functions/data/export.ts), bounded in memory whatever the
// account's size, and is still the one document the web and the CLI read (core's readExport). An account past one
// page of everything: 230 projects, one of them with 450 cards (each with a sub-task) and a 100 KB workspace,
// 210 presets. The document holds exactly what the other routes answer; no statement returns more than a page.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../functions/_shared/account/mod.ts';
import type { Sql, SqlRow, TransactionalSql } from '../functions/_shared/sql.ts';
import { PAGE } from '../functions/data/export.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

/** The backend's Sql, counting transactions and the largest result any statement returned. */
function watched(sql: TransactionalSql) {
  const seen = { transactions: 0, largest: 0 };
  const counted =
    (run: Sql): Sql =>
    async (text, params) => {
      const result = await run(text, params);
      seen.largest = Math.max(seen.largest, result.rows.length);
      return result;
    };
  const wrapped: TransactionalSql = Object.assign(counted(sql), {
    transaction: <T>(
      fn: (tx: Sql) => Promise<T>,
      options?: Parameters<TransactionalSql['transaction']>[1],
    ) => {
      seen.transactions++;
      return sql.transaction((tx) => fn(counted(tx)), options);
    },
  });
  return { sql: wrapped, seen };
}

describe.each(BACKENDS)('export of a large account on $name', ({ open, skip }) => {
  let backend: Backend;
  let api: ReturnType<typeof harness>;
  let watch: ReturnType<typeof watched>;
  let kim: TestUser;
  let big: string;

  beforeAll(async () => {
    if (skip) return;
    backend = await open();
    watch = watched(backend.sql);
    api = harness({ ...backend, sql: watch.sql }, { requestsPerMinute: 100_000 });
    kim = await api.createUser('kim@example.com', 'Kim');
    await backend.admin(
      `insert into public.projects (user_id, name, created_at)
       select $1, 'Project ' || n, now() - make_interval(secs => 1000 - n) from generate_series(1, 230) n`,
      [kim.id],
    );
    const [row] = await backend.admin(
      `update public.projects set workspace_source = repeat('# plan line ', 8800)
        where user_id = $1 and name = 'Project 7' returning id`,
      [kim.id],
    );
    big = String(row?.id);
    await backend.admin(
      `insert into public.components (user_id, project_id, title, position)
       select $1, $2, 'Card ' || n, n / 3 from generate_series(1, 450) n`,
      [kim.id, big],
    );
    await backend.admin(
      `insert into public.sub_components (user_id, component_id, title)
       select user_id, id, 'Step of ' || title from public.components where project_id = $1`,
      [big],
    );
    await backend.admin(
      `insert into public.components (user_id, project_id, title)
       select $1, id, 'Only card' from public.projects where user_id = $1 and name = 'Project 200'`,
      [kim.id],
    );
    await backend.admin(
      `insert into public.presets (user_id, tool_id, name, inputs)
       select $1, 'hash', 'Preset ' || n, jsonb_build_object('n', n) from generate_series(1, 210) n`,
      [kim.id],
    );
    await backend.admin(
      `insert into public.favourites (user_id, tool_id) values ($1, 'hash'), ($1, 'uuid')`,
      [kim.id],
    );
    await backend.admin(
      `insert into public.recents (user_id, tool_id, used_at)
       select $1, t, now() - make_interval(mins => i::int) from unnest(array['hash', 'uuid', 'regex']) with ordinality r(t, i)`,
      [kim.id],
    );
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(skip)('streams every row in pages, the document the other routes answer', async () => {
    watch.seen.transactions = 0;
    watch.seen.largest = 0;
    const answer = await api.call(kim.session, 'GET', '/export');
    expect(answer.status).toBe(200);
    // What the client reads: a wrong shape would throw here.
    const read = readExport(answer.body, (field, why) => {
      throw new Error(`${field}: ${why}`);
    });
    expect(watch.seen.largest).toBeLessThanOrEqual(PAGE + 1);
    // The request's transaction, then the second page of projects, the big board's pages, its workspace, presets.
    expect(watch.seen.transactions).toBeGreaterThan(3);

    const ids = await backend.admin(
      'select id from public.projects where user_id = $1 order by created_at, id',
      [kim.id],
    );
    expect(read.projects.map((p) => p.id)).toEqual(ids.map((r: SqlRow) => String(r.id)));
    for (const project of read.projects.filter((p) => p.id === big || p.name === 'Project 200')) {
      const board = await api.call(kim.session, 'GET', `/projects/${project.id}`);
      const { components, workspace, ...row } = project;
      expect(row).toEqual(board.body.project);
      expect(components).toEqual(board.body.components);
      expect(workspace).toEqual(board.body.workspace);
    }
    expect(read.projects.find((p) => p.id === big)?.components).toHaveLength(450);
    expect(read.projects.find((p) => p.name === 'Project 9')?.components).toEqual([]);
    expect(read.presets).toEqual((await api.call(kim.session, 'GET', '/presets')).body.presets);
    expect(read.presets).toHaveLength(210);
    const { favourites, recents } = (await api.call(kim.session, 'GET', '/favourites')).body;
    expect(read.favourites).toEqual(favourites);
    expect(read.recents).toEqual(recents);
    expect(read.profile).toEqual((await api.call(kim.session, 'GET', '/profile')).body.profile);
  });

  it.skipIf(skip)('writes the text one JSON.stringify of the document writes', async () => {
    const res = await api.handler(
      new Request('http://stack.test/functions/v1/data/export', {
        headers: { apikey: 'anon-key', authorization: `Bearer ${kim.session}` },
      }),
    );
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="toolbox-export.json"');
    const text = await res.text();
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect(Object.keys(JSON.parse(text))).toEqual([
      'exported_at',
      'profile',
      'projects',
      'presets',
      'favourites',
      'recents',
      'encrypted_shares',
      'share_links',
    ]);
  });
});
