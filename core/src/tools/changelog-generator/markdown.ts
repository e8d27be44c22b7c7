import type { ChangelogConfig } from './config';
import {
  CATEGORY_TITLES,
  CHANGE_CATEGORIES,
  type ChangeCategory,
  type ChangeItem,
  type Release,
} from './release';

export const CHANGELOG_PREAMBLE = [
  '# Changelog',
  '',
  'All notable changes to this project will be documented in this file.',
  '',
  'The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),',
  'and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).',
].join('\n');

/**
 * How an existing changelog names its sections and bullets its entries (conventional-changelog's `### Bug Fixes`
 * and `* `, git-cliff's `### 🐛 Bug Fixes`), for `--prepend`; by default Keep a Changelog's titles and `- `.
 */
export interface SectionStyle {
  titles: Partial<Record<ChangeCategory | 'breaking', string>>;
  bullet: '-' | '*';
}

/** The body of a release made of commits none of which is listed (ci, chore...). */
const MAINTENANCE_LINE = '_Only maintenance changes._';

const KEEP_A_CHANGELOG: SectionStyle = { titles: {}, bullet: '-' };

function renderItem(item: ChangeItem, bullet: SectionStyle['bullet'] = '-'): string {
  const parts: string[] = [];
  if (item.breaking) parts.push('**BREAKING**');
  if (item.scope) parts.push(`**${item.scope}:**`);
  parts.push(item.description);
  if (item.hash) {
    const short = item.hash.slice(0, 7);
    parts.push(item.url ? `([${short}](${item.url}))` : `(${short})`);
  }
  return `${bullet} ${parts.join(' ')}`;
}

function renderReleaseHeading(release: Release): string {
  // Releases of several packages side by side are headed by their tags (`@changesets/cli@2.27.0`).
  const label = (release.package ? release.tag : undefined) ?? release.version ?? 'Unreleased';
  const title = release.compareUrl ? `[${label}](${release.compareUrl})` : `[${label}]`;
  return release.date && release.version ? `## ${title} - ${release.date}` : `## ${title}`;
}

/** A BREAKING CHANGES note: its text, indented under the bullet when it spans several lines. */
function renderNote(item: ChangeItem, bullet: SectionStyle['bullet'] = '-'): string {
  const [first = '', ...rest] = renderItem({ ...item, description: item.description.replace(/\n+/g, '\n') })
    .slice(2)
    .split('\n');
  return [`${bullet} ${first}`, ...rest.map((line) => (line ? `  ${line}` : ''))].join('\n');
}

/** The BREAKING CHANGES notes and the non-empty sections in Keep a Changelog order ('' when none). */
export function renderReleaseBody(release: Release, style: SectionStyle = KEEP_A_CHANGELOG): string {
  const list = (items: readonly ChangeItem[]) =>
    items.map((item) => renderItem(item, style.bullet)).join('\n');
  const notes = release.breaking?.length
    ? [
        `### ${style.titles.breaking ?? 'BREAKING CHANGES'}\n\n${release.breaking.map((item) => renderNote(item, style.bullet)).join('\n')}`,
      ]
    : [];
  const sections = release.groups
    ? release.groups.map(({ title, items }) => `### ${title}\n\n${list(items)}`)
    : CHANGE_CATEGORIES.flatMap((category) => {
        const items = release.changes[category] ?? [];
        if (items.length === 0) return [];
        return [`### ${style.titles[category] ?? CATEGORY_TITLES[category]}\n\n${list(items)}`];
      });
  const maintenance = release.maintenance && sections.length === 0 ? [MAINTENANCE_LINE] : [];
  const body = [...notes, ...sections, ...maintenance].join('\n\n');
  return body ? `${body}\n` : '';
}

/** One release: its heading, then its body; ends with a newline. */
export function renderRelease(release: Release): string {
  const body = renderReleaseBody(release);
  return `${renderReleaseHeading(release)}\n${body ? `\n${body}` : ''}`;
}

/** A whole document: the preamble (or the config's header), the releases newest first, the config's footer. */
export function renderChangelog(
  releases: readonly Release[],
  config?: Pick<ChangelogConfig, 'header' | 'footer'>,
): string {
  return frameChangelog(releases.map(renderRelease), config);
}

/** The releases already rendered (`renderRelease`, newest first) between the preamble or header and the footer. */
export function frameChangelog(
  rendered: readonly string[],
  config?: Pick<ChangelogConfig, 'header' | 'footer'>,
): string {
  const header = config?.header?.trim() ? `${config.header.trim()}\n` : `${CHANGELOG_PREAMBLE}\n`;
  const footer = config?.footer?.trim() ? [`${config.footer.trim()}\n`] : [];
  return [header, ...rendered, ...footer].join('\n');
}

/** The changelog styles the page offers: one release model, three shapes. */
export const CHANGELOG_STYLES = ['keep-a-changelog', 'github', 'angular'] as const;
export type ChangelogStyle = (typeof CHANGELOG_STYLES)[number];

export const CHANGELOG_STYLE_LABELS: Record<ChangelogStyle, string> = {
  'keep-a-changelog': 'Keep a Changelog',
  github: 'GitHub release notes',
  angular: 'Angular',
};

/** A release's items with its breaking ones first, each section's own order kept. */
function sectionsOf(release: Release): { title: string; category?: ChangeCategory; items: ChangeItem[] }[] {
  if (release.groups) return release.groups;
  return CHANGE_CATEGORIES.flatMap((category) => {
    const items = release.changes[category] ?? [];
    return items.length > 0 ? [{ title: CATEGORY_TITLES[category], category, items }] : [];
  });
}

const scoped = (item: ChangeItem) => `${item.scope ? `**${item.scope}:** ` : ''}${item.description}`;
const hashLink = (item: ChangeItem) => {
  if (!item.hash) return '';
  const short = item.hash.slice(0, 7);
  return item.url ? ` ([${short}](${item.url}))` : ` (${short})`;
};

/**
 * GitHub's generated release notes, as a repository's `.github/release.yml` categories shape them: "What's
 * Changed", one `###` category each (breaking changes first), `*` bullets, and the compare link as "Full
 * Changelog"; each change once. The version is the release's title on GitHub, not part of its body.
 */
function renderGithubRelease(release: Release): string {
  const lines = ["## What's Changed", ''];
  const breaking = release.breaking ?? [];
  if (breaking.length > 0)
    lines.push(
      '### ⚠️ Breaking Changes',
      '',
      ...breaking.map((item) => `* ${scoped(item)}${hashLink(item)}`),
      '',
    );
  // As with release.yml, each change is listed once: a breaking one under Breaking Changes only.
  for (const section of sectionsOf(release)) {
    const items = breaking.length > 0 ? section.items.filter((item) => !item.breaking) : section.items;
    if (items.length === 0) continue;
    lines.push(`### ${section.title}`, '', ...items.map((item) => `* ${scoped(item)}${hashLink(item)}`), '');
  }
  if (release.compareUrl) lines.push(`**Full Changelog**: ${release.compareUrl}`, '');
  return lines.join('\n');
}

const ANGULAR_TYPES: Readonly<Record<string, string>> = {
  feat: 'Features',
  fix: 'Bug Fixes',
  perf: 'Performance Improvements',
  revert: 'Reverts',
  docs: 'Documentation',
  style: 'Styles',
  refactor: 'Code Refactoring',
  test: 'Tests',
  build: 'Build System',
  ci: 'Continuous Integration',
  chore: 'Chores',
};
const ANGULAR_CATEGORIES: Readonly<Record<ChangeCategory, string>> = {
  added: 'Features',
  fixed: 'Bug Fixes',
  security: 'Bug Fixes',
  documentation: 'Documentation',
  styling: 'Styles',
  testing: 'Tests',
  miscellaneous: 'Chores',
  changed: 'Changes',
  deprecated: 'Deprecations',
  removed: 'Removals',
  other: 'Other',
};

/**
 * conventional-changelog's Angular preset: `#` heading with the version (`##` for a patch) and the date in
 * brackets, sections named by commit type in alphabetical order, `*` bullets with the scope in bold. Its
 * BREAKING CHANGES notes come first here (the preset prints them last), as the newer conventionalcommits preset
 * and release-please do.
 */
function renderAngularRelease(release: Release): string {
  const level = release.type === 'patch' ? '##' : '#';
  const version = release.version ?? 'Unreleased';
  const title = release.compareUrl ? `[${version}](${release.compareUrl})` : version;
  const lines = [`${level} ${title}${release.date && release.version ? ` (${release.date})` : ''}`, ''];
  const breaking = release.breaking ?? [];
  if (breaking.length > 0)
    lines.push(
      '',
      '### BREAKING CHANGES',
      '',
      ...breaking.map((item) => `* ${scoped(item)}${hashLink(item)}`),
      '',
    );
  const byTitle = new Map<string, ChangeItem[]>();
  for (const section of sectionsOf(release)) {
    for (const item of section.items) {
      const heading =
        (item.type && ANGULAR_TYPES[item.type]) ||
        (section.category ? ANGULAR_CATEGORIES[section.category] : section.title);
      byTitle.set(heading, [...(byTitle.get(heading) ?? []), item]);
    }
  }
  for (const heading of [...byTitle.keys()].sort()) {
    const items = byTitle.get(heading) ?? [];
    lines.push('', `### ${heading}`, '', ...items.map((item) => `* ${scoped(item)}${hashLink(item)}`), '');
  }
  return lines.join('\n');
}

/** Releases (newest first) in one of the page's styles; Keep a Changelog is `renderChangelog`'s whole file. */
export function renderChangelogStyle(releases: readonly Release[], style: ChangelogStyle): string {
  if (style === 'keep-a-changelog') return renderChangelog(releases);
  const render = style === 'github' ? renderGithubRelease : renderAngularRelease;
  const parts = releases.map((release) =>
    style === 'github' && releases.length > 1
      ? `# ${release.version ?? 'Unreleased'}\n\n${render(release)}`
      : render(release),
  );
  return `${parts
    .join('\n')
    .replace(/\n{3,}$/, '\n')
    .trimEnd()}\n`;
}
