/**
 * Keep a Changelog's sections, in its order; then git-cliff's default groups for the types Keep a Changelog has no
 * section for (docs, style, test, chore and ci), and "Other" for the rest (git mode lists these with
 * --include-other; entry mode lists every entry).
 */
export const CHANGE_CATEGORIES = [
  'added',
  'changed',
  'deprecated',
  'removed',
  'fixed',
  'security',
  'documentation',
  'styling',
  'testing',
  'miscellaneous',
  'other',
] as const;
export type ChangeCategory = (typeof CHANGE_CATEGORIES)[number];

export const CATEGORY_TITLES: Record<ChangeCategory, string> = {
  added: 'Added',
  changed: 'Changed',
  deprecated: 'Deprecated',
  removed: 'Removed',
  fixed: 'Fixed',
  security: 'Security',
  documentation: 'Documentation',
  styling: 'Styling',
  testing: 'Testing',
  miscellaneous: 'Miscellaneous Tasks',
  other: 'Other',
};

export type BumpType = 'major' | 'minor' | 'patch';

export interface ChangeItem {
  description: string;
  scope?: string;
  /** Full commit hash (git mode). */
  hash?: string;
  /** Link to the commit, when the repository URL is known. */
  url?: string;
  breaking?: boolean;
  /** The Conventional Commits type, where an entry was written with one (entry mode): Angular's sections. */
  type?: string;
}

export interface Release {
  /** null for [Unreleased]. */
  version: string | null;
  /** YYYY-MM-DD; null for [Unreleased]. */
  date: string | null;
  /** The bump that produced this version, when this run chose it. */
  type: BumpType | 'prerelease' | null;
  /** The existing git tag of this release. */
  tag?: string;
  /** The tag a new version is to get (never an existing tag). */
  nextTag?: string;
  compareUrl?: string;
  changes: Partial<Record<ChangeCategory, ChangeItem[]>>;
  /** BREAKING CHANGES notes: each footer's text (or the subject of a bare `!`), with its commit. */
  breaking?: ChangeItem[];
  /** With a repository's changelog config: its sections, in its order (then `changes` is empty). */
  groups?: { title: string; items: ChangeItem[] }[];
  /** The workspace package this release is of, where releases of several packages are listed together. */
  package?: string;
  /** A tagged release whose own commits are all unlisted (ci, chore...): shown with a line saying so. */
  maintenance?: true;
}

/** The clock's local calendar day as YYYY-MM-DD: "today" for the person running it. */
export function formatDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
