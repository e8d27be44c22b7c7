import { ToolInputError } from '../../errors';
import { CHANGELOG_PREAMBLE, renderRelease, renderReleaseBody, type SectionStyle } from './markdown';
import type { ChangeCategory, ChangeItem, Release } from './release';

/**
 * `--prepend` into a changelog written by any usual tool: Keep a Changelog and git-cliff (`## [1.2.3] - date`),
 * conventional-changelog and release-please (`## [1.2.3](compare) (date)`, `# 1.3.0 (date)`, vite's
 * `## <small>[1.2.3](…) (date)</small>`, angular's `<a name="1.2.3"></a>` anchors) and Changesets (`## 1.2.3`).
 * The new release goes above the newest one, its heading in the file's own style; everything else stays byte
 * for byte. An [Unreleased] section is replaced; a version the file has is refused (or replaced with `force`);
 * entries whose commit the file already lists are left out, so running it twice changes nothing.
 */

interface Heading {
  /** Offset of the section's first line (its anchor line, if any). */
  start: number;
  /** Offset of the heading line itself. */
  line: number;
  level: number;
  text: string;
  /** The version as written ("1.2.3"), or null for Unreleased. */
  version: string | null;
  anchor?: string;
}

const VERSION = String.raw`\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?`;
const HEADING_VERSION = new RegExp(String.raw`^\[?(?:[\w@/.-]*?@)?v?(${VERSION})\]?(?=$|[\s(\]:-])`);
const ANCHOR = /^<a\s+(?:name|id)=["'][^"']*["']\s*>\s*<\/a>\s*$/i;
const LINK_REFERENCE = /^\[[^\]]+\]:\s+\S/;
const DATE = /\d{4}-\d{2}-\d{2}/;

/** What a heading's text says once HTML tags and link targets are dropped. */
function headingText(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .trim();
}

function releaseHeadings(text: string): { headings: Heading[]; references: number } {
  const headings: Heading[] = [];
  const lines = text.split('\n');
  let offset = 0;
  let anchor: { offset: number; line: string } | undefined;
  let references = text.length;
  let inFence = false;
  for (const raw of lines) {
    const line = raw.replace(/\r$/, '');
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(#{1,3})\s+(.*?)\s*#*$/.exec(line);
    if (heading) {
      const plain = headingText(heading[2] ?? '');
      const version = HEADING_VERSION.exec(plain)?.[1];
      const unreleased = /^\[?unreleased\]?(?=$|[\s(\]:-])/i.test(plain);
      if (version !== undefined || unreleased) {
        const entry: Heading = {
          start: anchor ? anchor.offset : offset,
          line: offset,
          level: heading[1]?.length ?? 2,
          text: heading[2] ?? '',
          version: version ?? null,
        };
        if (anchor) entry.anchor = anchor.line;
        headings.push(entry);
      }
    }
    if (ANCHOR.test(line)) anchor = { offset, line };
    else if (line.trim() !== '') anchor = undefined;
    if (LINK_REFERENCE.test(line) && headings.length > 0 && references === text.length) references = offset;
    else if (line.trim() !== '' && !LINK_REFERENCE.test(line)) references = text.length;
    offset += raw.length + 1;
  }
  return { headings, references: Math.min(references, text.length) };
}

/** The section titles other tools give each kind of change, as letters only (`🐛 Bug Fixes` -> `bugfixes`). */
const TITLE_WORDS: Readonly<Record<ChangeCategory | 'breaking', readonly string[]>> = {
  breaking: ['breakingchanges', 'breakingchange'],
  added: ['added', 'features', 'feature', 'newfeatures'],
  changed: ['changed', 'performanceimprovements', 'performance', 'refactor', 'coderefactoring'],
  deprecated: ['deprecated', 'deprecations'],
  removed: ['removed', 'reverts'],
  fixed: ['fixed', 'bugfixes', 'fixes', 'bugfix'],
  security: ['security'],
  documentation: ['documentation', 'docs'],
  styling: ['styling', 'styles', 'style'],
  testing: ['testing', 'tests'],
  miscellaneous: ['miscellaneoustasks', 'miscellaneous', 'miscellaneouschores', 'chores'],
  other: ['other'],
};

type Titles = SectionStyle['titles'];

/**
 * The titles conventional-changelog's presets and git-cliff's default config give the kinds they list: a file
 * that uses one of them gets the rest of its family for a kind it has not used yet (`### Bug Fixes` under
 * `### Features`, not Keep a Changelog's `### Fixed`).
 */
const TITLE_FAMILIES: readonly Titles[] = [
  {
    added: 'Features',
    fixed: 'Bug Fixes',
    removed: 'Reverts',
    // Documentation is every family's title: it tells none of them apart.
    styling: 'Styles',
    testing: 'Tests',
    miscellaneous: 'Chores',
  },
  {
    added: '🚀 Features',
    fixed: '🐛 Bug Fixes',
    removed: '◀️ Revert',
    security: '🛡️ Security',
    documentation: '📚 Documentation',
    styling: '🎨 Styling',
    testing: '🧪 Testing',
    miscellaneous: '⚙️ Miscellaneous Tasks',
    other: '💼 Other',
  },
];

/** The file's own section titles (the first of each kind), its family's for the rest, and its bullet. */
function sectionStyleOf(text: string, from: number): SectionStyle {
  const body = text.slice(from);
  const titles: Titles = {};
  for (const [, title = ''] of body.matchAll(/^###\s+(.+?)\s*$/gm)) {
    const words = title.toLowerCase().replace(/[^a-z]/g, '');
    for (const [kind, known] of Object.entries(TITLE_WORDS) as [keyof typeof TITLE_WORDS, string[]][]) {
      if (known.includes(words) && titles[kind] === undefined) titles[kind] = title;
    }
  }
  const used = new Set(Object.values(titles));
  const family = TITLE_FAMILIES.find((names) => Object.values(names).some((name) => used.has(name)));
  return {
    titles: { ...family, ...titles },
    bullet: /^([*-]) /m.exec(body)?.[1] === '*' ? '*' : '-',
  };
}

const sameVersion = (a: string, b: string) => a.replace(/^v/, '') === b.replace(/^v/, '');

/** The new release's heading written the way `template` (the file's newest release heading) is written. */
function headingLike(template: Heading | undefined, release: Release): { heading: string; anchor?: string } {
  if (!template || template.version === null) {
    const fallback = renderRelease({ ...release, changes: {} }).trim();
    const level = template?.level ?? 2;
    return { heading: `${'#'.repeat(level)}${fallback.slice(fallback.indexOf(' '))}` };
  }
  const label = release.version ?? 'Unreleased';
  const old = template.version;
  let text = template.text;
  const hasParenDate = /\(\s*\d{4}-\d{2}-\d{2}\s*\)/.test(text);
  // The link target first (it may hold the old version), then the version and the date.
  text = text.replace(/\[([^\]]*)\]\(([^)]*)\)/, (_, inner: string) => {
    const innerNew = inner.replace(old, label);
    if (release.compareUrl) return `[${innerNew}](${release.compareUrl})`;
    return hasParenDate ? innerNew : `[${innerNew}]`;
  });
  if (!/\]\(/.test(template.text)) text = text.replace(old, label);
  if (release.date) text = text.replace(DATE, release.date);
  else text = text.replace(/\s*\(\s*\d{4}-\d{2}-\d{2}\s*\)/, '').replace(/\s+-\s+\d{4}-\d{2}-\d{2}/, '');
  const result: { heading: string; anchor?: string } = { heading: `${'#'.repeat(template.level)} ${text}` };
  if (template.anchor && release.version) result.anchor = template.anchor.replace(old, release.version);
  return result;
}

/**
 * A version the file has under a heading written in no style recognised above (`#### 1.2.3`, `## Version 1.2.3`,
 * `## **1.2.3**`, a setext heading): refused, as a recognised one is, rather than added a second time. `--force`
 * cannot replace such a section, so it is refused too.
 */
function refuseUnrecognisedSection(existing: string, version: string): void {
  const bare = version.replace(/^v/, '');
  const mentions = new RegExp(
    `(?<![0-9A-Za-z.+-])v?${bare.replace(/[.+]/g, '\\$&')}(?![0-9A-Za-z]|[.+-][0-9A-Za-z])`,
  );
  const lines = existing.split('\n').map((line) => line.replace(/\r$/, ''));
  let inFence = false;
  for (const [index, line] of lines.entries()) {
    if (/^ {0,3}(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const atx = /^ {0,3}#{1,6}\s+(.*)$/.exec(line)?.[1];
    const next = lines[index + 1] ?? '';
    const setext =
      /^ {0,3}(=+|-+)\s*$/.test(next) && line.trim() !== '' && !/^ {0,3}([*+-]\s|#|>|\d+[.)]\s)/.test(line)
        ? line
        : undefined;
    const text = atx ?? setext;
    if (text !== undefined && mentions.test(text))
      throw new ToolInputError(
        `the changelog already has ${bare} (line ${index + 1}: ${line.trim()}), in a heading --prepend cannot replace: refusing to add it twice.`,
      );
  }
}

/** Entries whose commit the file already lists (by short hash) are dropped: prepending is idempotent. */
function withoutListed(release: Release, existing: string): Release {
  const listed = (item: ChangeItem) =>
    item.hash !== undefined && new RegExp(`\\b${item.hash.slice(0, 7)}`).test(existing);
  const changes: Release['changes'] = {};
  for (const [category, items] of Object.entries(release.changes) as [
    keyof Release['changes'],
    ChangeItem[],
  ][]) {
    const kept = items.filter((item) => !listed(item));
    if (kept.length > 0) changes[category] = kept;
  }
  const breaking = release.breaking?.filter((item) => !listed(item));
  const result: Release = { ...release, changes };
  if (breaking?.length) result.breaking = breaking;
  else delete result.breaking;
  return result;
}

const isEmptyRelease = (release: Release) =>
  Object.keys(release.changes).length === 0 && !release.breaking?.length;

export interface PrependOptions {
  /** Replace a section for a version the file already has instead of refusing. */
  force?: boolean;
  /** Keep entries the file already lists: a release graduating from prereleases gathers their entries. */
  keepListed?: boolean;
}

/** `existing` with `releases` (newest first) inserted; returns `existing` itself when nothing is new. */
export function prependReleases(
  existing: string,
  releases: readonly Release[],
  options: PrependOptions = {},
): string {
  if (existing.trim() === '') {
    return `${CHANGELOG_PREAMBLE}\n\n${releases.map(renderRelease).join('\n')}`;
  }
  let text = existing;
  // Oldest first, each going on top: the newest ends up first.
  for (const release of [...releases].reverse()) text = prependOne(text, release, options);
  return text;
}

function prependOne(existing: string, release: Release, options: PrependOptions): string {
  const { headings, references } = releaseHeadings(existing);
  // A file written with CRLF line ends gets CRLF; one stray \r does not make it so.
  const crlf = existing.split('\r\n').length - 1;
  const eol = crlf > (existing.split('\n').length - 1) / 2 ? '\r\n' : '\n';
  const template = headings.find((heading) => heading.version !== null);
  const sectionEnd = (index: number) => headings[index + 1]?.start ?? references;
  const sameIndex = release.version
    ? headings.findIndex(
        (heading) => heading.version !== null && sameVersion(heading.version, release.version as string),
      )
    : -1;
  const style = sectionStyleOf(existing, headings[0]?.start ?? existing.length);
  const render = (item: Release) => {
    const { heading, anchor } = headingLike(template, item);
    const body = renderReleaseBody(item, style);
    const block = `${anchor ? `${anchor}\n\n` : ''}${heading}\n${body ? `\n${body}` : ''}`;
    return eol === '\n' ? block : block.replace(/\n/g, eol);
  };
  if (sameIndex >= 0) {
    const start = (headings[sameIndex] as Heading).start;
    const current = existing.slice(start, sectionEnd(sameIndex));
    const replacement = render(release);
    if (current.trim() === replacement.trim()) return existing;
    if (!options.force) {
      throw new ToolInputError(
        `the changelog already has a section for ${release.version}: --force replaces it.`,
      );
    }
    const after = existing.slice(sectionEnd(sameIndex));
    return `${existing.slice(0, start)}${replacement}${after ? eol : ''}${after}`;
  }
  if (release.version) refuseUnrecognisedSection(existing, release.version);
  const fresh = options.keepListed ? release : withoutListed(release, existing);
  const unreleased = headings.findIndex((heading) => heading.version === null);
  if (isEmptyRelease(fresh) && unreleased < 0) return existing;
  const section = render(fresh);
  const first = headings[0];
  if (!first) return `${existing.replace(/\s*$/, '')}${eol}${eol}${section}`;
  const replaceFrom = unreleased >= 0 ? (headings[unreleased] as Heading).start : first.start;
  const keepFrom = unreleased >= 0 ? sectionEnd(unreleased) : first.start;
  const insertAt = Math.min(replaceFrom, first.start);
  const after = existing.slice(keepFrom);
  const before = existing.slice(0, insertAt);
  const between = unreleased > 0 ? existing.slice(first.start, replaceFrom) : '';
  return `${before}${section}${after || between ? eol : ''}${between}${after}`;
}
