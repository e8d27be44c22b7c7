import { firstKeywordMatch, type KeywordRule, verbForms } from '../../conventional/keywords';
import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { renderChangelog } from './markdown';
import { type BumpType, CHANGE_CATEGORIES, type ChangeCategory, formatDay, type Release } from './release';
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
export const CATEGORY_RULES: readonly KeywordRule<ChangeCategory>[] = [
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

export function categorizeEntry(entry: string): ChangeCategory {
  return firstKeywordMatch(entry, CATEGORY_RULES) ?? 'changed';
}

export interface EntryChangelogResult {
  release: Release;
  markdown: string;
  /** The spec's JSON: version, date, type (the bump chosen), changes by category. */
  json: {
    version: string;
    date: string | null;
    type: BumpType;
    changes: Partial<Record<ChangeCategory, string[]>>;
  };
}

/** The web form's changelog (and `toolbox changelog --entry`). */
export function generateEntryChangelog(input: EntryChangelogInput, clock: Clock): EntryChangelogResult {
  const entries = input.entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) throw new ToolInputError('Please add at least one change entry.', 'Error');
  const categorized = entries.map((entry) => ({ entry, category: categorizeEntry(entry) }));
  const changes: Partial<Record<ChangeCategory, string[]>> = {};
  for (const category of CHANGE_CATEGORIES) {
    const list = categorized.filter((item) => item.category === category).map((item) => item.entry);
    if (list.length > 0) changes[category] = list;
  }
  const version = bumpVersion(input.currentVersion, input.changeType);
  const date = formatDay(clock.now());
  const release: Release = {
    version: input.unreleased ? null : version,
    date: input.unreleased ? null : date,
    type: input.changeType,
    changes: Object.fromEntries(
      Object.entries(changes).map(([category, list]) => [
        category,
        list.map((description) => ({ description })),
      ]),
    ),
  };
  return {
    release,
    markdown: renderChangelog([release]),
    json: {
      version: input.unreleased ? 'Unreleased' : version,
      date: input.unreleased ? null : date,
      type: input.changeType,
      changes,
    },
  };
}
