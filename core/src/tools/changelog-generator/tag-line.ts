import type { WorkspacePackage } from './changelog-history';
import type { ChangelogConfig } from './config';
import type { TagPattern } from './config-pattern';
import { configTagPattern, defaultTagLine, latestReleaseTag, releaseTagPrefix } from './git-mode';

/** What decides which tags are a changelog's releases, each source as the front end read it. */
export interface TagLineInput {
  /** Every tag name of the repository. */
  tags: readonly string[];
  /** `--tag-pattern`. */
  tagPattern?: TagPattern;
  /** The repository's config: its tag pattern, and its ignored tags (never releases). */
  config?: ChangelogConfig;
  /** `--package`: the tag prefixes the package may have been released under (`name@`, `name-v`...). */
  packagePrefixes?: ReadonlySet<string>;
}

export type TagLine =
  /** One version line: `pattern` picks its tags (undefined: every version tag); `prefix` names a first new tag. */
  | { kind: 'line'; pattern?: TagPattern; prefix?: string }
  /** Only package lines and no plain one (a changesets workspace): no one version line without a package. */
  | { kind: 'packages'; prefixes: string[] };

/**
 * The tag prefixes a workspace package may have been released under (`name@`, `dir@`, `name-v`...), the one its
 * release tool's config names first (a first new tag takes it).
 */
export function tagPrefixesOf(pkg: WorkspacePackage): Set<string> {
  const base = pkg.dir === '.' ? pkg.scope : (pkg.dir.split('/').at(-1) ?? pkg.scope);
  return new Set([
    ...(pkg.tagPrefix === undefined ? [] : [pkg.tagPrefix]),
    `${pkg.name}@`,
    `${pkg.scope}@`,
    `${base}@`,
    `${pkg.name}-v`,
    `${base}-v`,
  ]);
}

/** One package's line: its tags in every style it used (`name@`, `name-v`...), a new tag in the newest one's. */
export function packageTagLine(
  tags: readonly string[],
  prefixes: ReadonlySet<string>,
  config?: ChangelogConfig,
): Extract<TagLine, { kind: 'line' }> {
  const own: TagPattern = { test: (tag) => prefixes.has(releaseTagPrefix(tag) ?? '') };
  const newest = latestReleaseTag(tags.filter((tag) => own.test(tag)));
  const prefix = (newest && releaseTagPrefix(newest)) ?? [...prefixes][0];
  return {
    kind: 'line',
    pattern: configTagPattern(config, own),
    ...(prefix === undefined ? {} : { prefix }),
  };
}

/**
 * The release tags, decided in one place: a package's own tags (every style it used, by version; a new tag in the
 * newest one's style), else `--tag-pattern`, else the config's pattern, else the one line the tags form (the
 * plain `v` line beside package lines); the config's ignored tags are never releases.
 */
export function releaseTagLine(input: TagLineInput): TagLine {
  const { config } = input;
  if (input.packagePrefixes) return packageTagLine(input.tags, input.packagePrefixes, config);
  if (input.tagPattern || config?.tags.pattern)
    return { kind: 'line', pattern: configTagPattern(config, input.tagPattern) };
  const base = configTagPattern(config);
  const line = defaultTagLine(input.tags.filter((tag) => !base || base.test(tag)));
  if (line.pattern) return { kind: 'line', pattern: configTagPattern(config, line.pattern) };
  if (line.prefixes.length > 1) return { kind: 'packages', prefixes: line.prefixes };
  return { kind: 'line', pattern: base };
}
