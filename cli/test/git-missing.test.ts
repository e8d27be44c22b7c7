import { describe, expect, it } from 'vitest';
import { tempRepo } from './changelog-repo';
import { toolboxIn } from './signed-in-toolbox';

// A repository with history, and the CLI run with no git on PATH: what needs git says that git is missing, never
// that the repository has no commit or no such revision (git's own answers when it runs).
describe('without git on PATH', () => {
  const repo = tempRepo();
  repo.commit('feat: first');
  repo.tag('v1.0.0');
  repo.commit('fix: second');

  it.each([
    [['changelog']],
    [['release', '--dry-run']],
    [['commit', 'lint', '--from', 'v1.0.0']],
    [['hooks', 'install']],
    [['check', 'pr', '--base', 'v1.0.0', '--head', 'HEAD', '--title', 'feat: x']],
  ])('toolbox %j says git was not found, exit 1', (args) => {
    const run = toolboxIn(repo.dir, args, { env: { PATH: '/nonexistent' } });
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: 'toolbox: git was not found: install git, or put it on PATH.\n',
    });
  });

  it('toolbox commit -t still writes the message (git only suggests a scope from the staged files)', () => {
    const run = toolboxIn(repo.dir, ['commit', '-t', 'feat', '-m', 'add a thing'], {
      env: { PATH: '/nonexistent' },
    });
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 0,
      stdout: 'feat: add a thing\n',
      stderr: '',
    });
  });
});
