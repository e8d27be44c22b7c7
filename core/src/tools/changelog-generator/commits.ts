import { breakingNotes, hasBreakingFooter, parseHeader } from '../../conventional/breaking';
import { firstKeywordMatch, type KeywordRule, verbForms } from '../../conventional/keywords';
import { isIgnoredMessage } from '../../conventional/message';
import type { ChangelogConfig } from './config';
import type { BumpType, ChangeCategory, ChangeItem } from './release';
import { semver } from './semver-functions';

export { breakingNotes };

// Commits as data, and what each means for a changelog: its section, its breaking notes, the bump it asks for.

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
  /**
   * Parent hashes (`%P`). When every commit has them, releases are cut by ancestry: a commit belongs to the
   * first release tag that contains it, as `git tag --contains` and git-cliff see it; without them, by list order.
   */
  parents?: readonly string[];
  /** Outside the paths asked for (`--include-path`): it still cuts releases by ancestry, but is not listed. */
  outside?: boolean;
}

const TYPE_SECTIONS: Readonly<Record<string, ChangeCategory>> = {
  feat: 'added',
  fix: 'fixed',
  perf: 'changed',
  refactor: 'changed',
  revert: 'removed',
};

/**
 * git-cliff's default groups (its config/cliff.toml commit_parsers, `^doc`, `^style`, `^test`, `^chore|^ci`) for
 * the types Keep a Changelog has no section for.
 */
function cliffSection(type: string): ChangeCategory | undefined {
  if (type.startsWith('doc')) return 'documentation';
  if (type.startsWith('style')) return 'styling';
  if (type.startsWith('test')) return 'testing';
  if (type.startsWith('chore') || type.startsWith('ci')) return 'miscellaneous';
  return undefined;
}

/** Commits git-cliff's default config skips: release preparation, dependency updates, pull request chores. */
const CLIFF_SKIPS = /^chore\((?:release\): prepare for|deps.*\)|pr\)|pull\))/;

/** Whether git-cliff's default config skips this header (so does the changelog, whatever it lists). */
export const skippedByGitCliff = (subject: string): boolean => CLIFF_SKIPS.test(subject.trim());

const KEYWORD_SECTIONS: readonly KeywordRule<ChangeCategory>[] = [
  {
    value: 'security',
    words: ['security', 'vulnerability', 'vulnerabilities', 'cve', 'xss', 'csrf', 'insecure'],
  },
  { value: 'deprecated', words: verbForms('deprecate', ['deprecation', 'deprecations']) },
];

export interface Classified {
  category: ChangeCategory;
  /** The config's section title (with a config, instead of `category`). */
  group?: string;
  item: ChangeItem;
  type: string | null;
  breaking: boolean;
  /** The BREAKING CHANGE footer's text (or the subject for a bare `!`), for the release's notes. */
  note?: string;
}

/** Types whose subjects may land in the keyword sections (Deprecated, Security): what users see. */
const USER_FACING_TYPES = new Set(['feat', 'fix', 'perf', 'refactor']);

/** Where a commit goes in the changelog, or null when it is skipped. */
export function classifyCommit(
  commit: Commit,
  options: { includeOther?: boolean; config?: ChangelogConfig } = {},
): Classified | null {
  if (options.config) return classifyByConfig(commit, options.config, options.includeOther);
  const subject = commit.subject.trim();
  if (/^Merge /.test(subject) || /^(amend|fixup|squash)!/.test(subject)) return null;
  // git's `Revert "X"`, and GitHub's squash of it, `Revert "X" (#12)`.
  const gitRevert = /^Revert "(.*)"( \(#\d+\))?$/.exec(subject);
  if (gitRevert) {
    return {
      category: 'removed',
      type: 'revert',
      breaking: false,
      item: { description: `revert "${gitRevert[1]}"${gitRevert[2] ?? ''}`, hash: commit.hash },
    };
  }
  // The header and footer patterns of conventional-changelog-conventionalcommits (as lint's parser uses
  // them), applied directly: a changelog reads tens of thousands of commits and needs nothing else.
  const header = parseHeader(subject);
  const type = header?.type.toLowerCase() || null;
  const breaking = !!header?.breaking || hasBreakingFooter(commit.body);
  const parsed = { type, scope: header?.scope ?? null, subject: header?.subject ?? null };
  if (!type || !parsed.subject) {
    if (!options.includeOther || isIgnoredMessage(subject)) return null;
    return {
      category: firstKeywordMatch(subject, KEYWORD_SECTIONS) ?? 'other',
      type: null,
      breaking: false,
      item: { description: subject, hash: commit.hash },
    };
  }
  const item: ChangeItem = { description: parsed.subject, hash: commit.hash, breaking };
  if (parsed.scope) item.scope = parsed.scope;
  const keyword = USER_FACING_TYPES.has(type)
    ? firstKeywordMatch(parsed.subject, KEYWORD_SECTIONS)
    : undefined;
  // Types without a Keep a Changelog section are listed when breaking or asked for, in git-cliff's groups.
  const listed = breaking || options.includeOther;
  if (!keyword && !TYPE_SECTIONS[type] && listed && skippedByGitCliff(subject)) return null;
  const category =
    keyword ??
    TYPE_SECTIONS[type] ??
    (listed ? (cliffSection(type) ?? (breaking ? 'changed' : 'other')) : null);
  if (!category) return null;
  const classified: Classified = { category, item, type, breaking };
  if (breaking) classified.note = breakingNotes(commit.body).join('\n\n') || parsed.subject;
  return classified;
}

/**
 * A commit's section by the config's parsers, as git-cliff applies commit_parsers: the first parser whose
 * `message` regex matches the whole message (subject and body, trimmed) or whose `body` regex matches the body
 * decides: its group, or skip. The entry reads like a conventional one (description, scope, breaking).
 */
function classifyByConfig(commit: Commit, config: ChangelogConfig, includeOther = false): Classified | null {
  const subject = commit.subject.trim();
  if (/^(amend|fixup|squash)!/.test(subject)) return null;
  // git-cliff's parser (git-conventional) takes any word up to `(`, `!` or `:` as the type: `README.md: …` too.
  const header = parseHeader(subject, true);
  const rawType = header?.type || null;
  const type = rawType?.toLowerCase() ?? null;
  const conventional = !!type && !!header?.subject;
  if (config.conventional && !conventional) return null;
  const message = (commit.body.trim() ? `${subject}\n\n${commit.body.trim()}` : subject).trim();
  // As in git-cliff, a `body` parser reads a conventional commit's body; other commits have none.
  const body = conventional ? commit.body.trim() : '';
  const parser = config.parsers.find(
    (candidate) => candidate.message?.test(message) || (body !== '' && candidate.body?.test(body)),
  );
  if (parser?.skip) return null;
  const typeGroup =
    config.unmatched === 'type' && conventional && rawType
      ? rawType[0]?.toUpperCase() + rawType.slice(1)
      : undefined;
  const group =
    parser?.group ?? typeGroup ?? (config.unmatched === 'other' || includeOther ? 'Other' : undefined);
  if (group === undefined) return null;
  const breaking = conventional && (!!header?.breaking || hasBreakingFooter(commit.body));
  const item: ChangeItem = {
    description: conventional && header ? header.subject : subject,
    hash: commit.hash,
    breaking,
  };
  if (conventional && header?.scope) item.scope = header.scope;
  const classified: Classified = {
    category: 'other',
    group,
    item,
    type: conventional ? type : null,
    breaking,
  };
  if (breaking) classified.note = breakingNotes(commit.body).join('\n\n') || item.description;
  return classified;
}

/** Breaking -> major, feat -> minor, else patch; before 1.0.0 a breaking change bumps the minor. */
export function autoBump(baseVersion: string, classified: readonly Classified[]): BumpType {
  const breaking = classified.some((entry) => entry.breaking);
  if (breaking) return semver.major(baseVersion) === 0 ? 'minor' : 'major';
  return classified.some((entry) => entry.type === 'feat') ? 'minor' : 'patch';
}

const REVERTS = /This reverts commit ([0-9a-f]{7,40})/;

/** A release's commits without the reverts of commits in the same release and those commits (newest first). */
export function cancelReverts(commits: readonly Commit[]): Commit[] {
  const dropped = new Set<Commit>();
  for (const commit of commits) {
    if (dropped.has(commit) || !commit.body.includes('This reverts commit')) continue;
    const target = REVERTS.exec(commit.body)?.[1];
    if (!target) continue;
    const reverted = commits.find(
      (other) => other !== commit && !dropped.has(other) && other.hash.startsWith(target),
    );
    if (!reverted) continue;
    dropped.add(commit);
    dropped.add(reverted);
  }
  return dropped.size === 0 ? [...commits] : commits.filter((commit) => !dropped.has(commit));
}
