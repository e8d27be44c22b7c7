// A real repository with a pull request on it, as `check pr` tests (and the action's check-pr mode test) need:
// main holds the clean Supabase project fixture and an OpenAPI description, tagged v1.0.0; branch `pr` adds
// `commits`; and the pull_request event payload GitHub would write for it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLEAN = join(import.meta.dirname, '..', 'fixtures', 'supabase-projects', 'clean');

const OPENAPI_V1 = `openapi: 3.0.3
info: { title: Todos, version: "1.0.0" }
paths:
  /todos:
    get:
      responses: { "200": { description: ok } }
`;

export interface PullRequestRepo {
  dir: string;
  base: string;
  head: string;
}

/**
 * main: the clean project, tagged v1.0.0; a pull request branch `pr` with `commits` on top, checked out. The
 * repository's parent folder is the test's own.
 */
export function pullRequestRepo(
  commits: { message: string; files: Record<string, string> }[],
): PullRequestRepo {
  // In a folder of its own: what a test writes beside the repository (payloads, summaries) is never another's.
  const dir = join(mkdtempSync(join(tmpdir(), 'toolbox-pr-')), 'repo');
  mkdirSync(dir);
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' },
    }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'dev@example.com');
  git('config', 'user.name', 'Dev');
  cpSync(CLEAN, dir, { recursive: true });
  writeFileSync(join(dir, 'openapi.yaml'), OPENAPI_V1);
  git('add', '-A');
  git('commit', '-q', '-m', 'feat: todos');
  git('tag', 'v1.0.0');
  const base = git('rev-parse', 'HEAD');
  git('checkout', '-q', '-b', 'pr');
  for (const commit of commits) {
    for (const [path, text] of Object.entries(commit.files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    git('add', '-A');
    git('commit', '-q', '-m', commit.message);
  }
  const head = git('rev-parse', 'HEAD');
  return { dir, base, head };
}

/** The pull_request event payload for `pr` (opened, number 7), written beside the repository; its path. */
export function pullRequestEvent(repo: PullRequestRepo, title: string): string {
  const path = join(repo.dir, '..', `event-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(
    path,
    JSON.stringify({
      action: 'opened',
      number: 7,
      pull_request: {
        title,
        base: { sha: repo.base, ref: 'main' },
        head: { sha: repo.head, ref: 'pr' },
      },
    }),
  );
  return path;
}
