// The data function as the local stack hosts it at /functions/v1/data, called through core's typed client with a
// real session from /auth/v1 (verified by the stack's Auth server) and a real tbx_ token from device-auth.

import {
  AccountApiError,
  AccountConflictError,
  type AccountFetch,
  createAccountClient,
} from '@toolbox/core/account';
import { defaultFunctions, type RunningEmulator, startEmulator } from '@toolbox/emulator';
import { migratedStackImage } from '@toolbox/emulator/stack-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let emu: RunningEmulator;
const nodeFetch: AccountFetch = (url, init) => fetch(url, init);

async function signUp(email: string, fullName: string): Promise<string> {
  const res = await fetch(`${emu.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse 1', data: { full_name: fullName } }),
  });
  const body: { access_token?: unknown } = JSON.parse(await res.text());
  if (typeof body.access_token !== 'string') throw new Error(`sign-up failed: ${res.status}`);
  return body.access_token;
}

async function cliToken(session: string): Promise<string> {
  const res = await fetch(`${emu.url}/functions/v1/device-auth/tokens`, {
    method: 'POST',
    headers: { apikey: emu.anonKey, authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ci' }),
  });
  const body: { token?: unknown } = JSON.parse(await res.text());
  if (typeof body.token !== 'string') throw new Error(`token failed: ${res.status}`);
  return body.token;
}

const clientFor = (token: string | null) =>
  createAccountClient({ baseUrl: emu.url, anonKey: emu.anonKey, getToken: () => token, fetch: nodeFetch });

beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await migratedStackImage(),
    functions: defaultFunctions,
  });
}, 60_000);
afterAll(() => emu?.close());

describe('the data API on the local stack, through the typed client', () => {
  it('keeps a web session and a CLI token of one person on the same data', async () => {
    const session = await signUp('grace@example.dev', 'Grace Hopper');
    const web = clientFor(session);
    const cli = clientFor(await cliToken(session));

    expect(await web.getProfile()).toMatchObject({ full_name: 'Grace Hopper', version: 1 });
    const project = await web.createProject({ name: 'Compiler', workspace: { source: '# A-0' } });
    const board = await web.saveBoard(project.id, {
      version: project.version,
      components: [
        { title: 'Parser', status: 'In Progress', sub_components: [{ title: 'Lexer', done: true }] },
      ],
    });
    expect(board.project.version).toBe(2);

    const pulled = await cli.getProject(project.id);
    expect(pulled.workspace).toEqual({ source: '# A-0' });
    expect(pulled.components[0]).toMatchObject({
      title: 'Parser',
      sub_components: [{ title: 'Lexer', done: true }],
    });

    const dragged = await cli.updateComponent(board.components[0]?.id ?? '', {
      version: 1,
      status: 'Complete',
    });
    expect(dragged.status).toBe('Complete');
    const stale = await web
      .updateComponent(dragged.id, { version: 1, status: 'Blocked' })
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(AccountConflictError);
    if (stale instanceof AccountConflictError)
      expect(stale.current).toMatchObject({ kind: 'component', row: { status: 'Complete' } });

    await cli.createPreset({ tool_id: 'og-generator', name: 'brand', inputs: { title: 'Grace' } });
    expect((await web.listPresets('og-generator')).map((p) => p.name)).toEqual(['brand']);
    await web.addFavourite('og-generator');
    await web.recordRecent('og-generator');
    expect(await cli.getFavourites()).toMatchObject({
      favourites: [{ tool_id: 'og-generator' }],
      recents: [{ tool_id: 'og-generator' }],
    });

    const { data } = await cli.exportData();
    expect(data.projects.map((p) => p.name)).toEqual(['Compiler']);
    expect(await web.deleteMyData()).toMatchObject({
      projects: 1,
      components: 1,
      sub_components: 1,
      presets: 1,
    });
    expect((await cli.listProjects()).projects).toEqual([]);
  });

  it('refuses a forged token and an anonymous list, in GoTrue shape', async () => {
    const forged = await clientFor('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl')
      .listProjects()
      .catch((e: unknown) => e);
    expect(forged).toEqual(
      new AccountApiError(401, 'unauthorized', 'Your session has ended: sign in again.'),
    );
    const anon = await clientFor(null)
      .listProjects()
      .catch((e: unknown) => e);
    expect(anon).toMatchObject({ status: 401, errorCode: 'unauthorized' });
  });

  it('refuses a body over its limit in bytes, naming the limit: the function 8 MB, the stack 16 MB', async () => {
    const session = await signUp('euro@example.com', 'Euro');
    const post = async (body: string) => {
      const res = await fetch(`${emu.url}/functions/v1/data/projects`, {
        method: 'POST',
        headers: {
          apikey: emu.anonKey,
          authorization: `Bearer ${session}`,
          'content-type': 'application/json',
        },
        body,
      });
      return { status: res.status, body: JSON.parse(await res.text()) };
    };
    // 15 MB of '€' is 5 million UTF-16 units, under 8 Mi of them.
    expect(await post('€'.repeat(5_000_000))).toEqual({
      status: 413,
      body: {
        code: 413,
        error_code: 'payload_too_large',
        msg: 'The request body is over the limit of 8 MB.',
      },
    });
    expect(await post('€'.repeat(6_000_000))).toEqual({
      status: 413,
      body: {
        code: 413,
        error_code: 'payload_too_large',
        msg: 'The request body is over the limit of 16 MB.',
      },
    });
  });
});
