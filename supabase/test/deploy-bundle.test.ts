// The deploy proof (issue 76): `supabase/` alone, copied into an empty folder with no package.json or node_modules
// above it, is what `supabase functions deploy` bundles and what a hosted project runs. For each function:
// `deno check` as the CLI's bundler runs Deno (DENO_NO_PACKAGE_JSON=1, the function's deno.json), the eszip bundle
// built as edge-runtime builds it holds every module (nothing left to node_modules or the workspace), and the real
// Deno binary runs each index.ts from that folder against a PostgreSQL prepared with Supabase's own init SQL, with a
// hosted project's environment; the round trip answers as the local stack's does. How the CLI bundles is in
// deploy-bundle.ts, with the CLI source it mirrors.

import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { Parser } from '@deno/eszip';
import { defaultFunctions, type RunningEmulator, startEmulator } from '@toolbox/emulator';
import { migratedStackImage } from '@toolbox/emulator/stack-image';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from './data-cases.ts';
import { denoIn, serveWithDeno, stopDenoServers } from './deno-process.ts';
import { type ProjectAuth, startProjectAuth } from './deploy-auth.ts';
import {
  buildBundle,
  bundlerChoices,
  cliUploadFiles,
  copyDeploySubset,
  type FunctionPaths,
  filesUnder,
  functionPaths,
  runSupabaseCli,
} from './deploy-bundle.ts';
import { roundTrip, type Stack } from './deploy-scenario.ts';
import {
  prepareSupabaseDatabase,
  type SupabaseDatabase,
  supabaseDatabaseMissing,
} from './supabase-database.ts';

const SLUGS = ['device-auth', 'data'] as const;
const WEB_ORIGIN = 'http://localhost:5173';
// Deno's own cache (npm:postgres lands here, fetched from the npm registry as on the platform), kept between runs.
const DENO_DIR = process.env.DENO_DIR ?? join(tmpdir(), 'toolbox-deno-dir');

let project: string;
beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'toolbox-deploy-'));
  copyDeploySubset(project);
});
afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

/** `deno check` of a function as the bundler sees it: package.json discovery off, its deno.json the config. */
function checkFunction(folder: string, fn: FunctionPaths) {
  return denoIn(folder, ['check', '--config', fn.importMap, fn.entrypoint], {
    ...bundlerChoices(folder, fn).env,
    DENO_DIR,
  });
}

async function bundleContents(folder: string, fn: FunctionPaths) {
  const bundle = await buildBundle(folder, fn);
  const parser = await Parser.createInstance();
  const specifiers: string[] = await parser.parseBytes(bundle.bytes);
  await parser.load();
  const root = `file://${folder}/`;
  const sources = new Map<string, string>();
  for (const specifier of specifiers)
    sources.set(specifier.slice(root.length), await parser.getModuleSource(specifier));
  return { external: bundle.external, specifiers, sources };
}

describe('supabase/ alone, as a deploy sees it', () => {
  it('holds the functions, migrations and config.toml, and nothing of the workspace', () => {
    const files = filesUnder(project);
    expect(files).toContain('supabase/config.toml');
    expect(files.some((f) => f.startsWith('supabase/migrations/') && f.endsWith('.sql'))).toBe(true);
    for (const slug of SLUGS) {
      expect(files).toContain(`supabase/functions/${slug}/index.ts`);
      expect(files).toContain(`supabase/functions/${slug}/deno.json`);
    }
    expect(files.filter((f) => /(^|\/)(package\.json|node_modules|.*\.test\.ts)$/.test(f))).toEqual([]);
    for (let dir = project; dir !== dirname(dir); dir = dirname(dir))
      expect(existsSync(join(dir, 'package.json')), dir).toBe(false);
  });

  for (const slug of SLUGS) {
    const fn = functionPaths(slug);

    it(`${slug}: the CLI's bundler would pass no --import-map and turn package.json discovery off`, () => {
      expect(bundlerChoices(project, fn)).toEqual({
        importMapFlag: false,
        env: { DENO_NO_PACKAGE_JSON: '1' },
      });
    });

    it(`${slug}: deno check passes with package.json discovery off and its deno.json as config`, async () => {
      const { code, stderr } = await checkFunction(project, fn);
      expect(stderr).not.toMatch(/error/i);
      expect(code).toBe(0);
    }, 120_000);

    it(`${slug}: the eszip bundle holds every module the function runs, and the CLI's API upload sends them all`, async () => {
      const { external, specifiers, sources } = await bundleContents(project, fn);
      // The loader was asked for nothing outside the folder: no URL, no node_modules, no workspace package.
      expect(external).toEqual([]);
      expect(specifiers.every((s) => s.startsWith(`file://${project}/supabase/functions/`))).toBe(true);
      expect([...sources.keys()]).toContain(fn.entrypoint);
      expect([...sources.keys()]).toContain(fn.importMap);
      // Bare specifiers left in the sources are only the deno.json's, and each is an npm: package.
      const imports = (
        JSON.parse(readFileSync(join(project, fn.importMap), 'utf8')) as { imports: Record<string, string> }
      ).imports;
      const bare = new Set<string>();
      for (const [path, text] of sources) {
        if (!path.endsWith('.ts')) continue;
        for (const m of text.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
          const spec = m[1] as string;
          if (!spec.startsWith('.') && !spec.startsWith('/')) bare.add(spec);
        }
      }
      for (const spec of bare) expect(imports[spec], spec).toMatch(/^npm:[^/]+@\d/);
      // Without Docker the CLI uploads what its regex walk finds instead: every module in the bundle must be among
      // them. It also uploads files reached only by `import type` (erased, so not in the bundle).
      const uploaded = await cliUploadFiles(project, slug);
      const bundled = [...sources.keys()];
      expect(bundled.filter((f) => !uploaded.includes(f))).toEqual([]);
      const onlyUploaded = uploaded.filter((f) => !bundled.includes(f));
      for (const file of filesUnder(project).filter((f) => f.endsWith('.ts')))
        for (const m of readFileSync(join(project, file), 'utf8').matchAll(
          /\b(import|export)(\s+type)?\s[^;]*?from\s*'([^']+)'/g,
        )) {
          const target = posix.join(posix.dirname(file), m[3] as string);
          if (onlyUploaded.includes(target))
            expect(m[2], `${file} imports ${target} for more than types`).toBeDefined();
        }
    }, 60_000);
  }

  it('would catch a workspace import: deno check and the bundler both refuse `@toolbox/core/account`', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'toolbox-deploy-broken-'));
    try {
      cpSync(join(project, 'supabase'), join(broken, 'supabase'), { recursive: true });
      const handler = join(broken, 'supabase/functions/data/handler.ts');
      const text = readFileSync(handler, 'utf8');
      expect(text).toContain("from '../_shared/account/mod.ts'");
      writeFileSync(
        handler,
        text.replace("from '../_shared/account/mod.ts'", "from '@toolbox/core/account'"),
      );
      const fn = functionPaths('data');
      const checked = await checkFunction(broken, fn);
      expect(checked.code).not.toBe(0);
      expect(checked.stderr).toMatch(/@toolbox\/core\/account/);
      await expect(buildBundle(broken, fn)).rejects.toThrow(/@toolbox\/core\/account/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 120_000);
});

const noDatabase = !postgresUrl ? 'no PostgreSQL server' : supabaseDatabaseMissing();
if (noDatabase)
  console.warn(`\n*** deploy-bundle: the functions' run on Supabase's database is SKIPPED: ${noDatabase}\n`);

describe.skipIf(Boolean(noDatabase))(
  "the deployed functions under Deno, on Supabase's database shape",
  () => {
    let database: SupabaseDatabase;
    let auth: ProjectAuth;
    let emu: RunningEmulator;
    const urls = new Map<string, string>();

    beforeAll(async () => {
      // The copy's migrations go in as a deploy puts them: `supabase db push --db-url` of the real CLI.
      database = await prepareSupabaseDatabase(postgresUrl, { migrations: false });
      // The test server has no TLS; a hosted project's database URL needs none of this.
      const pushUrl = new URL(database.url);
      pushUrl.searchParams.set('sslmode', 'disable');
      const push = await runSupabaseCli(project, ['db', 'push', '--db-url', pushUrl.toString(), '--yes']);
      expect(push.code, JSON.stringify(push.output)).toBe(0);
      for (const file of readdirSync(join(project, 'supabase/migrations')))
        expect(push.output).toContain(`Applying migration ${file}`);
      const authUrl = new URL(database.url);
      authUrl.username = 'supabase_auth_admin';
      auth = await startProjectAuth(authUrl.toString());
      cpSync(new URL('deno/edge-entry.ts', import.meta.url), join(project, 'edge-entry.ts'));
      for (const slug of SLUGS) {
        const fn = functionPaths(slug);
        urls.set(
          slug,
          await serveWithDeno(
            [
              '--config',
              fn.importMap,
              '--allow-read=.',
              '--allow-net=127.0.0.1',
              '--allow-env',
              '--no-prompt',
              'edge-entry.ts',
            ],
            {
              ...bundlerChoices(project, fn).env,
              DENO_DIR,
              EDGE_ENTRYPOINT: `./${fn.entrypoint}`,
              // What Supabase sets for every Edge Function, plus the secret `supabase secrets set` adds.
              SUPABASE_URL: auth.url,
              SUPABASE_ANON_KEY: auth.anonKey,
              SUPABASE_DB_URL: database.url,
              TOOLBOX_WEB_ORIGIN: WEB_ORIGIN,
            },
            `/${slug}`,
            project,
          ),
        );
      }
      emu = await startEmulator({
        port: 0,
        dataDir: ':memory:',
        initialData: await migratedStackImage(),
        functions: defaultFunctions,
      });
    }, 180_000);

    afterAll(async () => {
      stopDenoServers();
      await auth?.close();
      await emu?.close();
      await database?.drop();
    });

    const deployed = (): Stack => ({
      functionUrl: (name) => urls.get(name) as string,
      anonKey: auth.anonKey,
      // The address the platform's edge puts there (supabase/functions/_shared/http.ts clientIp).
      edgeHeaders: { 'cf-connecting-ip': '127.0.0.1' },
      signUp: async (email, fullName) => (await auth.createUser(email, { fullName })).accessToken,
      skipPollInterval: async () => {
        const sql = postgres(database.url, { max: 1, onnotice: () => {} });
        await sql`update public.device_authorizations set last_polled_at = now() - interval '1 minute'`;
        await sql.end();
      },
    });

    const local = (): Stack => ({
      functionUrl: (name) => `${emu.url}/functions/v1/${name}`,
      anonKey: emu.anonKey,
      signUp: async (email, fullName) => {
        const res = await fetch(`${emu.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'correct horse 1', data: { full_name: fullName } }),
        });
        return ((await res.json()) as { access_token: string }).access_token;
      },
      skipPollInterval: async () => {
        await emu.db.query(
          `update public.device_authorizations set last_polled_at = now() - interval '1 minute'`,
        );
      },
    });

    it('signs a device in, saves and loads a board, exports and erases, answering as the local stack does', async () => {
      const fromDeploy = await roundTrip(deployed(), 'deploy-proof@example.dev');
      const fromLocal = await roundTrip(local(), 'deploy-proof@example.dev');
      expect(fromDeploy.map(([step, status]) => `${status} ${step}`)).toEqual([
        '200 device code',
        '400 poll before approval',
        '200 show the code',
        '200 approve',
        '200 token',
        '200 whoami',
        '201 create a project',
        '200 save the board',
        '200 load the board (web session)',
        '409 a stale write',
        '201 share, burn after reading',
        '201 share for a day',
        '200 list my shares',
        '200 open signed out',
        '404 open it again (burned)',
        '200 export',
        '403 erase with a CLI token',
        '200 erase with the web session',
        '200 list after erasing',
        '404 open a share after erasing',
        '204 logout',
        '401 whoami after logout',
      ]);
      expect(fromDeploy).toEqual(fromLocal);
      // biome-ignore lint/suspicious/noExplicitAny: reading the recorded answers
      const answer = (step: string): any => fromDeploy.find(([name]) => name === step)?.[2];
      expect(answer('token')).toMatchObject({
        token_type: 'bearer',
        user: { email: 'deploy-proof@example.dev' },
      });
      expect(answer('load the board (web session)')).toMatchObject({
        project: { name: 'Deployed', version: 2 },
        components: [
          { title: 'a', tags: ['x'], sub_components: [{ title: 'a.1' }] },
          { title: 'b', status: 'Complete' },
        ],
        workspace: { source: '# plan' },
      });
      expect(answer('export').projects).toMatchObject([
        { name: 'Deployed', components: [{ title: 'a' }, { title: 'b' }] },
      ]);
      expect(answer('erase with the web session').deleted).toMatchObject({
        projects: 1,
        components: 2,
        sub_components: 1,
        encrypted_shares: 1,
      });
      expect(answer('share for a day')).toMatchObject({
        secret: '<secret 2>',
        url: `${WEB_ORIGIN}/s/<secret 2>`,
      });
      expect(answer('open signed out')).toMatchObject({ burn_after_reading: true });
      // The export lists the share left (not the burned one) as its owner does: no ciphertext, no secret.
      expect(answer('export').encrypted_shares).toEqual([answer('share for a day').share]);
    }, 60_000);

    it("refuses a session the project's Auth server refuses: unconfirmed, deleted, signed by another secret", async () => {
      const get = (fn: 'data' | 'device-auth', path: string, token: string) =>
        fetch(`${urls.get(fn)}${path}`, {
          headers: {
            apikey: auth.anonKey,
            authorization: `Bearer ${token}`,
            'cf-connecting-ip': '127.0.0.1',
          },
        }).then((res) => res.status);
      const unconfirmed = await auth.createUser('unconfirmed@example.dev', { confirmed: false });
      expect(await get('data', '/projects', unconfirmed.accessToken)).toBe(401);
      // device-auth asks the Auth server on every call (the data function trusts a verified session for 30 s).
      const gone = await auth.createUser('gone@example.dev');
      expect(await get('device-auth', '/tokens', gone.accessToken)).toBe(200);
      const admin = postgres(database.adminUrl, { max: 1, onnotice: () => {} });
      await admin`delete from auth.users where id = ${gone.id}`;
      await admin.end();
      expect(await get('device-auth', '/tokens', gone.accessToken)).toBe(401);
      const authUrl = new URL(database.url);
      authUrl.username = 'supabase_auth_admin';
      const other = await startProjectAuth(authUrl.toString());
      try {
        const stranger = await other.createUser('stranger@example.dev');
        expect(await get('data', '/projects', stranger.accessToken)).toBe(401);
      } finally {
        await other.close();
      }
    }, 60_000);
  },
);
