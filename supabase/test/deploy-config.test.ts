// supabase/config.toml and supabase/.gitignore are what `supabase init` writes (the CLI pinned in package.json,
// 2.117.0, run here in a fresh git folder named like this project), filled in: Auth's site URL and redirect URLs
// for the web app's pages, and one [functions.<slug>] table per function as `supabase functions new` writes it.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionPaths } from './deploy-bundle.ts';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
const supabaseCli = join(supabaseDir, 'node_modules/supabase/dist/supabase.js');
const ours = (name: string) => readFileSync(join(supabaseDir, name), 'utf8');
const WEB = 'http://localhost:5173';

let folder: string;
let init: { config: string; gitignore: string };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'toolbox-init-'));
  const project = join(folder, 'dev-toolbox');
  mkdirSync(project);
  const run = promisify(execFile);
  const env = { PATH: process.env.PATH ?? '', HOME: folder };
  // init appends its .gitignore only inside a git repository.
  await run('git', ['init', '-q', '.'], { cwd: project, env });
  const { stdout } = await run(process.execPath, [supabaseCli, '--version'], { cwd: project, env });
  expect(stdout.trim()).toBe('2.117.0');
  await run(process.execPath, [supabaseCli, 'init'], { cwd: project, env });
  init = {
    config: readFileSync(join(project, 'supabase/config.toml'), 'utf8'),
    gitignore: readFileSync(join(project, 'supabase/.gitignore'), 'utf8'),
  };
}, 120_000);
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const FILLED_IN = /^(site_url|additional_redirect_urls) = .*$/gm;
const OUR_FUNCTIONS = "\n# Dev Toolbox's functions";

describe('supabase/config.toml', () => {
  it("is init's file line for line, but for Auth's URLs and the functions' tables at the end", () => {
    const config = ours('config.toml');
    const at = config.indexOf(OUR_FUNCTIONS);
    expect(at).toBeGreaterThan(0);
    const mask = (text: string) => text.replace(FILLED_IN, '$1 = …').trimEnd();
    expect(mask(config.slice(0, at))).toBe(mask(init.config));
    expect(init.config.match(FILLED_IN)).toHaveLength(2);
  });

  it("sends Auth's e-mails and redirects to the web app: its site URL and the pages it redirects to", () => {
    const config = ours('config.toml');
    expect(config).toMatch(new RegExp(`^site_url = "${WEB}"$`, 'm'));
    const urls = JSON.parse(/^additional_redirect_urls = (\[.*\])$/m.exec(config)?.[1] ?? '[]') as string[];
    // The sign-up confirmation, the password reset (web/src/app/auth/auth-forms.tsx) and the device page.
    expect(urls).toEqual(expect.arrayContaining([`${WEB}/`, `${WEB}/reset-password`, `${WEB}/device`]));
  });

  for (const slug of ['device-auth', 'data']) {
    it(`declares ${slug} as \`supabase functions new\` does, with verify_jwt = false and its deno.json`, () => {
      const table = new RegExp(`^\\[functions\\.${slug}\\]\\n((?:[a-z_]+ = .*\\n?)+)`, 'm').exec(
        ours('config.toml'),
      );
      expect(table, slug).not.toBeNull();
      const keys = Object.fromEntries(
        (table?.[1] ?? '')
          .trim()
          .split('\n')
          .map((line) => line.split(' = ') as [string, string]),
      );
      const fn = functionPaths(slug);
      expect(keys).toEqual({
        enabled: 'true',
        verify_jwt: 'false',
        import_map: `"./${fn.importMap.replace('supabase/', '')}"`,
        entrypoint: `"./${fn.entrypoint.replace('supabase/', '')}"`,
      });
      expect(existsSync(join(supabaseDir, '..', fn.importMap))).toBe(true);
      expect(existsSync(join(supabaseDir, '..', fn.entrypoint))).toBe(true);
    });
  }
});

describe('supabase/.gitignore', () => {
  it('is what init writes', () => {
    expect(ours('.gitignore')).toBe(init.gitignore);
  });
});
