import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountFetch, createAccountClient } from '@toolbox/core/account';
import { ToolInputError } from '@toolbox/core/errors';
import { describe, expect, it } from 'vitest';
import { testContext } from '../../test-context';
import { pushWorkspace } from './project-sync';

/**
 * A data API of one user in memory: just the project routes a push uses, with the versions and 409s of the
 * contract. The real handler on a real stack: cli/test/account-data.test.ts.
 */
function fakeApi() {
  const at = '2026-11-24T12:00:00.000Z';
  const projects = new Map<string, Record<string, unknown> & { version: number }>();
  const sources = new Map<string, string>();
  const boards = new Map<string, ReturnType<typeof component>[]>();
  let ids = 0;
  const reply = (status: number, body?: unknown) => ({
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  });
  const stale = (row: unknown) =>
    reply(409, { code: 409, error_code: 'conflict', msg: 'stale', current: row });
  const fetch: AccountFetch = async (url, init) => {
    const path = new URL(url).pathname.replace('/functions/v1/data', '');
    const body = init.body ? JSON.parse(init.body) : {};
    const [, , id, sub] = path.split('/');
    if (init.method === 'GET' && path === '/projects')
      return reply(200, { projects: [...projects.values()] });
    if (init.method === 'POST' && path === '/projects') {
      const project = {
        id: `00000000-0000-4000-8000-00000000000${++ids}`,
        name: body.name,
        description: '',
        github_url: null,
        supabase_url: null,
        visibility: 'private',
        last_synced_at: null,
        created_at: at,
        updated_at: at,
        version: 1,
        owner: true,
      };
      projects.set(project.id, project);
      sources.set(project.id, body.workspace?.source ?? '');
      return reply(201, { project });
    }
    const project = id === undefined ? undefined : projects.get(id);
    if (!project) return reply(404, { code: 404, error_code: 'not_found', msg: 'Not found' });
    if (init.method === 'GET') {
      return reply(200, { project, components: boards.get(project.id as string) ?? [], workspace: null });
    }
    if (body.version !== project.version) return stale(project);
    project.version += 1;
    if (init.method === 'PUT' && sub === 'components') {
      boards.set(
        project.id as string,
        body.components.map(() => component(project.id as string)),
      );
      return reply(200, { project, components: boards.get(project.id as string) });
    }
    if (body.workspace) sources.set(project.id as string, body.workspace.source);
    return reply(200, { project });
  };
  function component(projectId: string, updatedAt = at) {
    return {
      id: `00000000-0000-4000-8000-0000000000${String(++ids).padStart(2, '0')}`,
      project_id: projectId,
      parent_id: null,
      title: 't',
      description: '',
      kind: 'node',
      status: 'Not Started',
      priority: null,
      deadline: null,
      tags: [],
      notes: '',
      position: 0,
      version: 1,
      sub_components: [],
      updated_at: updatedAt,
    };
  }
  return { fetch, projects, sources, boards, component };
}

describe('pushWorkspace: a plan file to a project, with the version it was pulled at', () => {
  const api = fakeApi();
  const client = createAccountClient({
    baseUrl: 'http://stack',
    anonKey: 'anon',
    getToken: () => 't',
    fetch: api.fetch,
  });
  const ctx = testContext({ env: { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-sync-')) } });
  const file = join(ctx.cwd, 'plan.md');
  const push = (source: string, force = false) =>
    pushWorkspace(
      ctx,
      { project: 'Roadmap', fallbackName: undefined, source, file, shown: 'plan.md', force },
      undefined,
      client,
    );

  it('creates the project, then updates it from the version it remembers', async () => {
    expect(await push('# A\n## One\n')).toMatchObject({
      created: true,
      components: 1,
      project: { version: 2 },
    });
    const second = await push('# A\n## One\n## Two\n');
    expect(second).toMatchObject({ created: false, components: 2, project: { version: 4 } });
    expect([...api.sources.values()]).toEqual(['# A\n## One\n## Two\n']);
  });

  it('refuses a push when the project changed since (exit 1), and replaces it with --force', async () => {
    const [project] = [...api.projects.values()];
    project!.version += 1; // a save on the web
    await expect(push('# A\n## Mine\n')).rejects.toThrow(ToolInputError);
    await expect(push('# A\n## Mine\n')).rejects.toThrow(
      /project "Roadmap" changed since plan\.md was pulled: yours started from version 4, it is now at version 5/,
    );
    expect(await push('# A\n## Mine\n', true)).toMatchObject({ created: false, project: { version: 7 } });
  });

  it('refuses a push when a card moved on the board since, though the version did not change', async () => {
    const [project] = [...api.projects.values()];
    const id = project!.id as string;
    api.boards.set(id, [api.component(id, '2026-11-24T13:00:00.000Z')]);
    await expect(push('# A\n## Mine again\n')).rejects.toThrow(
      /project "Roadmap"'s board changed since plan\.md was pulled \(a card moved, added or ticked at 2026-11-24T13:00:00\.000Z\)/,
    );
    expect(await push('# A\n## Mine again\n', true)).toMatchObject({ created: false });
  });

  it('refuses to overwrite a project this file was never pulled from', async () => {
    const other = testContext({ env: { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-sync-')) } });
    await expect(
      pushWorkspace(
        other,
        {
          project: 'Roadmap',
          fallbackName: undefined,
          source: '# B\n## X\n',
          file,
          shown: 'plan.md',
          force: false,
        },
        undefined,
        client,
      ),
    ).rejects.toThrow(/project "Roadmap" already exists and plan\.md was not pulled from it/);
  });
});
