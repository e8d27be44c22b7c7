import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { spawnOutput } from './signed-in-toolbox';
import { type GitHubLoopback, startGitHubLoopback } from './support/github-loopback';
import { gitEnv, pkg, repository, singlePackage } from './support/release-origin';

// action.yml's release mode as a runner runs it: the README's release workflows' `with:` inputs, the defaults of
// the rest, `${{ }}` filled in, the toolbox step run by `bash -eo pipefail` with the environment Actions gives
// (GITHUB_REPOSITORY, GITHUB_API_URL), the built CLI standing in for the installed package (the install step
// itself runs in packed-install.test.ts), against the loopback GitHub API.

const repoRoot = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

interface Step {
  shell?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Action {
  inputs: Record<string, { default?: string }>;
  runs: { steps: Step[] };
}
interface Workflow {
  jobs: { release: { steps: { uses: string; with?: Record<string, string | boolean> }[] } };
}

const action: Action = parseYaml(readFileSync(join(repoRoot, 'action.yml'), 'utf8'));
// biome-ignore lint/suspicious/noTemplateCurlyInString: the bash line of action.yml, as written there
const toolboxStep = action.runs.steps.find((step) => step.run?.includes('toolbox "${toolbox_args[@]}"'));

function readmeWorkflow(file: string): Workflow {
  for (const [, body = ''] of readme.matchAll(/```yaml\n([\s\S]*?)```/g))
    if (body.startsWith(`# ${file}`)) return parseYaml(body);
  throw new Error(`README has no block for ${file}`);
}

/** A folder whose `toolbox` runs the built CLI: what `npm install --global` puts on PATH. */
const bin = mkdtempSync(join(tmpdir(), 'toolbox-bin-'));
writeFileSync(join(bin, 'toolbox'), `#!/bin/sh\nexec "${process.execPath}" "${toolboxJs}" "$@"\n`, {
  mode: 0o755,
});
const configHome = signedInConfigHome();

let gh: GitHubLoopback;
beforeEach(async () => {
  gh = await startGitHubLoopback();
});
afterEach(() => gh.close());

/**
 * The toolbox step with these inputs. The sign-in inputs (token, project, anon-key) keep their defaults: the test
 * is signed in through its config home instead of a hosted project.
 */
function runStep(cwd: string, given: Record<string, string | boolean>, github: { ref_name: string }) {
  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) inputs[name] = input.default ?? '';
  for (const [name, value] of Object.entries(given)) {
    if (!(name in inputs)) throw new Error(`the README gives an undeclared input ${name}`);
    if (['token', 'project', 'anon-key'].includes(name)) continue;
    inputs[name] = String(value);
  }
  const expression = (text: string): string =>
    text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, body: string): string => {
      if (body === 'github.token') return gh.token;
      const input = /^inputs\.([\w-]+)$/.exec(body);
      if (input?.[1] !== undefined && input[1] in inputs) return expression(inputs[input[1]] ?? '');
      // The prerelease pattern's expression, as GitHub evaluates it.
      if (body === "github.ref_name == 'next' && 'rc' || ''") return github.ref_name === 'next' ? 'rc' : '';
      throw new Error(`no value for \${{ ${body} }}`);
    });
  for (const name of Object.keys(inputs)) inputs[name] = expression(inputs[name] ?? '');
  const stepEnv = Object.fromEntries(
    Object.entries(toolboxStep?.env ?? {}).map(([k, v]) => [k, expression(v)]),
  );
  return spawnOutput(
    'bash',
    ['--noprofile', '--norc', '-eo', 'pipefail', '-c', toolboxStep?.run ?? 'false'],
    {
      cwd,
      env: {
        PATH: [bin, process.env.PATH ?? ''].join(delimiter),
        HOME: cwd,
        XDG_CONFIG_HOME: configHome,
        ...gitEnv,
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
        GITHUB_API_URL: gh.url,
        GITHUB_REF_NAME: github.ref_name,
        ...stepEnv,
      },
    },
  );
}

function inputsOf(workflow: Workflow): Record<string, string | boolean> {
  const step = workflow.jobs.release.steps.find((candidate) => candidate.uses.startsWith('<owner>/<repo>@'));
  if (!step?.with) throw new Error('the workflow has no toolbox step');
  return step.with;
}

describe("action.yml's release mode with the README's workflows", () => {
  it('declares its inputs, and passes them to the script only through env', () => {
    expect(Object.keys(action.inputs)).toEqual(expect.arrayContaining(['github-token', 'pr', 'prerelease']));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, as written in action.yml
    expect(action.inputs['github-token']?.default).toBe('${{ github.token }}');
    expect(toolboxStep?.shell).toBe('bash');
    expect(toolboxStep?.run).not.toMatch(/\$\{\{/);
  });

  it('a single package: one step bumps, tags, pushes and publishes the Release, as the bot when git has no identity', async () => {
    const repo = singlePackage(gh);
    repo.git('config', '--unset', 'user.name');
    repo.git('config', '--unset', 'user.email');
    const result = await runStep(repo.dir, inputsOf(readmeWorkflow('.github/workflows/release-single.yml')), {
      ref_name: 'main',
    });
    expect(result.code, result.stderr).toBe(0);
    const head = repo.git('rev-parse', 'HEAD');
    expect(repo.git('log', '-1', '--format=%an <%ae> %s')).toBe(
      'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com> chore(release): v1.1.0',
    );
    expect(repo.originTags()).toMatchObject({ 'v1.1.0': head });
    expect(gh.releases.map((r) => [r.tag_name, r.draft, r.prerelease])).toEqual([['v1.1.0', false, false]]);
  });

  it('a pnpm monorepo: the step opens the release pull request', async () => {
    const repo = repository(gh, {
      'package.json': pkg('root', '0.0.0', { private: true }),
      'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
      'packages/core/package.json': pkg('@acme/core', '1.0.0'),
      'packages/web/package.json': pkg('@acme/web', '1.0.0', {
        dependencies: { '@acme/core': 'workspace:^' },
      }),
    });
    repo.git('tag', '-a', '-m', 'core', '@acme/core@1.0.0');
    repo.git('tag', '-a', '-m', 'web', '@acme/web@1.0.0');
    repo.commit('feat(core): streaming', 'packages/core/src/stream.js');
    repo.git('push', '-q', 'origin', 'main', '--tags');
    const result = await runStep(repo.dir, inputsOf(readmeWorkflow('.github/workflows/release.yml')), {
      ref_name: 'main',
    });
    expect(result.code, result.stderr).toBe(0);
    // --bump-dependents: web depends on core, so it is released too; its workspace: range stays.
    expect(gh.pulls).toEqual([
      expect.objectContaining({
        head: 'release/main',
        base: 'main',
        title: 'chore(release): @acme/core@1.1.0, @acme/web@1.0.1',
      }),
    ]);
    const web = JSON.parse(repo.originGit('show', 'release/main:packages/web/package.json'));
    expect(web).toMatchObject({ version: '1.0.1', dependencies: { '@acme/core': 'workspace:^' } });
    expect(gh.releases).toEqual([]);
  });

  it('the pre-release branch pattern releases rc versions from next', async () => {
    const repo = singlePackage(gh);
    repo.git('checkout', '-q', '-b', 'next');
    repo.git('push', '-q', 'origin', 'next');
    const result = await runStep(
      repo.dir,
      inputsOf(readmeWorkflow('.github/workflows/release-prerelease.yml')),
      {
        ref_name: 'next',
      },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(gh.releases.map((r) => [r.tag_name, r.prerelease])).toEqual([['v1.1.0-rc.0', true]]);
    expect(repo.originGit('rev-parse', 'next')).toBe(repo.git('rev-parse', 'HEAD'));
  });

  it('refuses a pr input that is neither true nor false', async () => {
    const repo = singlePackage(gh);
    const result = await runStep(repo.dir, { command: 'release', pr: 'maybe' }, { ref_name: 'main' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pr must be true or false');
    expect(gh.requests).toEqual([]);
  });
});
