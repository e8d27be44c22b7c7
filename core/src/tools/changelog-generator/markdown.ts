import { ToolInputError } from '../../errors';
import { CATEGORY_TITLES, CHANGE_CATEGORIES, type ChangeItem, type Release } from './release';

export const CHANGELOG_PREAMBLE = [
  '# Changelog',
  '',
  'All notable changes to this project will be documented in this file.',
  '',
  'The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),',
  'and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).',
].join('\n');

function renderItem(item: ChangeItem): string {
  const parts: string[] = [];
  if (item.breaking) parts.push('**BREAKING**');
  if (item.scope) parts.push(`**${item.scope}:**`);
  parts.push(item.description);
  if (item.hash) {
    const short = item.hash.slice(0, 7);
    parts.push(item.url ? `([${short}](${item.url}))` : `(${short})`);
  }
  return `- ${parts.join(' ')}`;
}

export function renderReleaseHeading(release: Release): string {
  const label = release.version ?? 'Unreleased';
  const title = release.compareUrl ? `[${label}](${release.compareUrl})` : `[${label}]`;
  return release.date && release.version ? `## ${title} - ${release.date}` : `## ${title}`;
}

/** A BREAKING CHANGES note: its text, indented under the bullet when it spans several lines. */
function renderNote(item: ChangeItem): string {
  const [first = '', ...rest] = renderItem({ ...item, description: item.description.replace(/\n+/g, '\n') })
    .slice(2)
    .split('\n');
  return [`- ${first}`, ...rest.map((line) => (line ? `  ${line}` : ''))].join('\n');
}

/**
 * One release: its heading, the BREAKING CHANGES notes, then the non-empty sections in Keep a Changelog
 * order; ends with a newline.
 */
export function renderRelease(release: Release): string {
  const notes = release.breaking?.length
    ? [`### BREAKING CHANGES\n\n${release.breaking.map(renderNote).join('\n')}`]
    : [];
  const sections = CHANGE_CATEGORIES.flatMap((category) => {
    const items = release.changes[category] ?? [];
    if (items.length === 0) return [];
    return [`### ${CATEGORY_TITLES[category]}\n\n${items.map(renderItem).join('\n')}`];
  });
  return `${[renderReleaseHeading(release), ...notes, ...sections].join('\n\n')}\n`;
}

/** A whole Keep a Changelog document: the preamble, then the releases newest first. */
export function renderChangelog(releases: readonly Release[]): string {
  return [`${CHANGELOG_PREAMBLE}\n`, ...releases.map(renderRelease)].join('\n');
}

const RELEASE_HEADING = /^## \[([^\]]+)\]/;

/**
 * Inserts newly rendered releases above the first release of an existing changelog (after its preamble).
 * Everything from that release down stays byte for byte. An [Unreleased] section at the top is replaced;
 * a version the file already has is refused.
 */
export function prependRelease(existing: string, section: string): string {
  if (existing.trim() === '') return `${CHANGELOG_PREAMBLE}\n\n${section}`;
  const newVersions = section
    .split('\n')
    .map((line) => RELEASE_HEADING.exec(line)?.[1])
    .filter((version): version is string => version !== undefined && version !== 'Unreleased');
  const headings: { version: string; offset: number }[] = [];
  let offset = 0;
  for (const line of existing.split('\n')) {
    const version = RELEASE_HEADING.exec(line)?.[1];
    if (version !== undefined) headings.push({ version, offset });
    offset += line.length + 1;
  }
  const duplicate = newVersions.find((version) =>
    headings.some((heading) => heading.version.replace(/^v/, '') === version.replace(/^v/, '')),
  );
  if (duplicate) throw new ToolInputError(`The changelog already has a section for ${duplicate}.`);
  const first = headings[0];
  if (!first) return `${existing.replace(/\s*$/, '')}\n\n${section}`;
  const keepFrom = first.version === 'Unreleased' ? (headings[1]?.offset ?? existing.length) : first.offset;
  const after = existing.slice(keepFrom);
  return `${existing.slice(0, first.offset)}${section}${after ? `\n${after}` : ''}`;
}
