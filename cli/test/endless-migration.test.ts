// Issue 81 item 11: a migration whose statement never ends (`do $$ begin loop end loop; end $$;`) hung `check rls`,
// `schema diff` and `check pr` until the CI job's own timeout: PGlite runs Postgres on the calling thread, where
// statement_timeout never fires. Each statement now has a limit (TOOLBOX_STATEMENT_TIMEOUT, seconds; 2 here), and
// the statement that hits it is reported at its file and line. The built binary, with a hard stop of its own.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuiltAsync } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { sharedCacheHome } from './support/pglite-cache';
import { pullRequestRepo } from './support/pull-request-repo';

const LOOP =
  '-- hostile: never returns\ncreate table public.b (id int primary key);\n\ndo $$ begin loop end loop; end $$;\n';
const STOPPED =
  'the statement ran longer than 2 s and was stopped (a loop that never ends?); TOOLBOX_STATEMENT_TIMEOUT sets the limit in seconds';

const home = mkdtempSync(join(tmpdir(), 'toolbox-endless-'));
const env = {
  HOME: home,
  XDG_CACHE_HOME: sharedCacheHome,
  XDG_CONFIG_HOME: signedInConfigHome(),
  GIT_CONFIG_NOSYSTEM: '1',
  TOOLBOX_STATEMENT_TIMEOUT: '2',
};
/** Well past the limit, well short of a hang: a run that reaches it failed this test. */
const HARD_STOP = 90_000;
const toolbox = (cwd: string, args: string[]) => runBuiltAsync(args, env, { cwd, timeout: HARD_STOP });

function project() {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-endless-project-'));
  const migrations = join(dir, 'supabase', 'migrations');
  mkdirSync(migrations, { recursive: true });
  writeFileSync(
    join(migrations, '20250101000000_a.sql'),
    'create table public.a (id int primary key);\nalter table public.a enable row level security;\n',
  );
  writeFileSync(join(migrations, '20250102000000_loop.sql'), LOOP);
  return dir;
}

describe('a migration that never ends is a finding at its line, not a hang', () => {
  it('check rls', async () => {
    const started = Date.now();
    const run = await toolbox(project(), ['check', 'rls']);
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `toolbox: supabase/migrations/20250102000000_loop.sql:4: ${STOPPED}\n`,
    });
    expect(Date.now() - started).toBeLessThan(HARD_STOP - 10_000);
  }, 120_000);

  it('schema diff', async () => {
    const dir = project();
    writeFileSync(join(dir, 'old.sql'), 'create table public.a (id int primary key);\n');
    const run = await toolbox(dir, ['schema', 'diff', 'old.sql', 'supabase/migrations']);
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `toolbox: 20250102000000_loop.sql:4: ${STOPPED}\n`,
    });
  }, 120_000);

  it('check pr', async () => {
    const repo = pullRequestRepo([
      { message: 'feat(db): b', files: { 'supabase/migrations/20250103000000_loop.sql': LOOP } },
    ]);
    const run = await toolbox(repo.dir, [
      ...['check', 'pr', '--base', repo.base, '--head', repo.head, '--title', 'feat(db): b'],
    ]);
    expect(run.code).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toContain(
      `supabase/migrations/20250103000000_loop.sql:4: ${STOPPED}`,
    );
  }, 120_000);
});
