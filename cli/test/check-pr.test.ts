// `toolbox check pr` (built binary) on a real repository made here: a pull_request event payload file as GitHub
// writes it, the summary appended to $GITHUB_STEP_SUMMARY, each gate's verdict in it; bad input in one line.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Result, runBuiltAsync } from './run-built';
import { sharedCacheHome } from './support/pglite-cache';
import { pullRequestEvent, pullRequestRepo as repository } from './support/pull-request-repo';

const home = mkdtempSync(join(tmpdir(), 'toolbox-check-pr-'));

type Run = Result;

/** The built CLI in `cwd`, with this file's HOME and the tests' shared cache of the new-project database. */
const toolbox = (cwd: string, args: string[], env: Record<string, string> = {}): Promise<Run> =>
  runBuiltAsync(
    args,
    { HOME: home, XDG_CACHE_HOME: sharedCacheHome, GIT_CONFIG_NOSYSTEM: '1', ...env },
    { cwd, timeout: 180_000 },
  );

describe('toolbox check pr', () => {
  it('in CI: every gate from the event payload into the step summary, exit 1 when one fails', async () => {
    const repo = repository([
      {
        message: 'feat(db): notes',
        files: {
          'supabase/migrations/20250103000000_notes.sql':
            'create table public.notes (id bigint primary key, body text);\n',
        },
      },
      {
        message: 'removed the done column',
        files: {
          'supabase/migrations/20250104000000_drop.sql':
            'drop view public.open_todos;\nalter table public.todos drop column done;\n',
        },
      },
      {
        message: 'fix(api): drop the list',
        files: { 'openapi.yaml': 'openapi: 3.0.3\ninfo: { title: Todos, version: "1.1.0" }\npaths: {}\n' },
      },
    ]);
    const summary = join(repo.dir, '..', 'summary.md');
    writeFileSync(summary, '# earlier step\n');
    const run = await toolbox(repo.dir, ['check', 'pr', '--openapi', 'openapi.yaml'], {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_PATH: pullRequestEvent(repo, 'Add notes'),
      GITHUB_STEP_SUMMARY: summary,
    });
    expect(run.code).toBe(1);
    const text = readFileSync(summary, 'utf8');
    expect(text.startsWith('# earlier step\n## Pull request check: 5 gates failed\n')).toBe(true);
    expect(text).toContain(`\`Add notes\` (${repo.base.slice(0, 7)}..${repo.head.slice(0, 7)})`);
    expect(text).toContain('| RLS audit | ❌ | 4 migrations: 1 error, 0 warnings, 0 info (fails on error) |');
    expect(text).toContain(
      '| error | supabase/migrations/20250103000000_notes.sql:1 | rls_disabled_in_public | Table `public.notes` is public, but RLS has not been enabled. |',
    );
    expect(text).toContain('| Commit messages | ❌ | 3 commits, 1 failing |');
    expect(text).toMatch(
      /- `[0-9a-f]{7}` removed the done column: ✖ subject may not be empty \[subject-empty\]/,
    );
    expect(text).toMatch(/\| Title \(the squash commit\) \| ❌ \| ✖ subject may not be empty/);
    expect(text).toMatch(/\| Schema changes \| ❌ \| \d+ changes, \d+ breaking \(not announced/);
    expect(text).toContain('`public.todos.done`');
    expect(text).toContain('| API changes | ❌ | 1 change, 1 breaking |');
    expect(text).toContain('api-path-removed-without-deprecation');
    // The changelog preview of the head: feat and fix since v1.0.0, so the next minor.
    expect(text).toContain('Next version: **1.1.0**');
    expect(text).toMatch(/### Changelog preview\n\n[\s\S]*notes/);
    // The gates on stdout too, one line each (the summary went to the step summary).
    expect(run.stdout).toContain('FAIL  RLS audit: 4 migrations: 1 error');
  }, 240_000);

  it('locally with --base/--head/--title: a clean pull request passes, breaking change announced', async () => {
    const repo = repository([
      {
        message: 'feat(db)!: todos lose the done flag\n\nBREAKING CHANGE: done is gone; use a status.',
        files: {
          'supabase/migrations/20250103000000_status.sql':
            'drop view public.open_todos;\nalter table public.todos drop column done;\n',
        },
      },
    ]);
    const run = await toolbox(repo.dir, [
      'check',
      'pr',
      '--base',
      'main',
      '--head',
      'pr',
      '--title',
      'feat(db)!: todos lose the done flag',
      '--summary',
      'pr.md',
    ]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const text = readFileSync(join(repo.dir, 'pr.md'), 'utf8');
    expect(text).toMatch(/^## Pull request check: passed\n/);
    expect(text).toMatch(
      /\| Schema changes \| ✅ \| \d+ changes, \d+ breaking \(announced as a breaking change\) \|/,
    );
    expect(text).toContain('Next version: **2.0.0**');
  }, 240_000);

  // GitHub's squash merge makes the title the commit release-please reads: `feat!:` over a `fix:` commit is 2.0.0,
  // the title the breaking feature (the commit's message goes in the squash commit's body).
  it('the preview reads the pull request as squash-merged: a `feat!:` title makes the next major', async () => {
    const repo = repository([{ message: 'fix: a typo', files: { 'notes.md': 'typo fixed\n' } }]);
    const run = await toolbox(repo.dir, [
      'check',
      'pr',
      '--base',
      'main',
      '--head',
      'pr',
      '--migrations',
      'none',
      '--title',
      'feat!: drop the v1 endpoints',
    ]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Next version: **2.0.0**');
    const preview = run.stdout.slice(run.stdout.indexOf('### Changelog preview'));
    expect(preview).toContain(`drop the v1 endpoints (${repo.head.slice(0, 7)})`);
    expect(preview).not.toContain('a typo');
  }, 120_000);

  it('locally without --title: no title gate passes a title nobody gave', async () => {
    const repo = repository([{ message: 'fix: a typo', files: { 'notes.md': 'typo fixed\n' } }]);
    const run = await toolbox(repo.dir, [
      'check',
      'pr',
      '--base',
      'main',
      '--head',
      'pr',
      '--migrations',
      'none',
    ]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`\n\n${repo.base.slice(0, 7)}..${repo.head.slice(0, 7)}\n\n`);
    expect(run.stdout).toContain('| Commit messages | ✅ | 1 commit, 0 failing |');
    expect(run.stdout).not.toContain('Title');
  }, 120_000);

  it('in a workspace tagged per package (changesets), the gates still run; the preview says why it has no one version', async () => {
    const repo = repository([
      { message: 'fix(a): a typo', files: { 'packages/a/notes.md': 'typo fixed\n' } },
    ]);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo.dir, encoding: 'utf8' });
    git('tag', '-d', 'v1.0.0');
    git('tag', '@acme/a@1.0.0', repo.base);
    git('tag', '@acme/b@1.0.0', repo.base);
    const run = await toolbox(repo.dir, [
      'check',
      'pr',
      '--base',
      'main',
      '--head',
      'pr',
      '--migrations',
      'none',
    ]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('| Commit messages | ✅ | 1 commit, 0 failing |');
    expect(run.stdout).toMatch(
      /### Changelog preview\n\nthe tags belong to 2 packages \(@acme\/a@, @acme\/b@\)/,
    );
  }, 120_000);

  describe('bad input: one line, exit 1 or 2', () => {
    const repo = repository([
      {
        message: 'docs: api',
        files: { 'api.yaml': 'name: not an api\nitems: [1, 2]\n', 'notes.sql': 'select 1;\n' },
      },
    ]);
    const cases: [string, string[], Record<string, string>, number, RegExp][] = [
      [
        'not a migrations folder',
        ['--migrations', 'notes.sql'],
        {},
        2,
        /^toolbox: notes\.sql is not a migrations folder/,
      ],
      ['YAML that is not OpenAPI', ['--openapi', 'api.yaml'], {}, 1, /^toolbox: api\.yaml at [0-9a-f]{7}: /],
      ['no pull request', ['--base', ''], {}, 2, /^toolbox: give --base and --head/],
    ];
    it.each(cases)(
      '%s',
      async (_, args, env, code, stderr) => {
        const pr = args[0] === '--base' ? [] : ['--base', repo.base, '--head', repo.head];
        const run = await toolbox(
          repo.dir,
          ['check', 'pr', ...pr, ...args.filter((a) => a !== '--base' && a !== '')],
          env,
        );
        expect(run.code).toBe(code);
        expect(run.stdout).toBe('');
        expect(run.stderr).toMatch(stderr);
        expect(
          run.stderr
            .trim()
            .split('\n')
            .filter((l) => !l.startsWith('  ')).length,
        ).toBe(1);
      },
      120_000,
    );

    it('a 100 MB event payload', async () => {
      const big = join(repo.dir, '..', 'big-event.json');
      writeFileSync(big, Buffer.alloc(100_000_000, 0x20));
      const run = await toolbox(repo.dir, ['check', 'pr', '--event', big]);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /^toolbox: .*big-event\.json is 100 MB; the limit for toolbox check pr is 20 MB/,
      );
    }, 120_000);

    it('an event that is not a pull request', async () => {
      const push = join(repo.dir, '..', 'push.json');
      writeFileSync(push, JSON.stringify({ ref: 'refs/heads/main', commits: [] }));
      const run = await toolbox(repo.dir, ['check', 'pr'], { GITHUB_EVENT_PATH: push });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        `toolbox: ${push} is not a pull_request event payload (no pull_request.base.sha).\n`,
      );
    }, 60_000);
  });
});
