import { ToolInputError } from '../../errors';
import { releaseTagPrefix } from './git-mode';

/**
 * A repository's release tag style as a template: `{name}` is the package name, `{version}` its version.
 * The usual ones: `v{version}` (one package), `{name}@{version}` (changesets, lerna), `{name}-v{version}`
 * (release-please's component tags).
 */
export type TagFormat = string;

const SINGLE_PACKAGE_TAG_FORMAT: TagFormat = 'v{version}';
const WORKSPACE_TAG_FORMAT: TagFormat = '{name}@{version}';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VERSION_SOURCE = String.raw`\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?`;
const STABLE_SOURCE = String.raw`\d+\.\d+\.\d+`;

/** `--tag-format` checked: it names the version once, and at most the package name besides. */
export function checkTagFormat(format: string): TagFormat {
  if (format.split('{version}').length !== 2) {
    throw new ToolInputError(
      `--tag-format "${format}" must contain {version} once (e.g. "{name}@{version}").`,
    );
  }
  const unknown = /\{(?!name\}|version\})[^}]*\}/.exec(format);
  if (unknown)
    throw new ToolInputError(`--tag-format: unknown placeholder ${unknown[0]} (use {name} and {version}).`);
  return format;
}

export function formatTag(format: TagFormat, name: string, version: string): string {
  return format.replaceAll('{name}', name).replace('{version}', version);
}

/** The tags of one package in this format (`stableOnly`: without prereleases, the line a graduation counts from). */
export function tagPatternFor(format: TagFormat, name: string, stableOnly = false): RegExp {
  const [before = '', after = ''] = formatTag(format, name, '\0').split('\0');
  return new RegExp(
    `^${escapeRegExp(before)}${stableOnly ? STABLE_SOURCE : VERSION_SOURCE}${escapeRegExp(after)}$`,
  );
}

/** Exactly this tag. */
export function exactTagPattern(tag: string): RegExp {
  return new RegExp(`^${escapeRegExp(tag)}$`);
}

/**
 * The style most of the existing release tags are written in, read against the package names; with no tag,
 * `v{version}` for one package and `{name}@{version}` for a workspace.
 */
export function detectTagFormat(tags: Iterable<string>, names: readonly string[]): TagFormat {
  const votes = new Map<TagFormat, number>();
  const known = new Set(names);
  for (const tag of tags) {
    const prefix = releaseTagPrefix(tag);
    if (prefix === null) continue;
    let format: TagFormat | undefined;
    if (prefix === 'v' || prefix === '') format = `${prefix}{version}`;
    else if (prefix.endsWith('@') && known.has(prefix.slice(0, -1))) format = '{name}@{version}';
    else if (prefix.endsWith('-v') && known.has(prefix.slice(0, -2))) format = '{name}-v{version}';
    if (format) votes.set(format, (votes.get(format) ?? 0) + 1);
  }
  let best: { format: TagFormat; count: number } | undefined;
  for (const [format, count] of votes) if (!best || count > best.count) best = { format, count };
  return best?.format ?? (names.length > 1 ? WORKSPACE_TAG_FORMAT : SINGLE_PACKAGE_TAG_FORMAT);
}

/**
 * Whether `git tag` takes `name`: not starting with `-` (git tag's own rule: it would read as an option), and
 * git-check-ref-format's rules for `refs/tags/<name>`: no control characters, space, `~ ^ : ? * [ \`, `..` or
 * `@{`; no part starting with `.` or ending with `.lock`; not ending in `/` or `.`; no empty part.
 */
export function isValidTagName(name: string): boolean {
  if (name === '' || name.startsWith('-') || name.endsWith('/') || name.endsWith('.')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what git refuses
  if (/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock'));
}
