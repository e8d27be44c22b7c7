import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import type { Commit } from '@toolbox/core/tools/changelog-generator';
import { spawnSyncChild } from './spawn-sync';

/**
 * Everything `toolbox commit`, `changelog` and `hooks` ask of git. History is read in one `git log` stream
 * and tags in one `git for-each-ref`: never a git call per commit or per tag, never diff statistics.
 */

const RECORD = '\x1e';
const FIELD = '\x1f';

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
const childProcess = () => process.getBuiltinModule('node:child_process');

/** git itself could not be started: not installed, or not on PATH. */
export class GitNotFound extends ToolInputError {
  constructor() {
    super('git was not found: install git, or put it on PATH.');
  }
}

/** Whether starting git failed because there is no git (a missing folder to run it in fails the same way). */
function notFound(error: Error, cwd: string): boolean {
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

export interface HistoryRange {
  /** Exclusive start (`from..to`); the whole history up to `to` when absent. */
  from?: string;
  to: string;
  /** Only commits touching these paths (per-package changelogs). */
  paths?: readonly string[];
  /**
   * No parent before all its children (`--date-order`): what cutting releases by ancestry needs. git then
   * reads the whole range before printing, so the early stop of the latest-release walk does not use it.
   */
  dateOrder?: boolean;
}

export interface StreamedHistory {
  /** Newest first; without the commit the stream stopped at. */
  commits: Commit[];
  /** The commit `stopAt` accepted, if the stream stopped early. */
  stoppedAt?: Commit;
}

/** One `git log` record (RECORD-separated, `%H %P %cI %an %s %b` FIELD-separated), with the tags on its commit. */
function commitOf(record: string, tagMap: ReadonlyMap<string, string[]>): Commit | undefined {
  const [hash = '', parents = '', date = '', author = '', subject = '', ...body] = record.split(FIELD);
  if (!hash) return undefined;
  return {
    hash,
    parents: parents ? parents.split(' ') : [],
    date,
    author,
    subject,
    body: body.join(FIELD).replace(/\n+$/, ''),
    tags: tagMap.get(hash) ?? [],
  };
}

function logArgs(range: HistoryRange, limit?: number): string[] {
  return [
    'log',
    '--no-show-signature',
    '--no-color',
    `--format=${RECORD}%H${FIELD}%P${FIELD}%cI${FIELD}%an${FIELD}%s${FIELD}%b`,
    ...(range.dateOrder ? ['--date-order'] : []),
    ...(limit === undefined ? [] : [`--max-count=${limit}`]),
    range.from ? `${range.from}..${range.to}` : range.to,
    '--',
    ...(range.paths ?? []),
  ];
}

/**
 * Commits a walk that stops early reads at once, synchronously (runGit), before streaming: most stop within them
 * (the commits since the latest release), and a stream costs Node its socket and stream machinery (~17M
 * instructions). A walk that reads them all without stopping is streamed from the start.
 */
const READ_AT_ONCE = 256;

function readAtOnce(
  cwd: string,
  range: HistoryRange,
  tagMap: ReadonlyMap<string, string[]>,
  stopAt: (commit: Commit, index: number) => boolean,
): Promise<StreamedHistory | undefined> {
  return runGit(cwd, logArgs(range, READ_AT_ONCE)).then((out) => {
    const records = out.split(RECORD).slice(1);
    const result: StreamedHistory = { commits: [] };
    for (const record of records) {
      const commit = commitOf(record, tagMap);
      if (!commit) continue;
      if (stopAt(commit, result.commits.length)) return { ...result, stoppedAt: commit };
      result.commits.push(commit);
    }
    return records.length < READ_AT_ONCE ? result : undefined;
  });
}

/**
 * Commits newest first from one streamed `git log` (date order, so output starts at once), each with the tags
 * it carries. `stopAt` ends the stream early (the process is killed): reading back to the latest tag costs
 * only the commits since it, and where those are few, one read at once (READ_AT_ONCE). Tags may still be loading
 * while the log streams.
 */
export function streamCommits(
  cwd: string,
  range: HistoryRange,
  tags: Promise<Map<string, string[]>>,
  stopAt?: (commit: Commit, index: number) => boolean,
): Promise<StreamedHistory> {
  if (!stopAt || range.dateOrder) return streamLog(cwd, range, tags, stopAt);
  return tags
    .then((tagMap) => readAtOnce(cwd, range, tagMap, stopAt))
    .then((read) => read ?? streamLog(cwd, range, tags, stopAt));
}

function streamLog(
  cwd: string,
  range: HistoryRange,
  tags: Promise<Map<string, string[]>>,
  stopAt?: (commit: Commit, index: number) => boolean,
): Promise<StreamedHistory> {
  return new Promise((resolvePromise, reject) => {
    const child = childProcess().spawn('git', logArgs(range), { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const result: StreamedHistory = { commits: [] };
    let tagMap: Map<string, string[]> | undefined;
    let pending: string[] = [];
    let rest = '';
    let stderr = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolvePromise(result);
    };
    const take = (record: string) => {
      if (done || !tagMap) return;
      const commit = commitOf(record, tagMap);
      if (!commit) return;
      if (stopAt?.(commit, result.commits.length)) {
        result.stoppedAt = commit;
        child.kill();
        finish();
        return;
      }
      result.commits.push(commit);
    };
    const drain = () => {
      if (!tagMap) return;
      const records = pending;
      pending = [];
      for (const record of records) take(record);
    };
    // The log's last record is taken when the process closes; only then, with the tags known, is the history whole.
    let closed = false;
    tags.then((map) => {
      tagMap = map;
      drain();
      if (closed) finish();
    }, reject);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const records = (rest + chunk).split(RECORD);
      rest = records.pop() ?? '';
      pending.push(...records);
      drain();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(notFound(error, cwd) ? new GitNotFound() : error));
    child.on('close', (code) => {
      if (done) return;
      if (code !== 0) {
        const detail = stderr.trim().split('\n').at(-1) ?? '';
        reject(new GitError(`git log: ${detail.replace(/^fatal: /, '') || `exit ${code}`}`, stderr));
        return;
      }
      pending.push(rest);
      rest = '';
      closed = true;
      if (!tagMap) return;
      drain();
      finish();
    });
  });
}

/** The hashes of the commits in a range that touch its paths (one `git log`). */
export async function commitsTouching(cwd: string, range: HistoryRange): Promise<Set<string>> {
  const out = await runGit(cwd, [
    'log',
    '--format=%H',
    range.from ? `${range.from}..${range.to}` : range.to,
    '--',
    ...(range.paths ?? []),
  ]);
  return new Set(out.split('\n').filter(Boolean));
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

/** `git commit -F -` with the message; git's own output and hooks talk to the terminal. */
export function commitWithMessage(
  cwd: string,
  message: string,
  options: { noVerify?: boolean } = {},
): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const args = ['commit', '-F', '-', ...(options.noVerify ? ['--no-verify'] : [])];
    const child = childProcess().spawn('git', args, { cwd, stdio: ['pipe', 'inherit', 'inherit'] });
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

/**
 * The whole history up to `to`, newest first with no parent before its children (`--date-order`), each commit
 * with its tags and the files it touches (a rename as both paths; a merge touches none of its own): one `git log`.
 */
export async function historyWithFiles(
  cwd: string,
  to: string,
  tags: Map<string, string[]>,
): Promise<(Commit & { files: string[] })[]> {
  const out = await runGit(cwd, [
    '-c',
    'log.showSignature=false',
    'log',
    '--no-color',
    '--date-order',
    '--no-renames',
    '--name-only',
    '-z',
    `--format=${RECORD}%H${FIELD}%P${FIELD}%cI${FIELD}%an${FIELD}%s${FIELD}%b${FIELD}`,
    to,
    '--',
  ]);
  return out
    .split(RECORD)
    .slice(1)
    .flatMap((record) => {
      // The format ends in FIELD: the files follow the last one.
      const end = record.lastIndexOf(FIELD);
      const commit = commitOf(record.slice(0, end), tags);
      if (!commit) return [];
      const files = record
        .slice(end + 1)
        .split('\0')
        .map((file) => file.replace(/^\n/, ''))
        .filter(Boolean);
      return [{ ...commit, files }];
    });
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

/** A file's size and text at `commit` (`path` from the repository's top), or undefined when it is not there. */
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
