// The CLI as a repository installs it: `npm pack` of cli/, installed offline globally (by action.yml's install step,
// into a prefix of its own) and as a devDependency into empty folders, run outside this repository in a temp git
// repository; action.yml's steps and the README's CI and commit-hook snippets run as written, with the tarball standing
// in for the registry.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { toolboxIn } from './signed-in-toolbox';

const cliDir = join(import.meta.dirname, '..');
const repoRoot = join(cliDir, '..');
const manifest = JSON.parse(readFileSync(join(cliDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const SPEC = `${manifest.name}@${manifest.version}`;

const work = mkdtempSync(join(tmpdir(), 'toolbox-packed-'));
const globalPrefix = join(work, 'global');
const configHome = signedInConfigHome();
/** npm offline, with an empty cache of its own and no user config: nothing may come from the registry. */
const npmEnv = {
  npm_config_offline: 'true',
  npm_config_cache: join(work, 'npm-cache'),
  npm_config_userconfig: join(work, 'npmrc'),
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};
/** A clean environment: the global prefix's bin first, a home of its own, the signed-in config home. */
const baseEnv = {
  PATH: [join(globalPrefix, 'bin'), process.env.PATH ?? ''].join(delimiter),
  HOME: work,
  XDG_CONFIG_HOME: configHome,
  GIT_CONFIG_NOSYSTEM: '1',
  ...npmEnv,
};

function sh(command: string, cwd: string, env: Record<string, string> = {}, shell = 'sh') {
  const args =
    shell === 'bash' ? ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command] : ['-c', command];
  const result = spawnSync(shell, args, {
    cwd,
    env: { ...baseEnv, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function gitRepo(name: string) {
  const dir = join(work, name);
  mkdirSync(dir);
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, env: baseEnv, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Ada Lovelace');
  git('config', 'user.email', 'ada@example.com');
  git('config', 'commit.gpgsign', 'false');
  const commit = (message: string) => git('commit', '-q', '--allow-empty', '-m', message);
  return { dir, git, commit };
}

/** A fenced block of the README whose first or second line names the file, e.g. `# lefthook.yml`. */
function readmeBlock(file: string): string {
  for (const [, body = ''] of readme.matchAll(/```(?:sh|yaml)\n([\s\S]*?)```/g)) {
    const head = body.split('\n').slice(0, 2);
    if (head.some((line) => line.startsWith(`# ${file}`))) return body;
  }
  throw new Error(`README has no block for ${file}`);
}

/** Tests that run npm install or npm pack: 20-35 s each on a loaded 2-core machine, past the project's 30 s. */
const NPM_TIMEOUT = 120_000;

let tarball = '';
let packedFiles: string[] = [];
let packedManifest: Record<string, unknown> = {};
let repo: ReturnType<typeof gitRepo>;

beforeAll(() => {
  // npm pack reads the package's whole node_modules (for bundled dependencies; here pnpm's tree, ~5 CPU-s) though
  // `files` packs none of it: it packs a copy of cli/ without node_modules, the same files by the same rules.
  // (A folder gone while it is copied, another build's scratch, is left out as npm would not have seen it.)
  const source = join(work, 'cli');
  for (const entry of readdirSync(cliDir).filter((name) => name !== 'node_modules'))
    try {
      cpSync(join(cliDir, entry), join(source, entry), { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
      cwd: source,
      env: { ...process.env, ...npmEnv },
      encoding: 'utf8',
    }),
  ) as Array<{ filename: string; files: Array<{ path: string }> }>;
  tarball = join(work, packed[0]!.filename);
  packedFiles = packed[0]!.files.map((file) => file.path);
  packedManifest = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  );
  // Installed once, by action.yml's own install step (no command given: that step alone runs).
  const install = runAction({}, work, actionEnv);
  expect(install.stderr.replace(/^npm warn Unknown user config.*\n/gm, '')).not.toMatch(/ERR/);
  expect(install.code).toBe(0);
  expect(installed).toBe(true);

  repo = gitRepo('app');
  repo.commit('feat: add the login page');
  repo.git('tag', 'v0.1.0');
  repo.commit('fix(api): answer 404 for unknown ids (#12)');
  repo.commit('feat!: drop Node 18\n\nBREAKING CHANGE: Node 20 is the oldest supported.');
  repo.git('tag', 'v1.0.0');
  repo.git('update-ref', 'refs/remotes/origin/main', 'HEAD');
  repo.commit('Added the export.');
  repo.commit('perf: cache the session lookup');
}, 240_000);

describe('the packed package', () => {
  it('is publishable under our own name, with the bundle and nothing to fetch for the git and text commands', () => {
    expect(packedManifest.name).toBe('dev-toolbox-cli');
    expect(packedManifest.private).toBeUndefined();
    expect(packedManifest.bin).toEqual({ toolbox: './dist/toolbox.js' });
    // process.getBuiltinModule (loading a built-in module only when needed, without node:module) is 20.16+ and 22.3+.
    expect(packedManifest.engines).toEqual({ node: '^20.19.0 || >=22.3.0' });
    // Every JavaScript dependency is bundled; only packages read as files at run time stay outside, optional.
    expect(packedManifest.dependencies).toBeUndefined();
    const optional = Object.entries(packedManifest.optionalDependencies as Record<string, string>);
    expect(optional.length).toBeGreaterThan(0);
    for (const [, range] of optional) expect(range).not.toMatch(/^(workspace|file|link):/);
    expect(packedFiles).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'dist/toolbox.js', 'dist/hook/hook.mjs']),
    );
    expect(
      packedFiles.filter((file) => !file.startsWith('dist/') && !/^(package\.json|README\.md)$/.test(file)),
    ).toEqual([]);
    expect(packedFiles).not.toContain('dist/meta.json');
  });

  it('runs from the global prefix outside the repository: --version, --help', () => {
    expect(sh('command -v toolbox', repo.dir).stdout.trim()).toBe(join(globalPrefix, 'bin', 'toolbox'));
    expect(sh('toolbox --version', repo.dir).stdout.trim()).toBe(manifest.version);
    const help = sh('toolbox --help', repo.dir);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^\s+commit\b/m);
    expect(help.stdout).toMatch(/^\s+changelog\b/m);
  });

  it('commit lint: a message on stdin, and a range of commits', () => {
    const good = sh('echo "feat(api): add the export endpoint" | toolbox commit lint -', repo.dir);
    expect(good).toMatchObject({ code: 0 });
    const bad = sh('echo "Added the export." | toolbox commit lint -', repo.dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/type-empty|subject-empty/);
    const range = sh('toolbox commit lint --from v1.0.0 --to HEAD', repo.dir);
    expect(range.code).toBe(1);
    expect(range.stderr + range.stdout).toContain('Added the export.');
    expect(sh('toolbox commit lint --from v0.1.0 --to v1.0.0', repo.dir).code).toBe(0);
  });

  it('changelog prints what the CLI built from this repository prints', () => {
    for (const args of [
      ['changelog', '--all'],
      ['changelog', '--all', '--format', 'json'],
    ]) {
      const installed = sh(`toolbox ${args.join(' ')}`, repo.dir);
      expect(installed.code, installed.stderr).toBe(0);
      const built = toolboxIn(repo.dir, args, { env: { GIT_CONFIG_NOSYSTEM: '1' } });
      expect(installed.stdout).toBe(built.stdout);
    }
    const text = sh('toolbox changelog --all', repo.dir).stdout;
    expect(text).toMatch(
      /## \[1\.0\.0\][\s\S]*Node 20 is the oldest supported[\s\S]*## \[0\.1\.0\][\s\S]*add the login page/,
    );
  });

  it('a drawing command names the optional package --omit=optional left out (exit 1, one line and a hint)', () => {
    writeFileSync(join(work, 'note.md'), '# Hello\n');
    const result = sh(`toolbox pdf "${join(work, 'note.md')}" -o "${join(work, 'note.pdf')}"`, repo.dir);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    const pkg = /^toolbox: this command needs (\S+), an optional dependency of dev-toolbox-cli/.exec(
      lines[0]!,
    )?.[1];
    expect(Object.keys(packedManifest.optionalDependencies as object)).toContain(pkg);
    expect(lines[1]).toContain('npm i -g dev-toolbox-cli');
  });

  it('hooks install from the global CLI guards commits', () => {
    const hooked = gitRepo('hooked');
    expect(sh('toolbox hooks install', hooked.dir).code).toBe(0);
    expect(sh('git commit -q --allow-empty -m "Added the export."', hooked.dir).code).not.toBe(0);
    expect(sh('git commit -q --allow-empty -m "feat: add the export"', hooked.dir).code).toBe(0);
  });
});

/**
 * Where the action's install step installs the package, once for the file (in beforeAll: the other cases run what it
 * installed), and where ci.sh installs it again: the global prefix.
 */
const actionPrefix = globalPrefix;
const actionEnv = {
  npm_config_prefix: actionPrefix,
  PATH: [join(actionPrefix, 'bin'), process.env.PATH ?? ''].join(delimiter),
};

interface Step {
  name?: string;
  if?: string;
  shell?: string;
  run?: string;
  env?: Record<string, string>;
  'working-directory'?: string;
}
const action = parseYaml(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as {
  name: string;
  description: string;
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  runs: { using: string; steps: Step[] };
};

/** Runs the composite steps as the runner would (bash -eo pipefail), `${{ inputs.x }}` filled in. */
let installed = false;
function runAction(given: Record<string, string>, cwd: string, env: Record<string, string> = {}) {
  const inputs = Object.fromEntries(
    Object.entries(action.inputs).map(([name, input]) => [name, given[name] ?? input.default ?? '']),
  );
  const fill = (text: string) =>
    text.replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_, name: string) => {
      if (!(name in inputs)) throw new Error(`action.yml uses an undeclared input ${name}`);
      return inputs[name]!;
    });
  let last = { code: 0 as number | null, stdout: '', stderr: '' };
  // The install step (given the tarball), once it passed, is left out of later runs: installing the same tarball
  // again proves nothing new.
  // A step's `if:` (this action's only form: inputs.NAME == or != 'text') decides whether its mode runs.
  const applies = (step: Step) => {
    if (!step.if) return true;
    const m = /^inputs\.([\w-]+)\s*(==|!=)\s*'([^']*)'$/.exec(step.if.trim());
    if (!m) throw new Error(`action.yml: an if: this test cannot evaluate: ${step.if}`);
    return (inputs[m[1]!] === m[3]) === (m[2] === '==');
  };
  const steps = action.runs.steps.filter(
    (step) => applies(step) && (!installed || !/npm install/.test(step.run ?? '')),
  );
  if (!installed) inputs.package = tarball;
  for (const step of steps) {
    const stepEnv = Object.fromEntries(
      Object.entries(step.env ?? {}).map(([key, value]) => [key, fill(value)]),
    );
    const dir = join(cwd, fill(step['working-directory'] ?? '.'));
    last = sh(step.run!, dir, { ...env, ...stepEnv }, step.shell);
    if (last.code !== 0) return last;
    if (/npm install/.test(step.run ?? '')) installed = true;
  }
  return last;
}

describe('action.yml', { timeout: NPM_TIMEOUT }, () => {
  it('is a composite action whose steps name their shell and use only declared inputs', () => {
    expect(action.name).toBeTruthy();
    expect(action.description).toBeTruthy();
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs)).toEqual(
      expect.arrayContaining(['command', 'token', 'project', 'anon-key', 'package']),
    );
    // Empty in the check-pr mode.
    expect(action.inputs.command!.required).toBe(false);
    expect(action.inputs.package!.default).toBe(SPEC);
    for (const step of action.runs.steps) {
      expect(step.shell).toBe('bash');
      expect(step.run).toBeTruthy();
      // Inputs reach the scripts only through env (no `${{ }}` inside run: no script injection).
      expect(step.run).not.toMatch(/\$\{\{/);
    }
    for (const [, name] of JSON.stringify(action.runs).matchAll(/inputs\.([\w-]+)/g)) {
      expect(Object.keys(action.inputs)).toContain(name);
    }
  });

  it('installs the package and runs the command, arguments split but never run by a shell', () => {
    const env = actionEnv;
    const lint = runAction({ command: 'commit lint --from v0.1.0\n  --to v1.0.0' }, repo.dir, env);
    expect(lint.code, lint.stderr).toBe(0);
    const failing = runAction({ command: 'commit lint --from v1.0.0 --to HEAD' }, repo.dir, env);
    expect(failing.code).toBe(1);
    const notes = runAction({ command: 'changelog --unreleased' }, repo.dir, env);
    expect(notes.code, notes.stderr).toBe(0);
    const hostile = runAction(
      { command: 'commit lint $(touch pwned) `touch pwned2` ; touch pwned3' },
      repo.dir,
      env,
    );
    expect(hostile.code).not.toBe(0);
    expect(sh('ls pwned pwned2 pwned3 2>/dev/null | wc -l', repo.dir).stdout.trim()).toBe('0');
  });

  it("the README's workflows use the action's inputs and run", () => {
    const env = actionEnv;
    const workflow = parseYaml(readmeBlock('.github/workflows/commits.yml')) as {
      jobs: { commits: { steps: Array<{ uses: string; with?: Record<string, string | number> }> } };
    };
    const [checkout, toolbox] = workflow.jobs.commits.steps;
    expect(checkout).toMatchObject({ uses: 'actions/checkout@v4', with: { 'fetch-depth': 0 } });
    // A placeholder the README explains, never a made-up owner.
    expect(toolbox!.uses).toBe(`<owner>/<repo>@v${manifest.version}`);
    expect(readme).toContain('`<owner>/<repo>@v0.1.0` is a placeholder');
    const given = toolbox!.with as Record<string, string>;
    for (const name of Object.keys(given)) expect(Object.keys(action.inputs)).toContain(name);
    const command = given.command!.replace(/\$\{\{\s*github\.base_ref\s*\}\}/, 'main');
    const result = runAction({ ...given, command }, repo.dir, env);
    // The temp repository's branch has one commit that does not lint: the check fails on it, by name.
    expect(result.code).toBe(1);
    expect(result.stderr + result.stdout).toContain('Added the export.');

    const release = parseYaml(readmeBlock('.github/workflows/release-notes.yml')) as Array<{
      uses: string;
      with: Record<string, string>;
    }>;
    expect(release[0]!.uses).toBe(toolbox!.uses);
    for (const name of Object.keys(release[0]!.with)) expect(Object.keys(action.inputs)).toContain(name);
    // Signed in through the test's config home rather than a hosted project's token.
    const notes = runAction({ command: release[0]!.with.command! }, repo.dir, env);
    expect(notes.code, notes.stderr).toBe(0);
    const built = toolboxIn(repo.dir, ['changelog', '--unreleased'], { env: { GIT_CONFIG_NOSYSTEM: '1' } });
    expect(readFileSync(join(repo.dir, 'release-notes.md'), 'utf8')).toBe(built.stdout);
  });
});

describe("the README's CI and commit-hook snippets", { timeout: NPM_TIMEOUT }, () => {
  it('ci.sh installs the package and runs its commands', () => {
    const script = readmeBlock('ci.sh').replaceAll(SPEC, `"${tarball}"`);
    expect(script).toContain(tarball);
    const result = sh(script, repo.dir, actionEnv);
    // The branch's last commit does not lint, so the script stops there with exit 1, naming it.
    expect(result.code).toBe(1);
    expect(result.stderr + result.stdout).toContain('Added the export.');
    const clean = gitRepo('ci-clean');
    clean.commit('feat: first');
    clean.git('update-ref', 'refs/remotes/origin/main', 'HEAD');
    clean.commit('fix: second');
    // The package is installed in actionEnv's prefix now: installing the same tarball again proves nothing new.
    const passing = sh(script.replace(/^npm i -g .*$/m, ''), clean.dir, actionEnv);
    expect(passing.code, passing.stderr).toBe(0);
    expect(readFileSync(join(clean.dir, 'release-notes.md'), 'utf8')).toMatch(/second/);
  });

  /** One repository with dev-toolbox-cli as a devDependency, installed offline from the tarball; each hook test
   * installs its hook afresh (no core.hooksPath, an empty .git/hooks). */
  let project: ReturnType<typeof gitRepo> | undefined;
  function projectWithDevDependency() {
    if (!project) {
      project = gitRepo('project');
      writeFileSync(join(project.dir, 'package.json'), JSON.stringify({ name: 'project', private: true }));
      writeFileSync(join(project.dir, '.gitignore'), 'node_modules\n');
      const install = sh(`npm i -D --omit=optional "${tarball}"`, project.dir, {
        PATH: process.env.PATH ?? '',
      });
      expect(install.code, install.stderr).toBe(0);
    }
    sh('git config --unset core.hooksPath; rm -rf .git/hooks .husky; mkdir .git/hooks', project.dir);
    return project;
  }

  /** The hook refuses a message that fails lint and lets a good one through. */
  function expectGuarded(dir: string) {
    // Without the global install on PATH: the hook must find the devDependency.
    const env = { PATH: process.env.PATH ?? '' };
    const refused = sh('git commit -q --allow-empty -m "Added the export."', dir, env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/subject-empty|type-empty/);
    const accepted = sh('git commit -q --allow-empty -m "feat: add the export"', dir, env);
    expect(accepted.code, accepted.stderr).toBe(0);
  }

  it('the plain commit-msg hook', () => {
    const project = projectWithDevDependency();
    const hook = join(project.dir, '.git', 'hooks', 'commit-msg');
    writeFileSync(hook, readmeBlock('.git/hooks/commit-msg'));
    chmodSync(hook, 0o755);
    expectGuarded(project.dir);
  });

  it("Husky's .husky/commit-msg, run as Husky 9 runs it (sh -e with the message file)", () => {
    const project = projectWithDevDependency();
    mkdirSync(join(project.dir, '.husky', '_'), { recursive: true });
    writeFileSync(join(project.dir, '.husky', 'commit-msg'), readmeBlock('.husky/commit-msg'));
    const wrapper = join(project.dir, '.husky', '_', 'commit-msg');
    writeFileSync(wrapper, '#!/bin/sh\nexec sh -e "$(dirname "$0")/../commit-msg" "$@"\n');
    chmodSync(wrapper, 0o755);
    project.git('config', 'core.hooksPath', '.husky/_');
    expectGuarded(project.dir);
  });

  it("Lefthook's lefthook.yml command, {1} being the message file", () => {
    const project = projectWithDevDependency();
    const config = parseYaml(readmeBlock('lefthook.yml')) as {
      'commit-msg': { commands: Record<string, { run: string }> };
    };
    const [command] = Object.values(config['commit-msg'].commands);
    const hook = join(project.dir, '.git', 'hooks', 'commit-msg');
    writeFileSync(hook, `#!/bin/sh\n${command!.run.replaceAll('{1}', '"$1"')}\n`);
    chmodSync(hook, 0o755);
    expectGuarded(project.dir);
  });

  it("pre-commit's local hook: a node hook installing our package, its entry given the message file", () => {
    const config = parseYaml(readmeBlock('.pre-commit-config.yaml (pre-commit;')) as {
      repos: Array<{ repo: string; hooks: Array<Record<string, unknown>> }>;
    };
    const [hook] = config.repos[0]!.hooks;
    expect(config.repos[0]!.repo).toBe('local');
    expect(hook).toMatchObject({ language: 'node', additional_dependencies: [SPEC], stages: ['commit-msg'] });
    // pre-commit puts the hook environment's bin on PATH and appends the message file to the entry.
    const message = join(work, 'COMMIT_EDITMSG');
    writeFileSync(message, 'Added the export.\n');
    expect(sh(`${hook!.entry} "${message}"`, repo.dir).code).toBe(1);
    writeFileSync(message, 'feat: add the export\n');
    expect(sh(`${hook!.entry} "${message}"`, repo.dir).code).toBe(0);
  });
});

describe('.pre-commit-hooks.yaml (the pre-commit framework’s manifest of this repository)', {
  timeout: NPM_TIMEOUT,
}, () => {
  const hooks = parseYaml(readFileSync(join(repoRoot, '.pre-commit-hooks.yaml'), 'utf8')) as Array<{
    id: string;
    name: string;
    entry: string;
    language: string;
    stages: string[];
    additional_dependencies?: string[];
  }>;

  it('offers a node hook installing our package and a system hook, both at commit-msg', () => {
    expect(hooks.map((hook) => [hook.id, hook.language])).toEqual([
      ['toolbox-commit-lint', 'node'],
      ['toolbox-commit-lint-system', 'system'],
    ]);
    for (const hook of hooks) {
      expect(hook.name).toBeTruthy();
      expect(hook.stages).toEqual(['commit-msg']);
    }
    expect(hooks[0]!.additional_dependencies).toEqual([SPEC]);
    // The README's remote hook names one of them, at the tag of this version.
    const config = parseYaml(readmeBlock('.pre-commit-config.yaml (pre-commit, from this repository')) as {
      repos: Array<{ repo: string; rev: string; hooks: Array<{ id: string }> }>;
    };
    expect(config.repos[0]!.rev).toBe(`v${manifest.version}`);
    for (const hook of config.repos[0]!.hooks) expect(hooks.map((known) => known.id)).toContain(hook.id);
  });

  it('pre-commit’s node install can pack this repository’s root (npm pack needs a name and a version)', () => {
    // pre-commit's node language runs `npm install` then `npm pack` at the hook repository's root, then installs
    // that tarball with the additional dependencies globally. What npm pack needs of the root is its manifest: packed
    // beside it alone, npm does not walk every file of the repository (seconds of CPU) to list what it would pack.
    const root = join(work, 'hook-repository-root');
    mkdirSync(root);
    copyFileSync(join(repoRoot, 'package.json'), join(root, 'package.json'));
    const packed = sh('npm pack --dry-run --ignore-scripts --json', root, {
      PATH: process.env.PATH ?? '',
    });
    expect(packed.code, packed.stderr).toBe(0);
    expect(JSON.parse(packed.stdout)[0]).toMatchObject({ name: 'dev-toolbox', version: expect.any(String) });
  });

  it('each entry, given the message file as pre-commit appends it, runs the installed CLI', () => {
    // The global prefix's bin stands for pre-commit's node environment (node) and for PATH (system).
    const message = join(work, 'PRE_COMMIT_EDITMSG');
    for (const hook of hooks) {
      writeFileSync(message, 'Added the export.\n\n# Please enter the commit message for your changes.\n');
      const refused = sh(`${hook.entry} "${message}"`, repo.dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('[type-empty]');
      writeFileSync(message, 'feat: add the export\n');
      expect(sh(`${hook.entry} "${message}"`, repo.dir)).toMatchObject({ code: 0, stderr: '' });
    }
  });
});
