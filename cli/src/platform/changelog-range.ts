import type { Commit, ReleaseTags } from '@toolbox/core/tools/changelog-generator';
import { commitsTouching, type StreamedHistory, streamCommits } from './git-history';

/** Which commits a changelog reads, as `toolbox changelog` asks for them. */
export interface ReleaseRangeRequest {
  /** Start after this ref (`--from`); absent: after the latest release tag `to` contains. */
  from?: string;
  to: string;
  /** The whole history, releases cut at their tags (`--all`). */
  all: boolean;
  /** Only commits touching these are listed (`--include-path`, `--package`). */
  paths: readonly string[];
  /** Which tags are releases, as core decided them. */
  releases: ReleaseTags;
  /** The whole graph's read (`readWholeRange` of the same from and to), when it was started already. */
  whole?: Promise<StreamedHistory>;
}

/**
 * The whole graph up to `to` (after `from`), no parent before its children: what `--all` and `--from` cut
 * releases on. Started at once; a failure surfaces where it is awaited, not as an unhandled rejection.
 */
export function readWholeRange(
  cwd: string,
  from: string | undefined,
  to: string,
  tags: Promise<Map<string, string[]>>,
): Promise<StreamedHistory> {
  const history = streamCommits(cwd, { from, to, dateOrder: true }, tags);
  history.catch(() => {});
  return history;
}

export interface ReleaseRange {
  /** The ref the range starts after, when there is one (the previous release, or `--from`). */
  from: string | undefined;
  /**
   * Newest first; outside the paths marked `outside`. Without `--from` and `--all` it may reach back past earlier
   * releases (the whole graph, through merges): core cuts those off by ancestry.
   */
  commits: Commit[];
}

/** The commits, those `touching` (when there is a path filter) does not hold marked `outside`. */
function markOutside(commits: Commit[], touching: Set<string> | undefined): Commit[] {
  return touching
    ? commits.map((commit) => (touching.has(commit.hash) ? commit : { ...commit, outside: true }))
    : commits;
}

/**
 * The changelog's range policy over the repository at `cwd`. With `--from` or `--all`, the whole graph up to `to`
 * (releases are cut on it; the paths only pick what is listed). Otherwise back to the nearest release tag, read in
 * one stream that stops there: where that is a line of single-parent commits, it is exactly what no earlier release
 * holds. Through merges, the whole graph up to `to`, as `--all` reads it, for core to cut by ancestry: git's own
 * walk (`to --not RELEASES`) gives up early where commit dates go backwards and hands out commits an earlier
 * release holds. `tags` are the repository's tags by commit (they may still be loading).
 */
export async function releaseRange(
  cwd: string,
  request: ReleaseRangeRequest,
  tags: Promise<Map<string, string[]>>,
): Promise<ReleaseRange> {
  const { from, to, paths, releases } = request;
  const touchingIn = (range: { from?: string; to: string }) =>
    paths.length > 0 ? commitsTouching(cwd, { ...range, paths }) : undefined;
  if (from || request.all) {
    const [history, touching] = await Promise.all([
      request.whole ?? readWholeRange(cwd, from, to, tags),
      touchingIn({ from, to }),
    ]);
    return { from, commits: markOutside(history.commits, touching) };
  }
  // Read back only to the nearest release tag (a tag on `to` itself is the release being made), or to a merge.
  let merge = false;
  const streamed = await streamCommits(cwd, { to }, tags, (commit, index) => {
    if (index > 0 && commit.tags.some((tag) => releases.isRelease(tag))) return true;
    merge = (commit.parents?.length ?? 0) > 1;
    return merge;
  });
  if (!merge) {
    const stop = streamed.stoppedAt;
    return {
      from: stop ? releases.latest(stop.tags) : undefined,
      commits: markOutside(streamed.commits, await touchingIn({ from: stop?.hash, to })),
    };
  }
  const [history, touching] = await Promise.all([
    readWholeRange(cwd, undefined, to, tags),
    touchingIn({ to }),
  ]);
  return { from: undefined, commits: markOutside(history.commits, touching) };
}
