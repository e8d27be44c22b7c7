// Seeds a migrated database with many accounts (issue 76): users x projects x cards x sub-tasks, and a few presets,
// favourites, recent tools and deleted projects each, in a handful of set-based statements (generate_series).
// Users go into auth.users through columns GoTrue's table has, every value given (its id has no default there);
// the migration's trigger makes their profiles. Every user's first project is public, as some boards are.

export interface ScaleSeed {
  users: number;
  projectsPerUser: number;
  cardsPerProject: number;
  subTasksPerCard: number;
}

export const SCALE_10K: ScaleSeed = {
  users: 10_000,
  projectsPerUser: 20,
  cardsPerProject: 5,
  subTasksPerCard: 1,
};

/** The seeded users' e-mail addresses: `scale-<n>@example.dev`, n from 1. */
export const scaleEmail = (n: number): string => `scale-${n}@example.dev`;

/** The statements, in order, run as the owner (RLS does not apply to it); ANALYZE last so plans are real. */
function scaleSeedStatements(seed: ScaleSeed): string[] {
  const { users, projectsPerUser, cardsPerProject, subTasksPerCard } = seed;
  for (const n of Object.values(seed))
    if (!Number.isInteger(n) || n < 0) throw new Error(`scale seed: counts are whole numbers, got ${n}`);
  const seeded = `(select id, n from auth.users u, lateral (select split_part(split_part(u.email, '@', 1), '-', 2)::int as n) x
                    where u.email like 'scale-%@example.dev')`;
  return [
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
                             raw_user_meta_data, created_at, updated_at)
     select gen_random_uuid(), 'authenticated', 'authenticated', 'scale-' || n || '@example.dev', '', now(),
            '{"provider":"email","providers":["email"]}', jsonb_build_object('full_name', 'Scale user ' || n),
            now(), now()
       from generate_series(1, ${users}) n`,
    // A team per user, of five (issue 80 item 4): its maker owns it, the next four users are two editors and two
    // viewers; its maker's second project is the team's.
    `insert into public.teams (name, created_by) select 'Team ' || u.n, u.id from ${seeded} u`,
    `insert into public.team_members (team_id, user_id, role)
     select t.id, m.id, (array['owner', 'editor', 'editor', 'viewer', 'viewer'])[k + 1]
       from public.teams t join ${seeded} c on c.id = t.created_by
            cross join generate_series(0, least(4, ${users} - 1)) k
            join auth.users m on m.email = 'scale-' || ((c.n - 1 + k) % ${users} + 1) || '@example.dev'
     on conflict do nothing`,
    `insert into public.projects (user_id, name, description, visibility, workspace_source, created_at, updated_at,
                                 team_id)
     select u.id, 'Project ' || p, 'Seeded project ' || p || ' of user ' || u.n,
            case when p = 1 then 'public' else 'private' end, '# Plan ' || p,
            now() - make_interval(mins => p), now() - make_interval(mins => p),
            case when p = 2 then (select t.id from public.teams t where t.created_by = u.id) end
       from ${seeded} u, generate_series(1, ${projectsPerUser}) p`,
    `insert into public.components (user_id, project_id, title, description, kind, status, priority, tags, position)
     select p.user_id, p.id, 'Card ' || c, 'Part ' || c, 'card',
            (array['Not Started', 'In Progress', 'Blocked', 'Complete'])[1 + c % 4],
            (array['Urgent', 'High', 'Medium', 'Low'])[1 + c % 4], array['area' || c % 3], c - 1
       from public.projects p join ${seeded} u on u.id = p.user_id, generate_series(1, ${cardsPerProject}) c`,
    `insert into public.sub_components (user_id, component_id, title, completed, position)
     select c.user_id, c.id, 'Sub-task ' || s, s % 2 = 0, s - 1
       from public.components c join ${seeded} u on u.id = c.user_id, generate_series(1, ${subTasksPerCard}) s`,
    `insert into public.presets (user_id, tool_id, name, inputs)
     select u.id, t, 'Preset ' || t, jsonb_build_object('text', 'seeded')
       from ${seeded} u, unnest(array['hash', 'json-format']) t`,
    `insert into public.favourites (user_id, tool_id) select u.id, t from ${seeded} u, unnest(array['hash', 'uuid', 'regex']) t`,
    `insert into public.recents (user_id, tool_id, used_at)
     select u.id, t, now() - make_interval(mins => i::int)
       from ${seeded} u, unnest(array['hash', 'uuid', 'base64']) with ordinality r(t, i)`,
    // Projects deleted earlier, as `GET /projects?since=` reports them.
    `insert into public.project_deletions (project_id, user_id, deleted_at)
     select gen_random_uuid(), u.id, now() - make_interval(days => d) from ${seeded} u, generate_series(1, 2) d`,
    'analyze',
  ];
}

type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Runs the seed, timed per step. The big tables' secondary indexes (not those behind a constraint) are dropped
 * first and built again before ANALYZE: building an index from a million rows at once is a sort, keeping it up row
 * by row a random B-tree insert each (random uuids), most of the seed's time. `superuser`: `run` is one connection
 * of a superuser, which may skip the foreign keys' checks.
 */
export async function seedScale(
  run: Run,
  seed: ScaleSeed,
  { superuser = false }: { superuser?: boolean } = {},
): Promise<{ step: string; ms: number }[]> {
  const steps: { step: string; ms: number }[] = [];
  const timed = async (step: string, text: string) => {
    const start = performance.now();
    await run(text);
    steps.push({ step, ms: performance.now() - start });
  };
  const indexes = await run(
    `select format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where i.indrelid in ('public.components'::regclass, 'public.sub_components'::regclass)
        and not exists (select from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  const statements = scaleSeedStatements(seed);
  const analyze = statements.pop() ?? 'analyze';
  for (const { name } of indexes) await run(`drop index ${name}`);
  try {
    for (const [i, statement] of statements.entries()) {
      // A superuser on one connection (the bench) skips the foreign keys' per-row checks once the users (and
      // their profiles, made by a trigger) are in: the rows are made consistent by construction.
      if (superuser && i === 1) await run('set session_replication_role = replica');
      await timed(statement.trim().split(/\s+/).slice(0, 3).join(' '), statement);
    }
  } finally {
    if (superuser) await run('set session_replication_role = origin');
    const start = performance.now();
    for (const { def } of indexes) await run(String(def));
    steps.push({ step: `create ${indexes.length} indexes`, ms: performance.now() - start });
  }
  await timed('analyze', analyze);
  return steps;
}
