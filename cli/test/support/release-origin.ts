// Real repositories for the release tests: a work tree with a bare "origin" beside it, and the built CLI run in it
// against a loopback GitHub API.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolboxInAsync } from '../signed-in-toolbox';
import type { GitHubLoopback } from './github-loopback';

export const gitEnv = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };

/** A repository in a temp folder with a bare `origin` beside it; `toolbox` runs the built CLI against `gh`. */
export function repository(gh: GitHubLoopback, files: Record<string, string>) {
  const base = mkdtempSync(join(tmpdir(), 'toolbox-release-gh-'));
  const dir = join(base, 'work');
  const origin = join(base, 'origin.git');
  mkdirSync(dir);
  let day = 0;
  const git = (...args: string[]) => {
    const date = `2025-02-${String(10 + day).padStart(2, '0')}T12:00:00+00:00`;
    return execFileSync('git', args, {
      cwd: dir,
      env: { ...process.env, ...gitEnv, HOME: dir, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      encoding: 'utf8',
    }).trim();
  };
  const originGit = (...args: string[]) =>
    execFileSync('git', ['--git-dir', origin, ...args], {
      env: { ...process.env, ...gitEnv },
      encoding: 'utf8',
    }).trim();
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', origin]);
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Ada Lovelace');
  git('config', 'user.email', 'ada@example.com');
  git('config', 'commit.gpgsign', 'false');
  git('config', 'tag.gpgsign', 'false');
  git('remote', 'add', 'origin', origin);
  const write = (entries: Record<string, string>) => {
    for (const [path, text] of Object.entries(entries)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  };
  write(files);
  git('add', '-A');
  git('commit', '-q', '-m', 'chore: initial commit');
  return {
    dir,
    git,
    originGit,
    /** A commit touching `path` (a new line in it). */
    commit(message: string, path = 'src/index.js') {
      day += 1;
      write({ [path]: `// ${day}\n` });
      git('add', '-A');
      git('commit', '-q', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    /** The remote's tags: name to peeled commit. */
    originTags() {
      const out = originGit(
        'for-each-ref',
        '--format=%(refname:short) %(*objectname)%(objectname)',
        'refs/tags',
      );
      return Object.fromEntries(
        out
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [name = '', object = ''] = line.split(' ');
            return [name, object.slice(0, 40)];
          }),
      );
    },
    toolbox(args: string[], env: Record<string, string> = {}) {
      return toolboxInAsync(dir, args, {
        env: {
          ...gitEnv,
          // As a workflow runs it: the loopback is not github.com, and GITHUB_TOKEN goes to another host only
          // where the Actions runner named that host in GITHUB_API_URL.
          GITHUB_ACTIONS: 'true',
          GITHUB_TOKEN: gh.token,
          GITHUB_REPOSITORY: `${gh.owner}/${gh.repo}`,
          GITHUB_API_URL: gh.url,
          ...env,
        },
      });
    },
  };
}

export const pkg = (name: string, version: string, extra: Record<string, unknown> = {}) =>
  `${JSON.stringify({ name, version, ...extra }, null, 2)}\n`;

/** One package at 1.0.0, tagged v1.0.0 and pushed, then a feature and a fix. */
export function singlePackage(gh: GitHubLoopback) {
  const repo = repository(gh, { 'package.json': pkg('widgets', '1.0.0') });
  repo.git('tag', '-a', '-m', 'widgets 1.0.0', 'v1.0.0');
  repo.git('push', '-q', 'origin', 'main', 'v1.0.0');
  repo.commit('feat: add the blue widget');
  repo.commit('fix: round the corners');
  repo.git('push', '-q', 'origin', 'main');
  return repo;
}
