import { parseHeader } from '../../conventional/breaking';
import { firstKeywordMatch, type KeywordRule, verbForms } from '../../conventional/keywords';
import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { skippedByGitCliff } from './commits';
import { classifyCommit } from './git-mode';
import { type ChangelogStyle, renderChangelog, renderChangelogStyle } from './markdown';
import {
  type BumpType,
  CHANGE_CATEGORIES,
  type ChangeCategory,
  type ChangeItem,
  formatDay,
  type Release,
} from './release';
import { bumpVersion } from './version';

export interface EntryChangelogInput {
  projectName: string;
  currentVersion: string;
  /** The spec's Version Bump Type; default minor. */
  changeType: BumpType;
  unreleased: boolean;
  entries: readonly string[];
}

export const ENTRY_DEFAULTS: EntryChangelogInput = {
  projectName: 'My Project',
  currentVersion: '1.0.0',
  changeType: 'minor',
  unreleased: false,
  entries: [''],
};

/** The spec's keyword categorisation, in its order; anything else is "changed". */
const CATEGORY_RULES: readonly KeywordRule<ChangeCategory>[] = [
  { value: 'added', words: [...verbForms('add'), 'addition', 'additions', 'new', ...verbForms('feature')] },
  {
    value: 'fixed',
    words: [...verbForms('fix'), 'bug', 'bugs', 'bugfix', 'bugfixes', ...verbForms('resolve')],
  },
  {
    value: 'changed',
    words: [
      ...verbForms('change'),
      ...verbForms('update'),
      ...verbForms('improve', ['improvement', 'improvements']),
    ],
  },
  {
    value: 'removed',
    words: [
      ...verbForms('remove', ['removal', 'removals']),
      ...verbForms('delete', ['deletion', 'deletions']),
    ],
  },
  { value: 'deprecated', words: verbForms('deprecate', ['deprecation', 'deprecations']) },
  { value: 'security', words: ['security', 'vulnerability', 'vulnerabilities', 'secure', 'insecure'] },
];

/** The rule for what entry mode leaves out, as the page and `toolbox changelog --entry` say it. */
export const SKIPPED_RULE =
  "left out, as git-cliff's default config leaves them out: chore(release): prepare for…, chore(deps…), chore(pr), chore(pull)";

export function categorizeEntry(entry: string): ChangeCategory {
  return firstKeywordMatch(entry, CATEGORY_RULES) ?? 'changed';
}

/**
 * One entry as the changelog lists it, or null when git-cliff's default config skips it (`chore(deps): …`,
 * `chore(release): prepare for …`, `chore(pr)`, `chore(pull)`). A Conventional Commits header (`feat(cli)!: drop
 * Node 18`) is read as `toolbox changelog --include-other` reads commits (the same classifier): the prefix goes,
 * the scope and the breaking mark are kept, the type picks the section (feat Added, fix Fixed, perf/refactor
 * Changed, revert Removed, Deprecated and Security by keyword; git-cliff's groups for docs, style, test, chore and
 * ci; Other for the rest). So is a path before a colon, as git-cliff reads it (`go.mod: bump …`: Other). Plain
 * text follows the spec's keyword rule.
 */
export function entryItem(entry: string): { category: ChangeCategory; item: ChangeItem } | null {
  const text = entry.trim();
  if (skippedByGitCliff(text)) return null;
  const classified = classifyCommit(
    { hash: '', date: '', author: '', subject: text, body: '', tags: [] },
    { includeOther: true },
  );
  if (!classified?.type) {
    const loose = parseHeader(text, true);
    const category = loose && /[./]/.test(loose.type) ? 'other' : categorizeEntry(text);
    return { category, item: { description: text } };
  }
  const { description, scope } = classified.item;
  const item: ChangeItem = { description, type: classified.type };
  if (scope) item.scope = scope;
  if (classified.breaking) item.breaking = true;
  return { category: classified.category, item };
}

export interface EntryChangelogResult {
  release: Release;
  /** Entries left out as git-cliff's default config leaves those commits out (SKIPPED_RULE says which). */
  skipped: string[];
  markdown: string;
  /** The release in each style the page offers. */
  styles: Record<ChangelogStyle, string>;
  /** The spec's JSON: version, date, type (the bump chosen), changes by category; breaking ones named too. */
  json: {
    version: string;
    date: string | null;
    type: BumpType;
    changes: Partial<Record<ChangeCategory, string[]>>;
    breaking?: string[];
  };
}

/** The web form's changelog (and `toolbox changelog --entry`). */
export function generateEntryChangelog(input: EntryChangelogInput, clock: Clock): EntryChangelogResult {
  const entries = input.entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) throw new ToolInputError('Please add at least one change entry.', 'Error');
  const skipped = entries.filter((entry) => entryItem(entry) === null);
  // Breaking changes first within their section, as `toolbox changelog` lists them.
  const read = entries
    .flatMap((entry) => entryItem(entry) ?? [])
    .sort((a, b) => Number(!!b.item.breaking) - Number(!!a.item.breaking));
  const sections: Release['changes'] = {};
  for (const category of CHANGE_CATEGORIES) {
    const list = read.filter((entry) => entry.category === category).map((entry) => entry.item);
    if (list.length > 0) sections[category] = list;
  }
  const label = (item: ChangeItem) => (item.scope ? `${item.scope}: ${item.description}` : item.description);
  const breaking = read.filter((entry) => entry.item.breaking).map((entry) => entry.item);
  const version = bumpVersion(input.currentVersion, input.changeType);
  const date = formatDay(clock.now());
  const release: Release = {
    version: input.unreleased ? null : version,
    date: input.unreleased ? null : date,
    type: input.changeType,
    changes: sections,
    ...(read.length === 0 ? { maintenance: true as const } : {}),
    ...(breaking.length > 0
      ? {
          breaking: breaking.map(({ description, scope }) =>
            scope ? { description, scope } : { description },
          ),
        }
      : {}),
  };
  return {
    release,
    skipped,
    markdown: renderChangelog([release]),
    styles: {
      'keep-a-changelog': renderChangelogStyle([release], 'keep-a-changelog'),
      github: renderChangelogStyle([release], 'github'),
      angular: renderChangelogStyle([release], 'angular'),
    },
    json: {
      version: input.unreleased ? 'Unreleased' : version,
      date: input.unreleased ? null : date,
      type: input.changeType,
      changes: Object.fromEntries(
        Object.entries(sections).map(([category, list]) => [category, list.map(label)]),
      ),
      ...(breaking.length > 0 ? { breaking: breaking.map(label) } : {}),
    },
  };
}
