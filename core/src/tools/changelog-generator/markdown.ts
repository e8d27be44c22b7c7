import type { ChangelogConfig } from './config';
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

/** The BREAKING CHANGES notes and the non-empty sections in Keep a Changelog order ('' when none). */
export function renderReleaseBody(release: Release): string {
  const notes = release.breaking?.length
    ? [`### BREAKING CHANGES\n\n${release.breaking.map(renderNote).join('\n')}`]
    : [];
  const sections = release.groups
    ? release.groups.map(({ title, items }) => `### ${title}\n\n${items.map(renderItem).join('\n')}`)
    : CHANGE_CATEGORIES.flatMap((category) => {
        const items = release.changes[category] ?? [];
        if (items.length === 0) return [];
        return [`### ${CATEGORY_TITLES[category]}\n\n${items.map(renderItem).join('\n')}`];
      });
  const body = [...notes, ...sections].join('\n\n');
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
  const header = config?.header?.trim() ? `${config.header.trim()}\n` : `${CHANGELOG_PREAMBLE}\n`;
  const footer = config?.footer?.trim() ? [`${config.footer.trim()}\n`] : [];
  return [header, ...releases.map(renderRelease), ...footer].join('\n');
}
