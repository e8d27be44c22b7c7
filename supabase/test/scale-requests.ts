// The data handler driven as the seeded users of scale-seed.ts call it: the requests the bench times (board load,
// board save, project list, export) and every other route once, for the plans of all the API's statements.

import type { TransactionalSql } from '../functions/_shared/sql.ts';
import { createDataHandler, type DataConfig } from '../functions/data/handler.ts';
import { scaleEmail } from './scale-seed.ts';

export interface ScaleAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: callers read the answers' members directly
  body: any;
}

export interface ScaleUser {
  id: string;
  /** A web session the handler's Auth check knows (a map of sessions, as data-harness.ts's). */
  session: string;
  /** Ids of the user's projects, newest first as GET /projects lists them. */
  projects: string[];
  /** Another user's public project, for an anonymous and a foreign read. */
  publicProject: string;
}

type Admin = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export function scaleClient(sql: TransactionalSql, config: Partial<DataConfig> = {}) {
  const sessions = new Map<string, { id: string; email: string }>();
  const handler = createDataHandler({
    sql,
    verifyUser: async (token) => sessions.get(token) ?? null,
    now: () => new Date(),
    // The bench and the plan tests make thousands of calls as one user in a minute.
    config: { allowedOrigins: [], requestsPerMinute: 1_000_000, ...config },
  });

  /** Seeded user n (1-based), signed in. */
  async function user(admin: Admin, n: number): Promise<ScaleUser> {
    const [row] = await admin('select id from auth.users where email = $1', [scaleEmail(n)]);
    if (!row) throw new Error(`scale: no seeded user ${n}`);
    const id = String(row.id);
    const session = `scale-session-${id}`;
    sessions.set(session, { id, email: scaleEmail(n) });
    const projects = await admin(
      'select id from public.projects where user_id = $1 order by updated_at desc, id',
      [id],
    );
    const [other] = await admin(
      `select p.id from public.projects p join auth.users u on u.id = p.user_id
        where u.email = $1 and p.visibility = 'public' limit 1`,
      [scaleEmail(n + 1)],
    );
    return { id, session, projects: projects.map((p) => String(p.id)), publicProject: String(other?.id) };
  }

  async function call(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<ScaleAnswer> {
    const res = await handler(
      new Request(`http://scale.test/functions/v1/data${path}`, {
        method,
        headers: {
          apikey: 'anon-key',
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        ...(signal && { signal }),
      }),
    );
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  return { handler, user, call };
}

type Call = ReturnType<typeof scaleClient>['call'];

function expectOk(what: string, answer: ScaleAnswer): ScaleAnswer {
  if (answer.status >= 300)
    throw new Error(`scale: ${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** The four requests issue 76 budgets, as the web makes them, on the user's second project. */
export async function budgetedRequests(call: Call, user: ScaleUser) {
  const board = user.projects[1] ?? '';
  const first = expectOk('board read', await call(user.session, 'GET', `/projects/${board}`)).body;
  let version: number = first.project.version;
  let components: { title: string }[] = first.components;
  return {
    'board load': async () => expectOk('board load', await call(user.session, 'GET', `/projects/${board}`)),
    /** The workspace's Save with one card's title changed: a real write, not the unchanged-board shortcut. */
    'board save': async (i: number) => {
      const edited = components.map((c, j) => (j === 0 ? { ...c, title: `Card edited ${i}` } : c));
      const saved = expectOk(
        'board save',
        await call(user.session, 'PUT', `/projects/${board}/components`, { version, components: edited }),
      );
      version = saved.body.project.version;
      components = saved.body.components;
      return saved;
    },
    'project list': async () => expectOk('project list', await call(user.session, 'GET', '/projects')),
    export: async () => expectOk('export', await call(user.session, 'GET', '/export')),
  };
}

/** Every route of the API once, as `user`; DELETE /me as `eraser`, whose data it erases. */
export async function everyRoute(call: Call, user: ScaleUser, eraser: ScaleUser): Promise<void> {
  const s = user.session;
  const ok = async (method: string, path: string, body?: unknown, token: string | null = s) =>
    expectOk(`${method} ${path}`, await call(token, method, path, body)).body;
  const board = user.projects[2] ?? '';
  await ok('GET', '/projects');
  await ok('GET', `/projects?since=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}`);
  const read = await ok('GET', `/projects/${board}`);
  const components = read.components.map((c: { title: string }, i: number) =>
    i === 0 ? { ...c, title: `${c.title} (edited)` } : c,
  );
  const saved = await ok('PUT', `/projects/${board}/components`, {
    version: read.project.version,
    components,
  });
  // A card dropped: the save deletes rows.
  await ok('PUT', `/projects/${board}/components`, {
    version: saved.project.version,
    components: components.slice(1),
  });
  await ok('GET', `/projects/${user.publicProject}`, undefined, null);
  await ok('GET', `/projects/${user.publicProject}`);
  const card = (await ok('POST', `/projects/${board}/components`, { title: 'One more card' })).component;
  await ok('PATCH', `/components/${card.id}`, { version: card.version, status: 'Complete' });
  const sub = read.components[1]?.sub_components[0];
  if (sub) await ok('PATCH', `/sub-components/${sub.id}`, { version: sub.version, done: !sub.done });
  await ok('DELETE', `/components/${card.id}`);
  const project = (await ok('POST', '/projects', { name: 'Scale extra' })).project;
  await ok('PATCH', `/projects/${project.id}`, { version: project.version, name: 'Scale extra 2' });
  await ok('DELETE', `/projects/${project.id}`);
  await ok('GET', '/presets');
  await ok('GET', '/presets?tool=hash');
  const preset = (await ok('POST', '/presets', { tool_id: 'uuid', name: 'Scale', inputs: { n: 1 } })).preset;
  await ok('PATCH', `/presets/${preset.id}`, { version: preset.version, name: 'Scale 2' });
  await ok('DELETE', `/presets/${preset.id}`);
  await ok('GET', '/favourites');
  await ok('PUT', '/favourites/json-format');
  await ok('DELETE', '/favourites/json-format');
  await ok('POST', '/recents/json-format');
  const profile = (await ok('GET', '/profile')).profile;
  await ok('PATCH', '/profile', { version: profile.version, full_name: 'Scale user' });
  await ok('GET', '/export');
  await ok('DELETE', '/me', undefined, eraser.session);
}
