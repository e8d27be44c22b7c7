import type { Commit, ReleaseTags } from '@toolbox/core/tools/changelog-generator';
import { commitsTouching, readTags, type StreamedHistory, streamCommits } from './git';

/** Which commits a changelog reads, as `toolbox changelog` asks for them. */
export interface ReleaseRangeRequest {
  /** Start after this ref (`--from`); absent: after the latest release tag `to` contains. */
  from?: string;
  to: string;
  /** The commit `to` names: a release tag on it is the release being made, not the previous one. */
  toCommit: string;
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
  /** Newest first; outside the paths marked `outside` where the whole graph is read. */
  commits: Commit[];
}

/**
 * The changelog's range policy over the repository at `cwd`: with `--from` or `--all` the whole graph up to `to`
 * (releases are cut on it; the paths only pick what is listed); otherwise back to the nearest release tag, read in
 * one stream that stops there, or, where merges or a path filter make the walk's order unsafe, every commit that
 * no earlier release contains. `tags` are the repository's tags by commit (they may still be loading).
 */
export async function releaseRange(
  cwd: string,
  request: ReleaseRangeRequest,
  tags: Promise<Map<string, string[]>>,
): Promise<ReleaseRange> {
  const { from, to, paths, releases } = request;
  const isRelease = (tag: string) => releases.isRelease(tag);
  if (from || request.all) {
    const [history, touching] = await Promise.all([
      request.whole ?? readWholeRange(cwd, from, to, tags),
      paths.length > 0 ? commitsTouching(cwd, { from, to, paths }) : undefined,
    ]);
    return {
      from,
      commits: touching
        ? history.commits.map((commit) => (touching.has(commit.hash) ? commit : { ...commit, outside: true }))
        : history.commits,
    };
  }
  // Read back only to the nearest release tag (a tag on `to` itself is the release being made).
  const streamed =
    paths.length > 0
      ? undefined
      : await streamCommits(cwd, { to }, tags, (commit, index) => index > 0 && commit.tags.some(isRelease));
  if (streamed && !streamed.commits.some((commit) => (commit.parents?.length ?? 0) > 1)) {
    return {
      from: streamed.stoppedAt ? releases.latest(streamed.stoppedAt.tags) : undefined,
      commits: streamed.commits,
    };
  }
  // Merges (or a path filter) make the walk's order unsafe: everything no earlier release contains.
  const released = [...(await readTags(cwd, to))].filter(
    ([commit, names]) => commit !== request.toCommit && names.some(isRelease),
  );
  const history = await streamCommits(
    cwd,
    { to, paths, exclude: released.map(([commit]) => commit), dateOrder: true },
    tags,
  );
  return {
    from: releases.latest(released.flatMap(([, names]) => names)),
    commits: history.commits,
  };
}
