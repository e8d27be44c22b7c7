import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
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
  /** The commit each revert reverts (skeleton indexes), its "This reverts commit" naming the replayed hash. */
  reverted: Map<number, number>;
  git(...args: string[]): string;
}

const REVERTS = /This reverts commit [0-9a-f]{7,40}/;

/**
 * Reverts saying "This reverts commit H": the commit they revert is the latest earlier commit whose
 * subject is X (the skeleton keeps no source hashes, so H itself names nothing in the replay).
 */
function revertTargets(commits: readonly SkeletonCommit[]): Map<number, number> {
  const latestBySubject = new Map<string, number>();
  const targets = new Map<number, number>();
  for (const commit of commits) {
    const subject = commit.message.split('\n', 1)[0] ?? '';
    // `Revert "X"`, `Revert "X" (#12)`, `revert: X`, `revert: "X"`, `fix: Revert "X"`.
    const reverted = /^(?:\w+(?:\([^()]*\))?: )?[Rr]evert(?::? "(.+)"(?: \(#\d+\))?|: (.+))$/.exec(subject);
    const named = reverted?.[1] ?? reverted?.[2];
    const target = named === undefined ? undefined : latestBySubject.get(named);
    if (target !== undefined && REVERTS.test(commit.message)) targets.set(commit.index, target);
    latestBySubject.set(subject, commit.index);
  }
  return targets;
}

/**
 * Replays a skeleton into a new repository in a temp folder (lightweight tags, branch main checked out), through one
 * `git fast-import`. A revert's "This reverts commit" names the replayed hash of the commit it reverts, which the
 * import is asked for (`get-mark`) just before the revert; one import stopped and restarted at each such revert
 * took 88 s for angular-cli's 18,675 commits.
 */
export async function replaySkeleton(
  skeleton: Skeleton,
  options: { upTo?: number } = {},
): Promise<ReplayedRepo> {
  const dir = mkdtempSync(join(tmpdir(), `toolbox-skeleton-${skeleton.name}-`));
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: dir, GIT_CONFIG_GLOBAL: '/dev/null' };
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 30 }).trim();
  git('init', '-q', '-b', 'main');
  const commits = options.upTo === undefined ? skeleton.commits : skeleton.commits.slice(0, options.upTo + 1);
  const reverted = revertTargets(commits);
  const marks = join(dir, '.git', 'toolbox-marks');
  const importer = fastImport(dir, env, marks);
  const known: string[] = [];
  // Each line of development is imported on a ref of its own (a lane), its tip's tree kept in memory: switching one
  // branch between commits that are not each other's parent made fast-import read the tree back from its pack each
  // time (vite's maintenance branches: 22 s, 1 s in lanes). The lanes are deleted at the end.
  const laneOfTip = new Map<number, number>();
  let lanes = 0;
  for (const commit of commits) {
    const target = reverted.get(commit.index);
    if (target !== undefined && known[target] === undefined)
      known[target] = await importer.markOf(target + 1);
    const text =
      target === undefined
        ? commit.message
        : commit.message.replace(REVERTS, `This reverts commit ${known[target]}`);
    const message = `${text}\n`;
    const when = `${commit.time} +0000`;
    const [first, ...merged] = commit.parents.filter((parent) => parent >= 0);
    const lane = (first !== undefined && laneOfTip.get(first)) || ++lanes;
    if (first !== undefined) laneOfTip.delete(first);
    laneOfTip.set(commit.index, lane);
    importer.write(
      `commit ${LANES}${lane}\nmark :${commit.index + 1}\n`,
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
    for (const tag of commit.tags) importer.write(`reset refs/tags/${tag}\nfrom :${commit.index + 1}\n\n`);
  // The newest commit (the source's HEAD) is the last one; main points at it.
  const last = commits.at(-1);
  if (last) importer.write(`reset refs/heads/main\nfrom :${last.index + 1}\n\n`);
  await importer.end();
  execFileSync('git', ['update-ref', '--stdin'], {
    cwd: dir,
    env,
    input: Array.from({ length: lanes }, (_, lane) => `delete ${LANES}${lane + 1}\n`).join(''),
  });
  const hashes: string[] = [];
  for (const line of readFileSync(marks, 'utf8').split('\n')) {
    const [mark, hash] = line.split(' ');
    if (mark && hash) hashes[Number(mark.slice(1)) - 1] = hash;
  }
  git('reset', '-q', '--hard', 'main');
  return {
    dir,
    skeleton,
    hashes,
    indexOf: new Map(hashes.map((hash, index) => [hash, index])),
    reverted,
    git,
  };
}

const LANES = 'refs/toolbox-lanes/';

/** A running `git fast-import`: commands in, the hash of a mark out (its answers to `get-mark` come on stdout). */
function fastImport(dir: string, env: NodeJS.ProcessEnv, marks: string) {
  const child = spawn(
    'git',
    ['fast-import', '--quiet', '--force', '--active-branches=1000', `--export-marks=${marks}`],
    {
      cwd: dir,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`git fast-import exited ${code}: ${stderr.trim()}`)),
    );
  });
  exited.catch(() => {});
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    write(...parts: string[]) {
      child.stdin.write(parts.join(''));
    },
    async markOf(mark: number): Promise<string> {
      child.stdin.write(`get-mark :${mark}\n`);
      const answer = await Promise.race([answers.next(), exited.then(() => ({ done: true, value: '' }))]);
      if (answer.done || !/^[0-9a-f]{40}$/.test(answer.value))
        throw new Error(`git fast-import gave no hash for mark :${mark}: ${stderr.trim()}`);
      return answer.value;
    },
    end() {
      child.stdin.end();
      return exited;
    },
  };
}

/**
 * The release each commit belongs to, worked out here from the skeleton's topology alone: the first tagged
 * commit (oldest first) it is an ancestor of, -1 for unreleased, with the release tags the caller names.
 */
export function releasesByAncestry(repo: ReplayedRepo, releaseTags: Set<string>): Int32Array {
  const commits = repo.skeleton.commits;
  const owner = new Int32Array(commits.length).fill(-1);
  for (const commit of commits) {
    if (!commit.tags.some((tag) => releaseTags.has(tag)) || owner[commit.index] !== -1) continue;
    const stack = [commit.index];
    while (stack.length > 0) {
      const at = stack.pop() as number;
      if (owner[at] !== -1) continue;
      owner[at] = commit.index;
      for (const parent of commits[at]?.parents ?? [])
        if (parent >= 0 && owner[parent] === -1) stack.push(parent);
    }
  }
  return owner;
}
