import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authJsUnused, UNUSED_MODULES } from './auth-js-unused.ts';

// The installed auth-js, as the build resolves it.
const require = createRequire(import.meta.url);
const moduleDir = join(dirname(require.resolve('@supabase/auth-js/package.json')), 'dist', 'module');
const client = join(moduleDir, 'GoTrueClient.js');
const source = readFileSync(client, 'utf8');

const exported = (code: string) =>
  [...code.matchAll(/export (?:const |class |default class )(\w+)/g)].map((match) => match[1]).sort();

/** The names GoTrueClient imports from `file`, its default import among them. */
const importedFrom = (file: string) => {
  const match = new RegExp(`import (\\w+)?,? ?(?:\\{([^}]*)\\})? from '${file.replace(/\./g, '\\.')}'`).exec(
    source,
  );
  if (!match) return undefined;
  const named = (match[2] ?? '').split(',').map((name) => name.trim());
  return [match[1], ...named].filter((name): name is string => Boolean(name)).sort();
};

describe('authJsUnused', () => {
  const plugin = authJsUnused();
  const resolve = (id: string, importer?: string) =>
    (plugin.resolveId as (id: string, importer?: string) => string | null)(id, importer);

  it('has every name GoTrueClient imports from the modules it replaces', () => {
    for (const [file, stub] of Object.entries(UNUSED_MODULES)) {
      const imported = importedFrom(file);
      expect(imported, file).toBeDefined();
      expect(exported(stub), file).toEqual(imported);
    }
  });

  it("replaces those imports of auth-js's client only", () => {
    expect(resolve('./lib/webauthn', client)).toBe('\0toolbox:auth-js-unused:./lib/webauthn');
    expect(resolve('./lib/web3/ethereum', client)).toBe('\0toolbox:auth-js-unused:./lib/web3/ethereum');
    expect(resolve('./GoTrueAdminApi', client)).toBe('\0toolbox:auth-js-unused:./GoTrueAdminApi');
    expect(resolve('./lib/helpers', client)).toBeNull();
    expect(resolve('./lib/webauthn', join(moduleDir, 'index.js'))).toBeNull();
    const load = plugin.load as (id: string) => string | null;
    expect(load('\0toolbox:auth-js-unused:./lib/webauthn')).toContain('export class WebAuthnApi');
    expect(load(client)).toBeNull();
  });

  it("keeps of the admin API the one method GoTrueClient calls, signOut, which asks the server as auth-js's does", async () => {
    expect(source.match(/\bthis\.admin\.\w+/g)).toEqual(['this.admin.signOut']);
    // The replacement, its imports taken from auth-js's CommonJS build (the same code, loadable by Node as it is).
    const main = join(moduleDir, '..', 'main');
    const stub = UNUSED_MODULES['./GoTrueAdminApi']?.replace(/'\.\/(lib\/\w+)'/g, (_, path) =>
      JSON.stringify(join(main, `${path}.js`)),
    );
    const cache = join(import.meta.dirname, '..', 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const file = join(mkdtempSync(join(cache, 'auth-js-unused-')), 'admin.mjs');
    writeFileSync(file, stub ?? '');
    const { default: Replacement } = await import(/* @vite-ignore */ file);
    rmSync(dirname(file), { recursive: true });
    const Original = require(join(main, 'GoTrueAdminApi.js')).default;

    const signOut = async (Api: typeof Original, status: number) => {
      const requests: unknown[] = [];
      const fetch = async (url: string, init: RequestInit) => {
        requests.push({ url, method: init.method, headers: init.headers });
        return new Response(status === 204 ? null : JSON.stringify({ msg: 'gone' }), { status });
      };
      const api = new Api({ url: 'http://auth.test/auth/v1', headers: { apikey: 'anon' }, fetch });
      const { data, error } = await api.signOut('the-jwt', 'local');
      return {
        requests,
        data,
        error: error && { name: error.name, status: error.status, message: error.message },
      };
    };
    for (const status of [204, 401, 500]) {
      const original = await signOut(Original, status);
      expect(await signOut(Replacement, status), String(status)).toEqual(original);
      expect(original.requests).toHaveLength(1);
    }
    await expect(new Replacement({ url: 'x' }).signOut('jwt', 'everyone')).rejects.toThrow(
      'Parameter scope must be one of global, local, others',
    );
  });
});
