// Issue 76: every statement the data API runs is driven by an index from the caller's own rows. On a database
// seeded with 300 users x 20 projects x 5 cards x 1 sub-task (and ANALYZEd, so the planner chooses as it would),
// every route runs once through the handler while explain-plans.ts records each statement's plan: none reads
// components, sub-components or projects with a sequential scan (the smaller tables' plans may scan: at 300 users
// a seq scan of them is the planner's cheapest read). Before the fix the board read was planned as a hash join
// over every user's components (a Seq Scan filtered by RLS).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { explaining, type PlannedStatement, scanLine, seqScansOf } from './explain-plans.ts';
import { budgetedRequests, everyRoute, scaleClient } from './scale-requests.ts';
import { seedScale } from './scale-seed.ts';

const SEED = { users: 300, projectsPerUser: 20, cardsPerProject: 5, subTasksPerCard: 1 };

describe.each(BACKENDS)('data API plans on $name, 300 seeded users', ({ open, skip }) => {
  let backend: Backend;
  const statements: PlannedStatement[] = [];

  beforeAll(async () => {
    if (skip) return;
    backend = await open();
    await seedScale(backend.admin, SEED);
  }, 120_000);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(skip)(
    'reads no components, sub-components or projects by a sequential scan, in any statement',
    async () => {
      const client = scaleClient(explaining(backend.sql, (s) => statements.push(s)));
      const user = await client.user(backend.admin, 150);
      const eraser = await client.user(backend.admin, 200);
      await everyRoute(client.call, user, eraser);
      const requests = await budgetedRequests(client.call, user);
      await requests['board load']();
      await requests['board save'](1);
      await requests['project list']();
      await requests.export();

      const tables = new Set(statements.flatMap((s) => s.scans.map((scan) => scan.relation)));
      for (const table of [
        'components',
        'sub_components',
        'projects',
        'presets',
        'favourites',
        'recents',
        'profiles',
      ])
        expect(tables, `no statement read ${table}`).toContain(table);
      expect(statements.length).toBeGreaterThan(60);
      const scans = seqScansOf(statements, ['components', 'sub_components', 'projects']).map(
        ({ statement, scan }) => `${scanLine(scan)}: ${statement}`,
      );
      expect(scans).toEqual([]);
    },
  );

  // Issue 80 (10,000 teams of five): a policy's team question is a set asked once per statement, before any
  // function of the row. The sub-components' policies called a security definer function per row (an export: once
  // per sub-task), and the presets' `… or team_id in (select …)` left no index for the OR (a scan of every user's
  // presets, filtered by RLS).
  it.skipIf(skip)(
    "asks a board's sub-components their policy once per statement, not once per row",
    async () => {
      const client = scaleClient(explaining(backend.sql, (s) => statements.push(s)));
      const user = await client.user(backend.admin, 30);
      statements.length = 0;
      await client.call(user.session, 'GET', `/projects/${user.projects[0]}`);
      await client.call(user.session, 'GET', '/export');
      const filters = statements.flatMap((s) =>
        s.scans.filter((scan) => scan.relation === 'sub_components').map((scan) => scan.filter ?? ''),
      );
      expect(filters.length).toBeGreaterThan(1);
      for (const filter of filters) {
        const once = filter.indexOf('hashed SubPlan');
        const perRow = filter.indexOf('private.');
        expect(once, filter).toBeGreaterThanOrEqual(0);
        expect(perRow === -1 || once < perRow, filter).toBe(true);
      }
    },
  );

  it.skipIf(skip)("exports the caller's presets through their indexes, reading no one else's", async () => {
    const client = scaleClient(explaining(backend.sql, (s) => statements.push(s)));
    const user = await client.user(backend.admin, 40);
    statements.length = 0;
    expect((await client.call(user.session, 'GET', '/export')).status).toBe(200);
    const presets = statements.flatMap((s) => s.scans.filter((scan) => scan.relation === 'presets'));
    expect(presets.length).toBeGreaterThan(0);
    expect(presets.map((scan) => scan.node)).not.toContain('Seq Scan');
    expect(presets.reduce((dropped, scan) => dropped + (scan.removedByFilter ?? 0), 0)).toBe(0);
  });

  it.skipIf(skip)("reads a board through the index of its project's components", async () => {
    const client = scaleClient(explaining(backend.sql, (s) => statements.push(s)));
    const user = await client.user(backend.admin, 20);
    statements.length = 0;
    await client.call(user.session, 'GET', `/projects/${user.projects[0]}`);
    const board = statements.find((s) => /from public\.components c/.test(s.text));
    expect(board?.scans.map((scan) => scan.index)).toContain('components_project_order_idx');
  });
});
