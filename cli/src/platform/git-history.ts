// The history `toolbox changelog` and `release` read: commits from one `git log` stream (stopped early where a walk
// allows), the commits touching some paths, and the whole history with each commit's files.
import type { Commit } from '@toolbox/core/tools/changelog-generator';
import { childProcess, FIELD, GitError, GitNotFound, notFound, RECORD, runGit } from './git';

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

/**
 * The hashes of the commits in a range that touch its paths: each commit, not a merge, that changed them, read with
 * `--full-history` (git's default simplification follows one parent of a merge that leaves the paths as that
 * parent had them, and so drops the other side's commits: a package's history behind a merge that later removed or
 * moved its folder); and each merge that itself changed them, as git's default shows it (not one that only
 * brings a branch's changes in).
 */
export async function commitsTouching(cwd: string, range: HistoryRange): Promise<Set<string>> {
  const log = (...mode: string[]) =>
    runGit(cwd, [
      'log',
      ...mode,
      '--format=%H',
      range.from ? `${range.from}..${range.to}` : range.to,
      '--',
      ...(range.paths ?? []),
    ]);
  const [own, merges] = [await log('--full-history', '--no-merges'), await log('--merges')];
  return new Set(`${own}\n${merges}`.split('\n').filter(Boolean));
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
