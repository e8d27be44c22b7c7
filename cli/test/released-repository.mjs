// Plain JavaScript so CLI tests and benches (plain Node) can share it, as signed-in-config-home.mjs.
import { execFileSync } from 'node:child_process';

/**
 * Makes `dir`, with the files already in it, a repository with one release and two changes after it: everything
 * committed as "feat: first release" and tagged v1.0.0, then a feature and a fix (no files). What `changelog`,
 * `release` and `commit` read.
 */
export function releasedRepository(dir) {
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=Ada', '-c', 'user.email=ada@example.com', ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: dir, GIT_CONFIG_NOSYSTEM: '1' },
    });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'feat: first release');
  git('tag', 'v1.0.0');
  git('commit', '-q', '--allow-empty', '-m', 'feat(api): page through pets\n\nCloses #7');
  git('commit', '-q', '--allow-empty', '-m', 'fix: crash on save');
}
