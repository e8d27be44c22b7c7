// The data function as Supabase runs it: `deno check` of its Edge entry, then its Deno glue on npm:postgres (the
// hosted driver) against the test PostgreSQL server, called with a CLI token over HTTP.

import { callFunction } from '@toolbox/emulator/call-function';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, postgresBackend } from './data-backends.ts';
import { postgresUrl } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';
import { denoCheck, serveWithDeno, stopDenoServers } from './deno-process';

let backend: Backend;
let base: string;
let user: TestUser;

const call = (method: string, path: string, body?: unknown) =>
  callFunction(`${base}${path}`, 'anon-key', method, {
    bearer: user.cliToken,
    ...(body !== undefined && { body }),
  });

describe('the data function under Deno', () => {
  it('type-checks its Edge entry', async () => {
    expect(await denoCheck(['functions/data/index.ts'])).not.toMatch(/error/i);
  }, 120_000);

  describe.skipIf(!postgresUrl)('on npm:postgres against PostgreSQL 15', () => {
    beforeAll(async () => {
      backend = await postgresBackend(postgresUrl);
      user = await harness(backend).createUser('deno@example.dev', 'Deno');
      const url = new URL(postgresUrl);
      url.pathname = `/${backend.database}`;
      base = await serveWithDeno(
        ['--allow-net=127.0.0.1', '--allow-env', '--no-prompt', 'test/deno/serve-data-postgres.ts'],
        {
          TEST_DATABASE_URL: url.toString(),
          SUPABASE_URL: 'http://127.0.0.1:9',
          SUPABASE_ANON_KEY: 'anon-key',
          TOOLBOX_WEB_ORIGIN: 'https://toolbox.example',
        },
        '/data',
      );
    }, 120_000);
    afterAll(async () => {
      stopDenoServers();
      await backend?.close();
    });

    it('saves, reads back, refuses a stale write and exports', async () => {
      const created = await call('POST', '/projects', { name: 'From Deno', workspace: { source: '# plan' } });
      expect(created.status).toBe(201);
      const id = created.body.project.id;
      const saved = await call('PUT', `/projects/${id}/components`, {
        version: 1,
        components: [{ title: 'a', tags: ['x'] }],
      });
      expect(saved.body.components[0]).toMatchObject({ title: 'a', tags: ['x'] });
      expect((await call('PATCH', `/projects/${id}`, { version: 1, name: 'late' })).body).toMatchObject({
        code: 409,
        current: { version: 2 },
      });
      const exported = await call('GET', '/export');
      expect(exported.body.projects[0]).toMatchObject({ name: 'From Deno', workspace: { source: '# plan' } });
      expect(exported.body.profile.full_name).toBe('Deno');
    });
  });
});
