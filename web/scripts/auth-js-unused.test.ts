import { readFileSync } from 'node:fs';
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
  [...code.matchAll(/export (?:const|class) (\w+)/g)].map((match) => match[1]).sort();

describe('authJsUnused', () => {
  const plugin = authJsUnused();
  const resolve = (id: string, importer?: string) =>
    (plugin.resolveId as (id: string, importer?: string) => string | null)(id, importer);

  it('has every name GoTrueClient imports from the modules it replaces', () => {
    for (const [file, stub] of Object.entries(UNUSED_MODULES)) {
      const names = new RegExp(`import \\{([^}]*)\\} from '${file.replace(/\./g, '\\.')}'`).exec(source)?.[1];
      expect(names, file).toBeDefined();
      const imported = (names ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .sort();
      expect(exported(stub), file).toEqual(imported);
    }
  });

  it("replaces those imports of auth-js's client only", () => {
    expect(resolve('./lib/webauthn', client)).toBe('\0toolbox:auth-js-unused:./lib/webauthn');
    expect(resolve('./lib/web3/ethereum', client)).toBe('\0toolbox:auth-js-unused:./lib/web3/ethereum');
    expect(resolve('./lib/helpers', client)).toBeNull();
    expect(resolve('./lib/webauthn', join(moduleDir, 'index.js'))).toBeNull();
    const load = plugin.load as (id: string) => string | null;
    expect(load('\0toolbox:auth-js-unused:./lib/webauthn')).toContain('export class WebAuthnApi');
    expect(load(client)).toBeNull();
  });
});
