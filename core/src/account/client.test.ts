import { describe, expect, it } from 'vitest';
import { type AccountFetchInit, createAccountClient } from './client';
import { AccountApiError, AccountConflictError, AccountNetworkError, AccountResponseError } from './errors';

const PROJECT = {
  id: '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1a01',
  name: 'Launch',
  description: '',
  github_url: null,
  supabase_url: 'https://abc.supabase.co',
  visibility: 'private',
  last_synced_at: null,
  created_at: '2026-11-24T15:00:00.000Z',
  updated_at: '2026-11-24T15:00:01+00:00',
  version: 3,
  owner: true,
};

const COMPONENT = {
  id: '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1a02',
  project_id: PROJECT.id,
  parent_id: null,
  title: 'Design',
  description: 'Figma',
  kind: 'node',
  status: 'In Progress',
  priority: 'High',
  deadline: '2026-12-01',
  tags: ['ui'],
  notes: '',
  position: 0,
  updated_at: PROJECT.updated_at,
  version: 1,
  sub_components: [
    {
      id: '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1a03',
      component_id: '6f1c8a52-0d1e-4c3a-9c55-2f6f0b0c1a02',
      title: 'Logo',
      done: true,
      position: 0,
      updated_at: PROJECT.updated_at,
      version: 1,
    },
  ],
};

/** A fake network answering one status and body, recording what was sent. */
function fake(status: number, body: unknown) {
  const sent: { url: string; init: AccountFetchInit }[] = [];
  const client = createAccountClient({
    baseUrl: 'http://127.0.0.1:54321/',
    anonKey: 'anon',
    getToken: async () => 'tbx_secret',
    fetch: async (url, init) => {
      sent.push({ url, init });
      return { status, text: async () => (body === undefined ? '' : JSON.stringify(body)) };
    },
  });
  return { client, sent };
}

describe('account client', () => {
  it('sends the key and the bearer, and reads a project detail', async () => {
    const { client, sent } = fake(200, {
      project: PROJECT,
      components: [COMPONENT],
      workspace: { source: '# Plan' },
    });
    const detail = await client.getProject(PROJECT.id);
    expect(sent[0]?.url).toBe(`http://127.0.0.1:54321/functions/v1/data/projects/${PROJECT.id}`);
    expect(sent[0]?.init.headers).toMatchObject({ apikey: 'anon', authorization: 'Bearer tbx_secret' });
    expect(detail.project.updated_at).toBe('2026-11-24T15:00:01.000Z');
    expect(detail.components[0]?.sub_components[0]?.done).toBe(true);
    expect(detail.workspace).toEqual({ source: '# Plan' });
  });

  it('sends no authorization for an anonymous caller', async () => {
    const sent: AccountFetchInit[] = [];
    const client = createAccountClient({
      baseUrl: 'http://x',
      anonKey: 'anon',
      getToken: () => null,
      fetch: async (_, init) => {
        sent.push(init);
        return { status: 200, text: async () => JSON.stringify({ projects: [] }) };
      },
    });
    await client.listProjects();
    expect(sent[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses an answer of the wrong shape, naming the field', async () => {
    const { client } = fake(200, { project: { ...PROJECT, visibility: 'secret' } });
    await expect(client.createProject({ name: 'x' })).rejects.toThrow(
      new AccountResponseError(
        200,
        'Unexpected answer from the data API (200): project.visibility must be one of private, public',
      ),
    );
    await expect(
      fake(200, { projects: [{ ...PROJECT, version: '3' }] }).client.listProjects(),
    ).rejects.toThrow(/projects\[0\]\.version must be a whole number/);
    await expect(fake(502, undefined).client.listProjects()).rejects.toBeInstanceOf(AccountResponseError);
  });

  it('turns a 409 into a conflict carrying the current row', async () => {
    const { client } = fake(409, {
      code: 409,
      error_code: 'conflict',
      msg: 'The project changed since version 2',
      current: PROJECT,
    });
    const error = await client.updateProject(PROJECT.id, { version: 2, name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountConflictError);
    if (!(error instanceof AccountConflictError)) return;
    expect(error.current.kind).toBe('project');
    expect(error.current.row.version).toBe(3);
  });

  it('reads GoTrue-shaped errors with their field', async () => {
    const { client } = fake(400, {
      code: 400,
      error_code: 'validation_failed',
      msg: 'name must not be empty',
      field: 'name',
    });
    const error = await client.createProject({ name: '' }).catch((e: unknown) => e);
    expect(error).toEqual(new AccountApiError(400, 'validation_failed', 'name must not be empty', 'name'));
    expect(error).toMatchObject({ status: 400, errorCode: 'validation_failed', field: 'name' });
  });

  it('reports an unreachable API as a network error', async () => {
    const client = createAccountClient({
      baseUrl: 'http://x',
      anonKey: 'a',
      getToken: () => null,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.getFavourites()).rejects.toBeInstanceOf(AccountNetworkError);
  });

  it('reads the deleted ids of a since-listing, and deletion counts', async () => {
    const listed = await fake(200, { projects: [], deleted: [PROJECT.id] }).client.listProjects({
      since: PROJECT.created_at,
    });
    expect(listed).toEqual({ projects: [], deleted: [PROJECT.id] });
    expect(await fake(200, { deleted: { projects: 2, presets: 0 } }).client.deleteMyData()).toEqual({
      projects: 2,
      presets: 0,
    });
    await expect(fake(204, undefined).client.deletePreset(PROJECT.id)).resolves.toBeUndefined();
  });
});
