import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
