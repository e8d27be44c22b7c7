import type { Clock } from '../../ports';
import type { ChangelogRepository, WorkspacePackage } from './changelog-history';
import type { ChangelogConfig } from './config';
import { generateGitChangelog, latestReleaseTag, releaseTagPrefix, releaseTagsOf } from './git-mode';
import type { Release } from './release';
import { packageTagLine, tagPrefixesOf } from './tag-line';

export interface PackageLinesInput {
  to: string;
  includePaths: readonly string[];
  includeOther: boolean;
  keepEmpty: boolean;
}

export interface PackageLines {
  /** One section per package release, newest first, each headed by its tag. */
  releases: Release[];
  /** The tags of releases left out for having nothing to list. */
  leftOut: string[];
  /** Tag prefixes whose package no tree names: their releases are not written (`name@`, `name-v`). */
  unfound: string[];
}

interface Line {
  name: string;
  /** Its folder now and where its newest release had it (a package moved, or gone from the workspace). */
  dirs: Set<string>;
  prefixes: Set<string>;
}

/**
 * The package of each tag prefix, its prefixes (every style it was released under: `get-dependents-graph@` and
 * `@changesets/get-dependents-graph@`) made one line: the workspace's or release-please's package, and the
 * package.json the tree of the prefix's newest tag names it in.
 */
async function linesOf(
  prefixes: readonly string[],
  known: readonly WorkspacePackage[],
  tags: readonly string[],
  repository: ChangelogRepository,
): Promise<{ lines: Line[]; unfound: string[] }> {
  const lines = new Map<string, Line>();
  const unfound: string[] = [];
  const atRef = new Map<string, Promise<readonly WorkspacePackage[]>>();
  const packagesAt = (ref: string) => {
    let packages = atRef.get(ref);
    if (!packages) {
      packages = repository.packagesAt(ref);
      atRef.set(ref, packages);
    }
    return packages;
  };
  for (const prefix of prefixes) {
    const own = (pkg: WorkspacePackage) => tagPrefixesOf(pkg).has(prefix);
    const now = known.find(own);
    const newest = latestReleaseTag(tags.filter((tag) => releaseTagPrefix(tag) === prefix));
    const then = newest === undefined ? [] : await packagesAt(newest);
    const named = now?.name ?? prefix.replace(/(@|-v)$/, '');
    const released = then.find((pkg) => pkg.name === named) ?? (now ? undefined : then.find(own));
    const pkg = now ?? released;
    if (!pkg) {
      unfound.push(prefix);
      continue;
    }
    const line = lines.get(pkg.name) ?? { name: pkg.name, dirs: new Set(), prefixes: new Set() };
    for (const dir of [now?.dir, released?.dir]) if (dir !== undefined) line.dirs.add(dir);
    line.prefixes.add(prefix);
    lines.set(pkg.name, line);
  }
  return { lines: [...lines.values()], unfound };
}

/**
 * `--all` where the tags are package lines only (a changesets workspace), as git-cliff run per package: each
 * package's commits (those touching its folder) under the first of its releases whose tag contains them, one
 * section per package release (headed by its tag), newest first. A commit that touched two packages is in each.
 */
export async function packageLineReleases(
  input: PackageLinesInput,
  prefixes: readonly string[],
  context: { repository: ChangelogRepository; config: ChangelogConfig | undefined; clock: Clock },
  tags: readonly string[],
  known: readonly WorkspacePackage[],
): Promise<PackageLines> {
  const { repository, config } = context;
  const { lines, unfound } = await linesOf(prefixes, known, tags, repository);
  const repoUrl = await repository.repoUrl();
  const releases: Release[] = [];
  const leftOut: string[] = [];
  for (const { name, dirs, prefixes: own } of lines) {
    const { pattern } = packageTagLine(tags, own, config);
    const { commits } = await repository.readRange({
      to: input.to,
      all: true,
      paths: input.includePaths,
      packageDirs: [...dirs],
      releases: releaseTagsOf(pattern),
    });
    const line = generateGitChangelog(
      commits,
      {
        repoUrl,
        tagPattern: pattern,
        includeOther: input.includeOther,
        keepEmpty: input.keepEmpty,
        config,
      },
      context.clock,
    );
    for (const release of line.releases) if (release.tag) releases.push({ ...release, package: name });
    leftOut.push(...line.leftOut);
  }
  const newestFirst = (a: Release, b: Release) =>
    (b.date ?? '').localeCompare(a.date ?? '') || (a.tag ?? '').localeCompare(b.tag ?? '');
  return { releases: releases.sort(newestFirst), leftOut, unfound };
}
