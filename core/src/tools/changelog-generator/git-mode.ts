import { escapeLinkDestination } from '../../markdown/escape';
import type { Clock } from '../../ports';
import type { ReleaseTags } from './changelog-history';
import { autoBump, type Classified, type Commit, cancelReverts, classifyCommit } from './commits';
import type { ChangelogConfig } from './config';
import type { TagPattern } from './config-pattern';
import { frameChangelog, renderRelease } from './markdown';
import { type BumpType, CHANGE_CATEGORIES, type ChangeItem, formatDay, type Release } from './release';
import { linkIssueRefs, type RepoLinks, repoLinks } from './repo-url';
import { semver } from './semver-functions';
import { nextPrerelease, nextVersion, toSemver } from './version';

export { autoBump, breakingNotes, type Commit, cancelReverts, classifyCommit } from './commits';

export interface GitChangelogOptions {
  /** The tag the range starts after (`--from`); its version is the base for the next one. */
  previousTag?: string;
  /** Overrides the base version (`--current-version`). */
  currentVersion?: string;
  /**
   * `auto` (default) detects it from the commits; otherwise forced, even for 0.x. `prerelease` makes the
   * detected bump a prerelease (1.2.3 -> 1.3.0-beta.0) or counts on from one (1.3.0-beta.0 -> 1.3.0-beta.1).
   */
  bump?: 'auto' | BumpType | 'prerelease';
  /** The prerelease identifier for `bump: 'prerelease'` (beta, rc...). */
  preid?: string;
  /** Commits after the last release go under [Unreleased] instead of a new version. */
  unreleased?: boolean;
  repoUrl?: string;
  /** Which tags mark releases; default: any tag ending in a semantic version (v1.2.3, pkg@1.2.3). */
  tagPattern?: TagPattern;
  /** Non-conventional commits and hidden types (docs, chore...) go under "Other" instead of being skipped. */
  includeOther?: boolean;
  /** The prefix of a new tag when no earlier release tag gives one (default `v`). */
  tagPrefix?: string;
  /** Keep releases with nothing to list (default: left out, as a reader would want). */
  keepEmpty?: boolean;
  /**
   * The repository's changelog config: its parsers decide each commit's section (instead of Keep a Changelog's),
   * its tags which releases are left out, its links what is linked, its header and footer frame the file.
   */
  config?: ChangelogConfig;
}

const VERSION_AT_END = /(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/;

/** Each tag's version once: a history's tags are asked for again and again (per commit, per package line). */
const tagVersions = new Map<string, string | null>();

/** The version a tag names (v1.2.3 -> 1.2.3, pkg@1.2.3 -> 1.2.3), or null. */
export function tagVersion(tag: string): string | null {
  let version = tagVersions.get(tag);
  if (version === undefined) {
    const match = VERSION_AT_END.exec(tag);
    version = match?.[1] && semver.valid(match[1]) ? match[1] : null;
    if (tagVersions.size < 100_000) tagVersions.set(tag, version);
  }
  return version;
}

export function isReleaseTag(tag: string, pattern?: TagPattern): boolean {
  return tagVersion(tag) !== null && (!pattern || pattern.test(tag));
}

/** The release tags `pattern` selects, as the repository's range reading is told them. */
export const releaseTagsOf = (pattern: TagPattern | undefined): ReleaseTags => ({
  isRelease: (tag) => isReleaseTag(tag, pattern),
  latest: (tags) => latestReleaseTag(tags, pattern),
});

/** The release tag with the highest version among `tags`, or undefined. */
export function latestReleaseTag(tags: Iterable<string>, pattern?: TagPattern): string | undefined {
  let best: { tag: string; version: string } | undefined;
  for (const tag of tags) {
    const version = tagVersion(tag);
    if (!version || (pattern && !pattern.test(tag))) continue;
    if (!best || semver.gt(version, best.version)) best = { tag, version };
  }
  return best?.tag;
}

function tagPrefix(tag: string | undefined): string {
  if (!tag) return 'v';
  const version = tagVersion(tag);
  return version ? tag.slice(0, tag.length - version.length) : 'v';
}

/** The config's link patterns as Markdown links (`$1`... in href are the pattern's groups), outside existing links. */
function applyLinkPatterns(text: string, patterns: ChangelogConfig['links']): string {
  let result = text;
  for (const { pattern, href } of patterns) {
    // Split on links already made, so a pattern never rewrites inside one.
    result = result
      .split(/(\[[^\]]*\]\([^)]*\))/)
      .map((part, index) =>
        index % 2 === 1
          ? part
          : pattern.replaceAll(part, (match, groups) => {
              const url = escapeLinkDestination(
                href.replace(
                  /\$(\d+)|\$\{(\d+)\}/g,
                  (_, a: string, b: string) => groups[Number(a ?? b) - 1] ?? '',
                ),
              );
              // The href is the config's (a pull request can change it): only web links are made.
              return /^https?:\/\//i.test(url) ? `[${match}](${url})` : match;
            }),
      )
      .join('');
  }
  return result;
}

function groupChanges(
  classified: readonly Classified[],
  links: RepoLinks | null,
  config?: ChangelogConfig,
): Pick<Release, 'changes' | 'breaking' | 'groups'> {
  const changes: Release['changes'] = {};
  const linked = (text: string) => {
    const own = config?.links.length ? applyLinkPatterns(text, config.links) : text;
    return links ? linkIssueRefs(own, links) : own;
  };
  const withUrl = (item: ChangeItem): ChangeItem =>
    links || config?.links.length
      ? {
          ...item,
          description: linked(item.description),
          ...(item.hash && links ? { url: links.commit(item.hash) } : {}),
        }
      : item;
  // Newest first as git lists them, with breaking changes at the top of each section.
  const ordered = [...classified].sort((a, b) => Number(b.breaking) - Number(a.breaking));
  let groups: Release['groups'];
  if (config) {
    // The config's order, then the parsers' order, then sections named by type (and Other) as they come.
    const titles = [
      ...new Set([
        ...config.groups,
        ...config.parsers.flatMap((parser) => parser.group ?? []),
        ...ordered.flatMap((entry) => (entry.group === 'Other' ? [] : (entry.group ?? []))),
        'Other',
      ]),
    ];
    groups = titles.flatMap((title) => {
      const items = ordered.filter((entry) => entry.group === title).map((entry) => withUrl(entry.item));
      return items.length > 0 ? [{ title, items }] : [];
    });
  } else {
    for (const category of CHANGE_CATEGORIES) {
      const items = ordered
        .filter((entry) => entry.category === category)
        .map((entry) => withUrl(entry.item));
      if (items.length > 0) changes[category] = items;
    }
  }
  const notes = ordered.flatMap((entry) => {
    if (!entry.note) return [];
    const note: ChangeItem = { description: entry.note, hash: entry.item.hash };
    if (entry.item.scope) note.scope = entry.item.scope;
    return [withUrl(note)];
  });
  return {
    changes,
    ...(groups ? { groups } : {}),
    ...(notes.length > 0 ? { breaking: notes } : {}),
  };
}

interface Partition {
  /** Oldest release first; commits newest first. */
  tagged: { commit: Commit; tag: string; commits: Commit[] }[];
  untagged: Commit[];
}

function releaseTagOf(commit: Commit, pattern?: TagPattern): string | undefined {
  // Most commits carry no tag: no array is made for them (a release plan asks once per package).
  if (commit.tags.length === 0) return undefined;
  const tags = commit.tags.filter((tag) => isReleaseTag(tag, pattern));
  if (tags.length === 0) return undefined;
  return tags.sort((a, b) => semver.rcompare(tagVersion(a) ?? '0.0.0', tagVersion(b) ?? '0.0.0'))[0];
}

/**
 * Each commit's parents as positions in the list (those outside it left out), in one flat array: commit i's are
 * `parents[start[i]]` up to `parents[start[i + 1]]`. Built once per list: a release plan cuts the same history
 * once per package.
 */
interface ParentIndex {
  start: Int32Array;
  parents: Int32Array;
}
const parentIndexes = new WeakMap<readonly Commit[], ParentIndex>();
function parentsByPosition(commits: readonly Commit[]): ParentIndex {
  let index = parentIndexes.get(commits);
  if (!index) {
    const byHash = new Map<string, number>();
    let edges = 0;
    for (let position = 0; position < commits.length; position++) {
      const commit = commits[position] as Commit;
      byHash.set(commit.hash, position);
      edges += commit.parents?.length ?? 0;
    }
    const start = new Int32Array(commits.length + 1);
    const parents = new Int32Array(edges);
    let next = 0;
    for (let position = 0; position < commits.length; position++) {
      start[position] = next;
      for (const parent of (commits[position] as Commit).parents ?? []) {
        const at = byHash.get(parent);
        if (at !== undefined) parents[next++] = at;
      }
    }
    start[commits.length] = next;
    index = { start, parents };
    parentIndexes.set(commits, index);
  }
  return index;
}

/**
 * Cuts commits (newest first, no parent before its children: `git log --date-order`) into releases. With
 * parents known, each commit goes to the first release tag (oldest first) whose history contains it; each
 * walk stops at commits already placed, whose ancestors are all placed, so the whole cut is linear.
 */
export function partitionByTags(commits: readonly Commit[], pattern?: TagPattern): Partition {
  const tagged: Partition['tagged'] = [];
  const byAncestry = commits.length > 0 && commits.every((commit) => commit.parents !== undefined);
  if (!byAncestry) {
    let pending: Commit[] = [];
    for (let index = commits.length - 1; index >= 0; index--) {
      const commit = commits[index] as Commit;
      pending.push(commit);
      const tag = releaseTagOf(commit, pattern);
      if (!tag) continue;
      tagged.push({ commit, tag, commits: pending.reverse() });
      pending = [];
    }
    return { tagged, untagged: pending.reverse() };
  }
  const { start, parents } = parentsByPosition(commits);
  const owner = new Int32Array(commits.length).fill(-1);
  for (let index = commits.length - 1; index >= 0; index--) {
    const commit = commits[index] as Commit;
    const tag = releaseTagOf(commit, pattern);
    if (!tag || owner[index] !== -1) {
      if (tag) tagged.push({ commit, tag, commits: [] });
      continue;
    }
    const release = tagged.push({ commit, tag, commits: [] }) - 1;
    const stack = [index];
    while (stack.length > 0) {
      const at = stack.pop() as number;
      if (owner[at] !== -1) continue;
      owner[at] = release;
      for (let edge = start[at] as number; edge < (start[at + 1] as number); edge++) {
        const parentIndex = parents[edge] as number;
        if (owner[parentIndex] === -1) stack.push(parentIndex);
      }
    }
  }
  const untagged: Commit[] = [];
  commits.forEach((commit, index) => {
    const release = owner[index] as number;
    if (release === -1) untagged.push(commit);
    else tagged[release]?.commits.push(commit);
  });
  return { tagged, untagged };
}

/**
 * The next release's commits, from a history that may reach back past earlier releases (newest first, no parent
 * before its children): what no earlier release tag holds, cut by ancestry as `partitionByTags` cuts `--all`, and
 * the latest of those releases, which the next one follows. A release tag on the newest commit is the release
 * being made: the commits it alone holds are the next release's.
 */
export function nextReleaseCommits(
  commits: readonly Commit[],
  pattern?: TagPattern,
): { commits: Commit[]; previous?: string } {
  const { tagged, untagged } = partitionByTags(commits, pattern);
  const making = commits.length > 0 && tagged.at(-1)?.commit === commits[0] ? tagged.pop() : undefined;
  return {
    commits: making ? making.commits : untagged,
    previous: latestReleaseTag(tagged.map(({ tag }) => tag)),
  };
}

function classifyAll(commits: readonly Commit[], options: GitChangelogOptions): Classified[] {
  const listed = commits.filter((commit) => !commit.outside);
  return cancelReverts(listed).flatMap((commit) => classifyCommit(commit, options) ?? []);
}

const isEmpty = (release: Release) =>
  Object.keys(release.changes).length === 0 && !release.groups?.length && !release.breaking?.length;

/**
 * Releases from commits listed newest first (as `git log --date-order` gives them): each release tag closes
 * a release; commits after the last one make the next version (or [Unreleased]). Returned newest first,
 * the next version included even when empty (see `generateGitChangelog` for what is shown).
 */
export function releasesFromCommits(
  commits: readonly Commit[],
  options: GitChangelogOptions,
  clock: Clock,
): Release[] {
  const links = options.repoUrl ? repoLinks(options.repoUrl) : null;
  const releases: Release[] = [];
  let previousTag = options.previousTag;
  const { tagged, untagged } = partitionByTags(commits, options.tagPattern);
  for (const { commit, tag, commits: own } of tagged) {
    const release: Release = {
      version: tagVersion(tag),
      date: commit.date.slice(0, 10),
      type: null,
      tag,
      compareUrl: links && previousTag ? links.compare(previousTag, tag) : undefined,
      ...groupChanges(classifyAll(own, options), links, options.config),
    };
    // A release was made of these commits: kept (`keepEmpty`), it says none of them is listed.
    if (isEmpty(release) && own.some((entry) => !entry.outside)) release.maintenance = true;
    releases.push(release);
    previousTag = tag;
  }
  if (untagged.some((commit) => !commit.outside) || (releases.length === 0 && commits.length > 0)) {
    const pending = classifyAll(untagged, options);
    const lastVersion = previousTag ? tagVersion(previousTag) : null;
    const base = options.currentVersion
      ? toSemver(options.currentVersion, 'Current version')
      : (lastVersion ?? '0.0.0');
    // No release yet: the first is 0.1.0, whatever its commits, as git-cliff's initial_tag makes it.
    const detected = lastVersion || options.currentVersion ? autoBump(base, pending) : 'minor';
    const bump = !options.bump || options.bump === 'auto' ? detected : options.bump;
    const version =
      bump === 'prerelease' ? nextPrerelease(base, detected, options.preid) : nextVersion(base, bump);
    const tag = `${previousTag ? tagPrefix(previousTag) : (options.tagPrefix ?? 'v')}${version}`;
    const release: Release = {
      version: options.unreleased ? null : version,
      date: options.unreleased ? null : formatDay(clock.now()),
      type: bump,
      compareUrl:
        links && previousTag ? links.compare(previousTag, options.unreleased ? 'HEAD' : tag) : undefined,
      ...groupChanges(pending, links, options.config),
    };
    // The tag to create, for a new version; no existing tag is named for it.
    if (!options.unreleased) release.nextTag = tag;
    releases.push(release);
  }
  for (const release of releases) if (release.compareUrl === undefined) delete release.compareUrl;
  return releases.reverse();
}

export interface GitChangelogResult {
  /** The releases shown, newest first: without empty ones unless `keepEmpty`. */
  releases: Release[];
  /** The newest release's version, shown or not (null for [Unreleased]): what --bumped-version prints. */
  nextVersion: string | null;
  /** The releases alone, newest first: what `--prepend` inserts. */
  sections: string;
  /** The whole Keep a Changelog file, preamble included. */
  markdown: string;
  /** The tags of releases left out for having nothing to list (none with `keepEmpty`), newest first. */
  leftOut: string[];
}

export function generateGitChangelog(
  commits: readonly Commit[],
  options: GitChangelogOptions,
  clock: Clock,
): GitChangelogResult {
  const all = releasesFromCommits(commits, options, clock);
  // The config's skipped tags cut their releases, which are then left out with their commits (git-cliff's skip_tags).
  const skip = options.config?.tags.skip;
  const kept = skip ? all.filter((release) => !(release.tag && skip.test(release.tag))) : all;
  // As git-cliff: a release with nothing to list is left out (the caller says how many), unless kept on request,
  // where a release of unlisted commits says so (`maintenance`).
  const releases = options.keepEmpty ? kept : kept.filter((release) => !isEmpty(release));
  const leftOut = options.keepEmpty
    ? []
    : kept.flatMap((release) => (release.tag && isEmpty(release) ? [release.tag] : []));
  // Each release is rendered once, for both the sections and the whole file.
  const rendered = releases.map(renderRelease);
  return {
    releases,
    nextVersion: all[0]?.version ?? null,
    sections: rendered.join('\n'),
    markdown: frameChangelog(rendered, options.config),
    leftOut,
  };
}

/** What comes before a release tag's version: `v` in v1.2.3, `create-vite@` in create-vite@9.1.2. */
export function releaseTagPrefix(tag: string): string | null {
  const version = tagVersion(tag);
  return version === null ? null : tag.slice(0, tag.length - version.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The version line the release tags of a repository form when no pattern is given: one line when every tag
 * has the same prefix; with package tags beside them (vite: `v8.2.2` and `create-vite@9.1.2`), the plain
 * `v`/bare line; otherwise null with the prefixes, so the caller asks for a package instead of mixing lines.
 */
export function defaultTagLine(tags: Iterable<string>): { pattern?: RegExp; prefixes: string[] } {
  const counts = new Map<string, number>();
  for (const tag of tags) {
    const prefix = releaseTagPrefix(tag);
    if (prefix !== null) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  const prefixes = [...counts.keys()].sort();
  if (prefixes.length <= 1) return { prefixes };
  const plain = ['v', '', 'V'].filter((prefix) => counts.has(prefix));
  if (plain.length === 0) return { prefixes };
  return { pattern: new RegExp(`^(?:${plain.map(escapeRegExp).join('|')})\\d+\\.\\d+\\.\\d+`), prefixes };
}

/**
 * The release tags a config selects: its `pattern` (any semantic-version tag without one) minus its `ignore`
 * tags, which are no release (their commits go to the next). `--tag-pattern` replaces the pattern. Without a
 * config, the override alone.
 */
export function configTagPattern(
  config: ChangelogConfig | undefined,
  override?: TagPattern,
): TagPattern | undefined {
  if (!config) return override;
  const pattern = override ?? config.tags.pattern;
  const ignore = config.tags.ignore;
  if (!ignore) return pattern;
  return { test: (tag) => !ignore.test(tag) && (!pattern || pattern.test(tag)) };
}
