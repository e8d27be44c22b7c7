import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { spawnSyncChild } from './spawn-sync';

/**
 * Everything `toolbox commit`, `changelog`, `release` and `hooks` ask of git, history aside (git-history.ts: one
 * `git log` stream). Tags are read in one `git for-each-ref`: never a git call per commit or per tag, never diff
 * statistics.
 */

/** git log's record and field separators, as --format writes them. */
export const RECORD = '\x1e';
export const FIELD = '\x1f';

/**
 * git's output for `args` in `cwd` (`input` on its stdin). Synchronous, one child at a time: a child with pipes that
 * Node reads as it runs (execFile) makes Node load and run its socket and stream machinery, ~17M instructions by the
 * first such call (`commit -t` took ~150M in all), and the CLI has nothing else to do while git runs. Run without
 * loading node:child_process at all where Node allows it (spawn-sync.ts).
 */
export function runGit(cwd: string, args: readonly string[], input?: string): Promise<string> {
  const run = spawnSyncChild('git', args, { cwd, input, maxBuffer: 1 << 30 });
  // git may exit before reading its input (a hook refusing a commit): EPIPE then, and git's own exit status and
  // message are the error reported.
  const failed = run.error?.code !== 'EPIPE' ? run.error : undefined;
  if (!failed && run.status === 0) return Promise.resolve(run.stdout);
  if (failed && notFound(failed, cwd)) return Promise.reject(new GitNotFound());
  const stderr = run.stderr;
  const detail =
    stderr.trim().split('\n').at(-1) ||
    (failed ? failed.message.replace(/^spawnSync /, 'spawn ') : `Command failed: git ${args.join(' ')}`);
  return Promise.reject(new GitError(`git ${args[0]}: ${detail.replace(/^fatal: /, '')}`, stderr));
}

/** execFileSync's limit on what a child writes, which `git config` was read with. */
const EXEC_MAX_BUFFER = 1024 * 1024;

/** `git config KEY` in `cwd` (with `env`), undefined when unset, outside a repository or when git cannot run. */
export function gitConfigValue(
  cwd: string,
  key: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  const run = spawnSyncChild('git', ['config', key], {
    cwd,
    env,
    stdin: 'ignore',
    stderr: 'ignore',
    maxBuffer: EXEC_MAX_BUFFER,
  });
  return run.error || run.status !== 0 ? undefined : run.stdout;
}

/** node:child_process, for the children read as they run (a long history, `git commit`): see spawn-sync.ts. */
export const childProcess = () => process.getBuiltinModule('node:child_process');

/** git itself could not be started: not installed, or not on PATH. */
export class GitNotFound extends ToolInputError {
  constructor() {
    super('git was not found: install git, or put it on PATH.');
  }
}

/** Whether starting git failed because there is no git (a missing folder to run it in fails the same way). */
export function notFound(error: Error, cwd: string): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync(cwd);
}

/**
 * For the callers that take git's failure as an answer (no such ref, no remote, outside a repository): a missing git
 * is not one, and goes on as the error it is.
 */
export function unlessGitMissing(error: unknown): void {
  if (error instanceof GitNotFound) throw error;
}

export class GitError extends ToolInputError {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/** The top folder of the repository around `cwd`, or null outside one. */
export async function repositoryRoot(cwd: string): Promise<string | null> {
  try {
    return (await runGit(cwd, ['rev-parse', '--show-toplevel'])).trim();
  } catch (error) {
    unlessGitMissing(error);
    return null;
  }
}

/**
 * The repository root, whether it is a shallow clone and the commit `ref` names, in one call; null outside a
 * repository. An unknown ref inside one is a ToolInputError.
 */
export async function locate(
  cwd: string,
  ref: string,
): Promise<{ root: string; commit: string; shallow: boolean } | null> {
  try {
    const [root = '', shallow = '', commit = ''] = (
      await runGit(cwd, ['rev-parse', '--show-toplevel', '--is-shallow-repository', `${ref}^{commit}`])
    )
      .trim()
      .split('\n');
    return { root, commit, shallow: shallow === 'true' };
  } catch (error) {
    unlessGitMissing(error);
    if (error instanceof GitError && /not a git repository/i.test(error.stderr)) return null;
    throw new ToolInputError(`Unknown git revision "${ref}".`);
  }
}

/**
 * @public used through a dynamic import or a module object, which knip does not follow
 */
export async function resolveCommit(cwd: string, ref: string): Promise<string> {
  try {
    return (await runGit(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim();
  } catch (error) {
    unlessGitMissing(error);
    throw new ToolInputError(`Unknown git revision "${ref}".`);
  }
}

/** Tags by the commit they point at (annotated tags peeled). */
export async function readTags(cwd: string): Promise<Map<string, string[]>> {
  const args = [
    'for-each-ref',
    `--format=%(refname:short)${FIELD}%(objectname)${FIELD}%(*objectname)`,
    'refs/tags',
  ];
  const byCommit = new Map<string, string[]>();
  for (const line of (await runGit(cwd, args)).split('\n')) {
    if (!line) continue;
    const [name = '', object = '', peeled = ''] = line.split(FIELD);
    const commit = peeled || object;
    const list = byCommit.get(commit);
    if (list) list.push(name);
    else byCommit.set(commit, [name]);
  }
  return byCommit;
}

/** Every commit in `from..to`, oldest first, with its whole message (`commit lint --from`). */
export async function commitMessages(
  cwd: string,
  from: string,
  to: string,
): Promise<{ hash: string; subject: string; message: string }[]> {
  await resolveCommit(cwd, from);
  await resolveCommit(cwd, to);
  const out = await runGit(cwd, ['log', '--reverse', `--format=${RECORD}%H${FIELD}%B`, `${from}..${to}`]);
  return out
    .split(RECORD)
    .slice(1)
    .map((record) => {
      const [hash = '', message = ''] = record.split(FIELD);
      const trimmed = message.replace(/\n+$/, '');
      return { hash, subject: trimmed.split('\n')[0] ?? '', message: trimmed };
    });
}

export async function originUrl(cwd: string): Promise<string | undefined> {
  try {
    return (await runGit(cwd, ['remote', 'get-url', 'origin'])).trim() || undefined;
  } catch (error) {
    unlessGitMissing(error);
    return undefined;
  }
}

export async function stagedFiles(cwd: string): Promise<string[]> {
  try {
    return (await runGit(cwd, ['diff', '--cached', '--name-only', '-z'])).split('\0').filter(Boolean);
  } catch (error) {
    unlessGitMissing(error);
    return [];
  }
}

/** The checked-out branch's short name; undefined on a detached HEAD or outside a repository. */
export async function currentBranch(cwd: string): Promise<string | undefined> {
  try {
    return (await runGit(cwd, ['symbolic-ref', '--quiet', '--short', 'HEAD'])).trim() || undefined;
  } catch (error) {
    unlessGitMissing(error);
    return undefined;
  }
}

/** The folder git runs hooks from (honours core.hooksPath), as an absolute path. */
export async function hooksDirectory(cwd: string): Promise<string> {
  const path = (await runGit(cwd, ['rev-parse', '--git-path', 'hooks'])).trim();
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/**
 * `git commit -F -` with the message; git's own output and hooks talk to the terminal (`stdoutToStderr`: what git
 * prints goes to stderr, for a caller whose stdout is JSON).
 */
export function commitWithMessage(
  cwd: string,
  message: string,
  options: { noVerify?: boolean; stdoutToStderr?: boolean } = {},
): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const args = ['commit', '-F', '-', ...(options.noVerify ? ['--no-verify'] : [])];
    const stdout = options.stdoutToStderr ? process.stderr : 'inherit';
    const child = childProcess().spawn('git', args, { cwd, stdio: ['pipe', stdout, 'inherit'] });
    child.on('error', (error) => reject(notFound(error, cwd) ? new GitNotFound() : error));
    child.on('close', (code) => resolvePromise(code ?? 1));
    child.stdin.end(message);
  });
}

/** Whether the work tree and index are clean: no change to a tracked file and no untracked file (ignored ones aside). */
export async function changedPaths(cwd: string): Promise<string[]> {
  const out = await runGit(cwd, ['status', '--porcelain=v1', '-z', '--untracked-files=all']);
  return out
    .split('\0')
    .filter(Boolean)
    .map((entry) => entry.slice(3));
}

/** Stages exactly these paths (`--` first: a path is never read as an option). */
export async function stagePaths(cwd: string, paths: readonly string[]): Promise<void> {
  await runGit(cwd, ['add', '--', ...paths]);
}

/** Takes these paths out of the index again (after a failed commit). */
export async function unstagePaths(cwd: string, paths: readonly string[]): Promise<void> {
  await runGit(cwd, ['reset', '-q', '--', ...paths]);
}

/** `git commit -F -` of what is staged, quietly (`#` lines kept); the new commit's hash. Hooks run; git's message is the error. */
export async function commitStaged(cwd: string, message: string): Promise<string> {
  await runGit(cwd, ['commit', '-q', '--cleanup=whitespace', '-F', '-'], message);
  return (await runGit(cwd, ['rev-parse', 'HEAD'])).trim();
}

/** Takes `commit` back while it is still HEAD: HEAD, the index and the files return to its parent (`reset --keep`). */
export async function undoCommit(cwd: string, commit: string): Promise<void> {
  if ((await runGit(cwd, ['rev-parse', 'HEAD'])).trim() !== commit) return;
  await runGit(cwd, ['reset', '-q', '--keep', `${commit}^`]);
}

/** An annotated tag on `commit`, its message from stdin (`#` lines kept: they are Markdown headings). */
export async function createAnnotatedTag(cwd: string, tag: string, commit: string, message: string) {
  await runGit(cwd, ['tag', '-a', '--cleanup=whitespace', '-F', '-', '--', tag, commit], message);
}

export async function deleteTag(cwd: string, tag: string) {
  await runGit(cwd, ['tag', '-d', '--', tag]);
}

/** The tags `remote` has (`git ls-remote --tags`): name to the commit each points at (annotated tags peeled). */
export async function remoteTags(cwd: string, remote: string): Promise<Map<string, string>> {
  const tags = new Map<string, string>();
  const peeled = new Map<string, string>();
  for (const line of (await runGit(cwd, ['ls-remote', '--tags', '--', remote])).split('\n')) {
    const match = /^([0-9a-f]{40,64})\trefs\/tags\/(.+)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    if (match[2].endsWith('^{}')) peeled.set(match[2].slice(0, -3), match[1]);
    else tags.set(match[2], match[1]);
  }
  for (const [name, commit] of peeled) tags.set(name, commit);
  return tags;
}

/** `git push <remote> <refs...>`: git's own progress stays quiet; a refusal is the error. */
export async function pushRefs(cwd: string, remote: string, refs: readonly string[]) {
  await runGit(cwd, ['push', '--quiet', '--', remote, ...refs]);
}

/**
 * A file's size and text at `commit` (`path` from the repository's top), or undefined when it is not there.
 * @public used through a dynamic import or a module object, which knip does not follow
 */
export async function fileAt(
  cwd: string,
  commit: string,
  path: string,
  limit: number,
): Promise<{ size: number; text?: string } | undefined> {
  const spec = `${commit}:${path}`;
  let size: number;
  try {
    if ((await runGit(cwd, ['cat-file', '-t', spec])).trim() !== 'blob') return undefined;
    size = Number((await runGit(cwd, ['cat-file', '-s', spec])).trim());
  } catch (error) {
    unlessGitMissing(error);
    return undefined;
  }
  // Over the limit: the caller says so in one line, without reading it.
  if (size > limit) return { size };
  return { size, text: await runGit(cwd, ['cat-file', 'blob', spec]) };
}

/**
 * The `.sql` files directly in `folder` (from the repository's top) at `commit`, by name; undefined when the
 * folder is not there, null when `folder` is a file.
 * @public used through a dynamic import or a module object, which knip does not follow
 */
export async function sqlFilesAt(
  cwd: string,
  commit: string,
  folder: string,
): Promise<string[] | undefined | null> {
  const clean = folder.replace(/\/+$/, '');
  let type: string;
  try {
    type = (await runGit(cwd, ['cat-file', '-t', `${commit}:${clean}`])).trim();
  } catch (error) {
    unlessGitMissing(error);
    return undefined;
  }
  if (type !== 'tree') return null;
  const out = await runGit(cwd, ['ls-tree', '--name-only', '-z', `${commit}:${clean}`]);
  return out
    .split('\0')
    .filter((name) => name.endsWith('.sql') && !name.endsWith('.down.sql'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${clean}/${name}`);
}
