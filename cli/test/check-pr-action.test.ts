import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { toolboxJs } from './run-built';
import { spawnOutput } from './signed-in-toolbox';
import { type GitHubLoopback, startGitHubLoopback } from './support/github-loopback';
import { sharedCacheHome } from './support/pglite-cache';
import { pullRequestEvent, pullRequestRepo } from './support/pull-request-repo';

// action.yml's check-pr mode as a runner runs it: the README's pr.yml `with:` inputs and the defaults of the rest,
// `${{ }}` filled in, every step whose `if:` holds run in order by `bash -eo pipefail` with the environment Actions
// gives a pull_request job (the event payload, the step summary, the API URL of the loopback GitHub API). `toolbox`
// is the built CLI and `npm` a stand-in recording how it was called (the real install of the packed tarball runs
// in packed-install.test.ts).

const repoRoot = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

interface Step {
  if?: string;
  shell?: string;
  run?: string;
  env?: Record<string, string>;
  'working-directory'?: string;
}
interface Action {
  inputs: Record<string, { default?: string }>;
  runs: { steps: Step[] };
}
const action: Action = parseYaml(readFileSync(join(repoRoot, 'action.yml'), 'utf8'));

function readmeInputs(file: string): Record<string, string> {
  for (const [, body = ''] of readme.matchAll(/```yaml\n([\s\S]*?)```/g)) {
    if (!body.startsWith(`# ${file}`)) continue;
    const workflow = parseYaml(body) as {
      jobs: Record<string, { steps: { uses: string; with?: Record<string, unknown> }[] }>;
    };
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const step = steps.find((s) => s.uses.startsWith('<owner>/<repo>@'));
    return Object.fromEntries(Object.entries(step?.with ?? {}).map(([k, v]) => [k, String(v)]));
  }
  throw new Error(`README has no block for ${file}`);
}

/** `toolbox` (the built CLI) and `npm` (appending its arguments to $NPM_CALLS) as the runner's PATH finds them. */
const bin = mkdtempSync(join(tmpdir(), 'toolbox-action-bin-'));
writeFileSync(join(bin, 'toolbox'), `#!/bin/sh\nexec "${process.execPath}" "${toolboxJs}" "$@"\n`, {
  mode: 0o755,
});
writeFileSync(join(bin, 'npm'), '#!/bin/sh\nprintf \'%s\\n\' "$*" >> "$NPM_CALLS"\n', { mode: 0o755 });
/** HOME for every run; the new-project database image comes from the tests' shared cache. */
const home = mkdtempSync(join(tmpdir(), 'toolbox-action-home-'));

let gh: GitHubLoopback;
beforeAll(async () => {
  gh = await startGitHubLoopback();
});
afterAll(() => gh?.close());

/** The action's steps for these inputs, as the runner runs them; the last step's result and how many ran. */
async function runAction(given: Record<string, string>, cwd: string, jobEnv: Record<string, string>) {
  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) inputs[name] = input.default ?? '';
  for (const [name, value] of Object.entries(given)) {
    if (!(name in inputs)) throw new Error(`the README gives an undeclared input ${name}`);
    inputs[name] = value;
  }
  const fill = (text: string): string =>
    text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, body: string): string => {
      if (body === 'github.token') return gh.token;
      const input = /^inputs\.([\w-]+)$/.exec(body);
      if (input?.[1] !== undefined && input[1] in inputs) return fill(inputs[input[1]] ?? '');
      throw new Error(`no value for \${{ ${body} }}`);
    });
  // A step's `if:` (this action's only form: inputs.NAME == or != 'text').
  const applies = (step: Step) => {
    if (!step.if) return true;
    const m = /^inputs\.([\w-]+)\s*(==|!=)\s*'([^']*)'$/.exec(step.if.trim());
    if (!m) throw new Error(`action.yml: an if: this test cannot evaluate: ${step.if}`);
    return (fill(inputs[m[1] ?? ''] ?? '') === m[3]) === (m[2] === '==');
  };
  let last = { code: 0 as number | null, stdout: '', stderr: '' };
  let ran = 0;
  for (const step of action.runs.steps.filter(applies)) {
    const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, fill(v)]));
    last = await spawnOutput(
      'bash',
      ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run ?? 'false'],
      {
        cwd: join(cwd, fill(step['working-directory'] ?? '.')),
        env: {
          PATH: [bin, process.env.PATH ?? ''].join(delimiter),
          HOME: home,
          XDG_CACHE_HOME: sharedCacheHome,
          GIT_CONFIG_NOSYSTEM: '1',
          GITHUB_ACTIONS: 'true',
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
          GITHUB_API_URL: gh.url,
          ...jobEnv,
          ...stepEnv,
        },
        timeout: 240_000,
      },
    );
    ran += 1;
    if (last.code !== 0) break;
  }
  return { ...last, ran };
}

describe("action.yml's check-pr mode with the README's pr.yml", () => {
  it('installs the package once (with its database packages) and writes the gates to the step summary', async () => {
    const repo = pullRequestRepo([
      {
        message: 'feat(db): notes of a todo',
        files: {
          'supabase/migrations/20250103000000_notes.sql': `create table public.notes (
  id bigint generated always as identity primary key,
  todo_id bigint not null references public.todos (id) on delete cascade,
  body text not null
);
create index notes_todo_id on public.notes (todo_id);
alter table public.notes enable row level security;
`,
        },
      },
    ]);
    const work = join(repo.dir, '..');
    const summary = join(work, 'summary.md');
    const npmCalls = join(work, 'npm-calls.txt');
    writeFileSync(npmCalls, '');
    const inputs = readmeInputs('.github/workflows/pr.yml');
    expect(inputs).toMatchObject({ 'check-pr': 'true' });
    const result = await runAction(inputs, repo.dir, {
      GITHUB_EVENT_PATH: pullRequestEvent(repo, 'feat(db): notes of a todo'),
      GITHUB_STEP_SUMMARY: summary,
      NPM_CALLS: npmCalls,
    });
    expect(result.code, result.stderr).toBe(0);
    // The install, then check pr: the `command` step is another mode's.
    expect(result.ran).toBe(2);
    expect(readFileSync(npmCalls, 'utf8')).toBe(
      'install --global --no-audit --no-fund -- dev-toolbox-cli@0.1.0\n',
    );
    const text = readFileSync(summary, 'utf8');
    expect(text).toMatch(/^## Pull request check: passed\n/);
    expect(text).toContain('`feat(db): notes of a todo`');
    expect(text).toMatch(/\| RLS audit \| ✅ \| 3 migrations: 0 errors/);
    expect(text).toContain('| Schema changes | ✅ | 1 change, 0 breaking |');
    expect(text).toContain('| API changes | ✅ |');
    expect(text).toContain('Next version: **1.1.0**');
    // check pr needs no GitHub API, so the workflow token is never sent.
    expect(gh.requests).toEqual([]);
    expect(gh.refused).toEqual([]);
  }, 300_000);

  it('other modes install without the optional packages, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-action-list-'));
    const npmCalls = join(dir, 'npm-calls.txt');
    writeFileSync(npmCalls, '');
    const result = await runAction({ command: 'list' }, dir, { NPM_CALLS: npmCalls });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(npmCalls, 'utf8')).toBe(
      'install --global --omit=optional --no-audit --no-fund -- dev-toolbox-cli@0.1.0\n',
    );
  }, 60_000);
});
