import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRepo } from './changelog-repo';

/** A real `git commit` in the repository, with the hook git runs. */
function gitCommit(dir: string, message: string) {
  return spawnSync('git', ['commit', '--allow-empty', '-m', message], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: dir, GIT_CONFIG_NOSYSTEM: '1' },
  });
}

describe('toolbox hooks (built binary, real git commits)', () => {
  it('install: a bad message is rejected with the reason, a good one passes; uninstall removes it', () => {
    const repo = tempRepo();
    const installed = repo.toolbox(['hooks', 'install']);
    expect(installed.code).toBe(0);
    expect(installed.stdout).toBe(`Installed ${join(repo.dir, '.git', 'hooks', 'commit-msg')}\n`);

    const bad = gitCommit(repo.dir, 'bad message');
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('✖ subject may not be empty [subject-empty]');
    expect(bad.stderr).toContain('✖ type may not be empty [type-empty]');

    const good = gitCommit(repo.dir, 'feat: good message');
    expect(good.status).toBe(0);
    expect(repo.git('log', '-1', '--format=%s')).toBe('feat: good message');

    expect(repo.toolbox(['hooks', 'uninstall']).code).toBe(0);
    expect(existsSync(join(repo.dir, '.git', 'hooks', 'commit-msg'))).toBe(false);
    expect(gitCommit(repo.dir, 'anything goes now').status).toBe(0);
  });

  it('--json says what install and uninstall did', () => {
    const repo = tempRepo();
    const hook = join(repo.dir, '.git', 'hooks', 'commit-msg');
    const installed = repo.toolbox(['hooks', 'install', '--prepare', '--json']);
    expect(installed.code).toBe(0);
    expect(JSON.parse(installed.stdout)).toEqual({
      hooks: [
        { hook, kind: 'commit-msg', action: 'installed' },
        {
          hook: join(repo.dir, '.git', 'hooks', 'prepare-commit-msg'),
          kind: 'prepare-commit-msg',
          action: 'installed',
        },
      ],
    });
    expect(JSON.parse(repo.toolbox(['hooks', 'install', '--json']).stdout)).toEqual({
      hooks: [{ hook, kind: 'commit-msg', action: 'updated' }],
    });
    const removed = repo.toolbox(['hooks', 'uninstall', '--json']);
    expect(JSON.parse(removed.stdout).removed).toContainEqual({ hook, restored: false });
    expect(JSON.parse(repo.toolbox(['hooks', 'uninstall', '--json']).stdout)).toEqual({ removed: [] });
  });

  it('respects core.hooksPath', () => {
    const repo = tempRepo();
    repo.git('config', 'core.hooksPath', '.githooks');
    expect(repo.toolbox(['hooks', 'install']).code).toBe(0);
    expect(existsSync(join(repo.dir, '.githooks', 'commit-msg'))).toBe(true);
    expect(gitCommit(repo.dir, 'nope').status).not.toBe(0);
  });

  it('never overwrites an existing hook: refuses, or chains with --chain, and uninstall restores it', () => {
    const repo = tempRepo();
    const hook = join(repo.dir, '.git', 'hooks', 'commit-msg');
    mkdirSync(join(repo.dir, '.git', 'hooks'), { recursive: true });
    const mine = '#!/bin/sh\necho "team hook ran" >&2\n';
    writeFileSync(hook, mine);
    chmodSync(hook, 0o755);

    const refused = repo.toolbox(['hooks', 'install']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `toolbox: a commit-msg hook already exists at ${hook}; left unchanged.\nRun \`toolbox hooks install --chain\` to keep it and run it before toolbox, or remove it first.\n`,
    );
    expect(readFileSync(hook, 'utf8')).toBe(mine);

    expect(repo.toolbox(['hooks', 'install', '--chain']).code).toBe(0);
    const bad = gitCommit(repo.dir, 'bad');
    expect(bad.stderr).toContain('team hook ran');
    expect(bad.status).not.toBe(0);
    expect(gitCommit(repo.dir, 'fix: fine').status).toBe(0);

    expect(repo.toolbox(['hooks', 'uninstall']).code).toBe(0);
    expect(readFileSync(hook, 'utf8')).toBe(mine);
  });

  it('--chain twice keeps the first foreign hook: a second one is refused, and uninstall restores content and mode', () => {
    const repo = tempRepo();
    const hooks = join(repo.dir, '.git', 'hooks');
    const hook = join(hooks, 'commit-msg');
    const chained = join(hooks, 'commit-msg.before-toolbox');
    mkdirSync(hooks, { recursive: true });
    const first = '#!/bin/sh\necho "first team hook" >&2\n';
    writeFileSync(hook, first);
    chmodSync(hook, 0o750);

    expect(repo.toolbox(['hooks', 'install', '--chain']).code).toBe(0);
    expect(repo.toolbox(['hooks', 'install', '--chain']).code).toBe(0);
    expect(readFileSync(chained, 'utf8')).toBe(first);

    // Another tool writes its own hook over toolbox's; installing again must not push it over the first one.
    const second = '#!/bin/sh\necho "second tool" >&2\n';
    writeFileSync(hook, second);
    const refused = repo.toolbox(['hooks', 'install', '--chain']);
    expect(refused.code).toBe(1);
    expect(refused.stderr.split('\n')[0]).toBe(
      `toolbox: ${hook} is not toolbox's, and ${chained} already holds the hook an earlier install chained; left unchanged.`,
    );
    expect(readFileSync(chained, 'utf8')).toBe(first);
    expect(readFileSync(hook, 'utf8')).toBe(second);

    // Back to toolbox's hook (the other tool removed): uninstall restores the first hook exactly.
    rmSync(hook);
    expect(repo.toolbox(['hooks', 'install', '--chain']).code).toBe(0);
    expect(gitCommit(repo.dir, 'bad').stderr).toContain('first team hook');
    expect(repo.toolbox(['hooks', 'uninstall']).code).toBe(0);
    expect(readFileSync(hook, 'utf8')).toBe(first);
    expect(statSync(hook).mode & 0o777).toBe(0o750);
    expect(existsSync(chained)).toBe(false);
  });

  it('a dangling linked hook counts as a hook: refused without --chain, chained and restored as the link', () => {
    const repo = tempRepo();
    const hooks = join(repo.dir, '.git', 'hooks');
    const hook = join(hooks, 'commit-msg');
    mkdirSync(hooks, { recursive: true });
    symlinkSync('../../scripts/commit-msg', hook);
    expect(repo.toolbox(['hooks', 'install']).code).toBe(1);
    expect(lstatSync(hook).isSymbolicLink()).toBe(true);
    expect(repo.toolbox(['hooks', 'install', '--chain']).code).toBe(0);
    expect(repo.toolbox(['hooks', 'uninstall']).code).toBe(0);
    expect(readlinkSync(hook)).toBe('../../scripts/commit-msg');
  });

  it('uninstall leaves a hook it did not write alone', () => {
    const repo = tempRepo();
    const hook = join(repo.dir, '.git', 'hooks', 'commit-msg');
    mkdirSync(join(repo.dir, '.git', 'hooks'), { recursive: true });
    writeFileSync(hook, '#!/bin/sh\nexit 0\n');
    expect(repo.toolbox(['hooks', 'uninstall'])).toEqual({
      code: 0,
      stdout: '',
      stderr: `No toolbox hook in ${hook}; nothing removed.\n`,
    });
    expect(readFileSync(hook, 'utf8')).toBe('#!/bin/sh\nexit 0\n');
  });
});

/** An editor that saves what git opened it with, then completes the subject line so the lint passes. */
function capturingEditor(dir: string) {
  const captured = join(dir, '..', `${basename(dir)}-opened.txt`);
  const editor = join(dir, '..', `${basename(dir)}-editor.sh`);
  writeFileSync(editor, `#!/bin/sh\ncp "$1" '${captured}'\nsed -i '1s/ *$/ add search/' "$1"\n`);
  chmodSync(editor, 0o755);
  return { editor, opened: () => readFileSync(captured, 'utf8') };
}

/** `git commit` through the editor, as a user types it. */
function gitCommitInEditor(dir: string, editor: string, ...args: string[]) {
  return spawnSync('git', ['commit', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_EDITOR: editor },
  });
}

describe('toolbox hooks install --prepare (built binary, real git commits)', () => {
  it('pre-fills type and scope from the branch and staged paths, and leaves filled messages alone', () => {
    const repo = tempRepo();
    repo.commit('chore: start');
    repo.git('checkout', '-q', '-b', 'feat/api-docs-search');
    const installed = repo.toolbox(['hooks', 'install', '--prepare']);
    expect(installed.code).toBe(0);
    const hooks = join(repo.dir, '.git', 'hooks');
    expect(installed.stdout).toBe(
      `Installed ${join(hooks, 'commit-msg')}\nInstalled ${join(hooks, 'prepare-commit-msg')}\n`,
    );

    mkdirSync(join(repo.dir, 'src', 'api'), { recursive: true });
    writeFileSync(join(repo.dir, 'src', 'api', 'search.ts'), 'export {};\n');
    repo.git('add', 'src');
    const { editor, opened } = capturingEditor(repo.dir);
    const committed = gitCommitInEditor(repo.dir, editor);
    expect(committed.stderr).toBe('');
    expect(committed.status).toBe(0);
    expect(opened()).toMatch(/^feat\(api\): \n\n# Please enter the commit message/);
    expect(repo.git('log', '-1', '--format=%s')).toBe('feat(api): add search');

    // -m with -e: git filled the message (source "message"), so the editor opens it unchanged.
    const given = gitCommitInEditor(repo.dir, editor, '--allow-empty', '-e', '-m', 'fix: given');
    expect(given.status).toBe(0);
    expect(opened()).toMatch(/^fix: given\n/);

    // --amend (source "commit"): the previous message, not a guess.
    const amended = gitCommitInEditor(repo.dir, editor, '--amend', '--allow-empty');
    expect(amended.status).toBe(0);
    expect(opened()).toMatch(/^fix: given add search\n/);

    expect(repo.toolbox(['hooks', 'uninstall']).stdout).toBe(
      `Removed ${join(hooks, 'commit-msg')}\nRemoved ${join(hooks, 'prepare-commit-msg')}\n`,
    );
    expect(existsSync(join(hooks, 'prepare-commit-msg'))).toBe(false);
  });

  it('respects core.hooksPath and refuses, or chains, a prepare-commit-msg hook it did not write', () => {
    const repo = tempRepo();
    repo.commit('chore: start');
    repo.git('config', 'core.hooksPath', '.githooks');
    const hooks = join(repo.dir, '.githooks');
    mkdirSync(hooks);
    const mine = '#!/bin/sh\necho "team prepare ran" >&2\n';
    writeFileSync(join(hooks, 'prepare-commit-msg'), mine);
    chmodSync(join(hooks, 'prepare-commit-msg'), 0o755);

    const refused = repo.toolbox(['hooks', 'install', '--prepare']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `toolbox: a prepare-commit-msg hook already exists at ${join(hooks, 'prepare-commit-msg')}; left unchanged.\nRun \`toolbox hooks install --prepare --chain\` to keep it and run it before toolbox, or remove it first.\n`,
    );
    expect(existsSync(join(hooks, 'commit-msg'))).toBe(false);

    expect(repo.toolbox(['hooks', 'install', '--prepare', '--chain']).code).toBe(0);
    repo.git('checkout', '-q', '-b', 'fix/ui-flicker');
    writeFileSync(join(repo.dir, 'README.md'), '# x\n');
    repo.git('add', 'README.md');
    const { editor, opened } = capturingEditor(repo.dir);
    const committed = gitCommitInEditor(repo.dir, editor);
    expect(committed.stderr).toContain('team prepare ran');
    expect(committed.status).toBe(0);
    expect(opened()).toMatch(/^fix\(ui\): \n/);

    expect(repo.toolbox(['hooks', 'uninstall']).code).toBe(0);
    expect(readFileSync(join(hooks, 'prepare-commit-msg'), 'utf8')).toBe(mine);
  });
});
