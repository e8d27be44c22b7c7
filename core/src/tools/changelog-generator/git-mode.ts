import semver from 'semver';
import { firstKeywordMatch, type KeywordRule, verbForms } from '../../conventional/keywords';
import { isIgnoredMessage } from '../../conventional/message';
import type { Clock } from '../../ports';
import { renderChangelog, renderRelease } from './markdown';
import {
  type BumpType,
  CHANGE_CATEGORIES,
  type ChangeCategory,
  type ChangeItem,
  formatDay,
  type Release,
} from './release';
import { repoLinks } from './repo-url';
import { nextVersion, toSemver } from './version';

/** One commit as the CLI reads it from `git log`; core never touches a repository. */
export interface Commit {
  hash: string;
  /** ISO 8601 committer date, as `git log --format=%cI` prints it. */
  date: string;
  author: string;
  subject: string;
  body: string;
  /** Tags pointing at this commit. */
  tags: readonly string[];
}

export interface GitChangelogOptions {
  /** The tag the range starts after (`--from`); its version is the base for the next one. */
  previousTag?: string;
  /** Overrides the base version (`--current-version`). */
  currentVersion?: string;
  /** `auto` (default) detects it from the commits; otherwise forced, even for 0.x. */
  bump?: 'auto' | BumpType;
  /** Commits after the last release go under [Unreleased] instead of a new version. */
  unreleased?: boolean;
  repoUrl?: string;
  /** Which tags mark releases; default: any tag ending in a semantic version (v1.2.3, pkg@1.2.3). */
  tagPattern?: RegExp;
  /** Non-conventional commits and hidden types (docs, chore...) go under "Other" instead of being skipped. */
  includeOther?: boolean;
}

const VERSION_AT_END = /(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/;

/** The version a tag names (v1.2.3 -> 1.2.3, pkg@1.2.3 -> 1.2.3), or null. */
export function tagVersion(tag: string): string | null {
  const match = VERSION_AT_END.exec(tag);
  return match?.[1] && semver.valid(match[1]) ? match[1] : null;
}

export function isReleaseTag(tag: string, pattern?: RegExp): boolean {
  return tagVersion(tag) !== null && (!pattern || pattern.test(tag));
}

/** The release tag with the highest version among `tags`, or undefined. */
export function latestReleaseTag(tags: Iterable<string>, pattern?: RegExp): string | undefined {
  let best: { tag: string; version: string } | undefined;
  for (const tag of tags) {
    const version = tagVersion(tag);
    if (!version || (pattern && !pattern.test(tag))) continue;
    if (!best || semver.gt(version, best.version)) best = { tag, version };
  }
  return best?.tag;
}

const HEADER = /^(\w*)(?:\((.*)\))?(!?): (.*)$/;
const BREAKING_FOOTER = /^BREAKING[ -]CHANGE:/m;

const TYPE_SECTIONS: Readonly<Record<string, ChangeCategory>> = {
  feat: 'added',
  fix: 'fixed',
  perf: 'changed',
  refactor: 'changed',
  revert: 'removed',
};

const KEYWORD_SECTIONS: readonly KeywordRule<ChangeCategory>[] = [
  {
    value: 'security',
    words: ['security', 'vulnerability', 'vulnerabilities', 'cve', 'xss', 'csrf', 'insecure'],
  },
  { value: 'deprecated', words: verbForms('deprecate', ['deprecation', 'deprecations']) },
];

interface Classified {
  category: ChangeCategory;
  item: ChangeItem;
  type: string | null;
  breaking: boolean;
}

/** Where a commit goes in the changelog, or null when it is skipped. */
export function classifyCommit(
  commit: Commit,
  options: Pick<GitChangelogOptions, 'includeOther'> = {},
): Classified | null {
  const subject = commit.subject.trim();
  if (/^Merge /.test(subject) || /^(amend|fixup|squash)!/.test(subject)) return null;
  const gitRevert = /^Revert "(.*)"$/.exec(subject);
  if (gitRevert) {
    return {
      category: 'removed',
      type: 'revert',
      breaking: false,
      item: { description: `revert "${gitRevert[1]}"`, hash: commit.hash },
    };
  }
  // The header and footer patterns of conventional-changelog-conventionalcommits (as lint's parser uses
  // them), applied directly: a changelog reads tens of thousands of commits and needs nothing else.
  const header = HEADER.exec(subject);
  const type = header?.[1]?.toLowerCase() || null;
  const breaking = !!header?.[3] || BREAKING_FOOTER.test(commit.body);
  const parsed = { type, scope: header?.[2] || null, subject: header?.[4] ?? null };
  if (!type || !parsed.subject) {
    if (!options.includeOther || isIgnoredMessage(subject)) return null;
    return {
      category: 'other',
      type: null,
      breaking: false,
      item: { description: subject, hash: commit.hash },
    };
  }
  const item: ChangeItem = { description: parsed.subject, hash: commit.hash, breaking };
  if (parsed.scope) item.scope = parsed.scope;
  const category =
    firstKeywordMatch(parsed.subject, KEYWORD_SECTIONS) ??
    TYPE_SECTIONS[type] ??
    (breaking ? 'changed' : options.includeOther ? 'other' : null);
  return category ? { category, item, type, breaking } : null;
}

/** Breaking -> major, feat -> minor, else patch; before 1.0.0 a breaking change bumps the minor. */
export function autoBump(baseVersion: string, classified: readonly Classified[]): BumpType {
  const breaking = classified.some((entry) => entry.breaking);
  if (breaking) return semver.major(baseVersion) === 0 ? 'minor' : 'major';
  return classified.some((entry) => entry.type === 'feat') ? 'minor' : 'patch';
}

function tagPrefix(tag: string | undefined): string {
  if (!tag) return 'v';
  const version = tagVersion(tag);
  return version ? tag.slice(0, tag.length - version.length) : 'v';
}

function groupChanges(
  classified: readonly Classified[],
  commitUrl?: (hash: string) => string,
): Release['changes'] {
  const changes: Release['changes'] = {};
  // Newest first as git lists them, with breaking changes at the top of each section.
  const ordered = [...classified].reverse().sort((a, b) => Number(b.breaking) - Number(a.breaking));
  for (const category of CHANGE_CATEGORIES) {
    const items = ordered
      .filter((entry) => entry.category === category)
      .map((entry) =>
        entry.item.hash && commitUrl ? { ...entry.item, url: commitUrl(entry.item.hash) } : entry.item,
      );
    if (items.length > 0) changes[category] = items;
  }
  return changes;
}

/**
 * Releases from commits listed newest first (as `git log` gives them): each release tag closes a release;
 * commits after the last one make the next version (or [Unreleased]). Returned newest first.
 */
export function releasesFromCommits(
  commits: readonly Commit[],
  options: GitChangelogOptions,
  clock: Clock,
): Release[] {
  const links = options.repoUrl ? repoLinks(options.repoUrl) : null;
  const releases: Release[] = [];
  let previousTag = options.previousTag;
  let pending: Classified[] = [];
  for (let index = commits.length - 1; index >= 0; index--) {
    const commit = commits[index] as Commit;
    const classified = classifyCommit(commit, options);
    if (classified) pending.push(classified);
    const tags = commit.tags.filter((tag) => isReleaseTag(tag, options.tagPattern));
    if (tags.length === 0) continue;
    const tag = tags.sort((a, b) =>
      semver.rcompare(tagVersion(a) ?? '0.0.0', tagVersion(b) ?? '0.0.0'),
    )[0] as string;
    releases.push({
      version: tagVersion(tag),
      date: commit.date.slice(0, 10),
      type: null,
      tag,
      compareUrl: links && previousTag ? links.compare(previousTag, tag) : undefined,
      changes: groupChanges(pending, links?.commit),
    });
    previousTag = tag;
    pending = [];
  }
  if (pending.length > 0 || (releases.length === 0 && commits.length > 0)) {
    const lastVersion = previousTag ? tagVersion(previousTag) : null;
    const base = options.currentVersion
      ? toSemver(options.currentVersion, 'Current version')
      : (lastVersion ?? '0.0.0');
    const bump = !options.bump || options.bump === 'auto' ? autoBump(base, pending) : options.bump;
    const version = nextVersion(base, bump);
    const tag = `${tagPrefix(previousTag)}${version}`;
    releases.push({
      version: options.unreleased ? null : version,
      date: options.unreleased ? null : formatDay(clock.now()),
      type: bump,
      tag: options.unreleased ? undefined : tag,
      compareUrl:
        links && previousTag ? links.compare(previousTag, options.unreleased ? 'HEAD' : tag) : undefined,
      changes: groupChanges(pending, links?.commit),
    });
  }
  for (const release of releases) if (release.compareUrl === undefined) delete release.compareUrl;
  return releases.reverse();
}

export interface GitChangelogResult {
  releases: Release[];
  /** The releases alone, newest first: what `--prepend` inserts. */
  sections: string;
  /** The whole Keep a Changelog file, preamble included. */
  markdown: string;
}

export function generateGitChangelog(
  commits: readonly Commit[],
  options: GitChangelogOptions,
  clock: Clock,
): GitChangelogResult {
  const releases = releasesFromCommits(commits, options, clock);
  return {
    releases,
    sections: releases.map(renderRelease).join('\n'),
    markdown: renderChangelog(releases),
  };
}
