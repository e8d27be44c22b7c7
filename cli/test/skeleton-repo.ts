import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Real repository skeletons (fixtures/git-skeletons, see SOURCES.md): every commit's parents, committer time,
 * tags, message (subject, plus the body where it matters), touched package folders and the release git-cliff
 * 2.14.2 filed it under. Replayed with one `git fast-import` into a real repository.
 */
export interface SkeletonCommit {
  index: number;
  parents: number[];
  time: number;
  tags: string[];
  message: string;
  paths: string[];
  /** git-cliff's release (its tag name; '' for unreleased); null when git-cliff skipped the commit. */
  cliff: string | null;
}

export interface Skeleton {
  name: string;
  /** The source repository's HEAD when the skeleton was taken. */
  head: string;
  /** Oldest first: every parent before its children. */
  commits: SkeletonCommit[];
}

const FIXTURES = join(import.meta.dirname, 'fixtures', 'git-skeletons');

export function readSkeleton(name: string): Skeleton {
  const [first = '{}', ...lines] = gunzipSync(readFileSync(join(FIXTURES, `${name}.jsonl.gz`)))
    .toString('utf8')
    .split('\n');
  const commits = lines
    .filter((line) => line !== '')
    .map((line, index) => {
      const [parents, time, tags, message, paths, cliff] = JSON.parse(line) as [
        number[],
        number,
        string[],
        string,
        string[],
        string | null,
      ];
      return { index, parents, time, tags, message, paths, cliff };
    });
  return { name, head: (JSON.parse(first) as { head: string }).head, commits };
}

export interface ReplayedRepo {
  dir: string;
  skeleton: Skeleton;
  /** Commit hash of each skeleton index. */
  hashes: string[];
  /** Skeleton index of each commit hash. */
  indexOf: Map<string, number>;
  git(...args: string[]): string;
}

/** Replays a skeleton into a new repository in a temp folder (lightweight tags, branch main checked out). */
export function replaySkeleton(skeleton: Skeleton, options: { upTo?: number } = {}): ReplayedRepo {
  const dir = mkdtempSync(join(tmpdir(), `toolbox-skeleton-${skeleton.name}-`));
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: dir, GIT_CONFIG_GLOBAL: '/dev/null' };
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 30 }).trim();
  git('init', '-q', '-b', 'main');
  const commits = options.upTo === undefined ? skeleton.commits : skeleton.commits.slice(0, options.upTo + 1);
  const parts: string[] = [];
  for (const commit of commits) {
    const message = `${commit.message}\n`;
    const when = `${commit.time} +0000`;
    const [first, ...merged] = commit.parents.filter((parent) => parent >= 0);
    parts.push(
      `commit refs/heads/main\nmark :${commit.index + 1}\n`,
      `author Dev <dev@example.com> ${when}\ncommitter Dev <dev@example.com> ${when}\n`,
      `data ${Buffer.byteLength(message)}\n${message}`,
      first === undefined ? 'deleteall\n' : `from :${first + 1}\n`,
      ...merged.map((parent) => `merge :${parent + 1}\n`),
      ...commit.paths.map((path) => {
        const stamp = `${commit.index}\n`;
        return `M 644 inline ${path === '.' ? '' : `${path}/`}.touched\ndata ${stamp.length}\n${stamp}`;
      }),
      '\n',
    );
  }
  for (const commit of commits)
    for (const tag of commit.tags) parts.push(`reset refs/tags/${tag}\nfrom :${commit.index + 1}\n\n`);
  // The newest commit (the source's HEAD) is the last one; main points at it.
  const last = commits.at(-1);
  if (last) parts.push(`reset refs/heads/main\nfrom :${last.index + 1}\n\n`);
  const marks = join(dir, '.git', 'toolbox-marks');
  execFileSync('git', ['fast-import', '--quiet', '--force', `--export-marks=${marks}`], {
    cwd: dir,
    env,
    input: parts.join(''),
    maxBuffer: 1 << 30,
  });
  git('reset', '-q', '--hard', 'main');
  const hashes: string[] = [];
  for (const line of readFileSync(marks, 'utf8').split('\n')) {
    const [mark, hash] = line.split(' ');
    if (mark && hash) hashes[Number(mark.slice(1)) - 1] = hash;
  }
  return { dir, skeleton, hashes, indexOf: new Map(hashes.map((hash, index) => [hash, index])), git };
}
