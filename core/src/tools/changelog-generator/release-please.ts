import { ToolInputError } from '../../errors';
import { replaceJsonStrings } from '../../json/json-edit';
import { parseNpmJson } from '../../json/npm-json';
import { withoutNpmScope } from '../../text/npm-name';
import type { WorkspacePackage } from './changelog-history';
import type { ReleaseRules } from './release-plan-types';

/** release-please's manifest config, at the repository's root: its packages by folder, with their release options. */
export const RELEASE_PLEASE_CONFIG = 'release-please-config.json';

/** release-please's manifest: the version each package (by folder, `.` the root) was released at last. */
export const RELEASE_PLEASE_MANIFEST = '.release-please-manifest.json';

/**
 * The manifest with each release's version where it lists the package, in place: release-please reads the current
 * versions there, and would otherwise propose a release made already. Text that is not a JSON object stays as it is.
 */
export function updateReleasePleaseManifest(
  text: string,
  releases: readonly { dir: string; next: string }[],
): string {
  let manifest: unknown;
  try {
    manifest = parseNpmJson(text);
  } catch {
    return text;
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return text;
  const versions = manifest as Record<string, unknown>;
  const edits = releases
    .map((release) => ({ path: [release.dir === '' ? '.' : release.dir], value: release.next }))
    .filter((edit) => typeof versions[edit.path[0] as string] === 'string');
  return edits.length === 0 ? text : replaceJsonStrings(text, edits, RELEASE_PLEASE_MANIFEST);
}

/** The options of release-please's config that decide a package's name and tags (its `ReleaserConfig`, in part). */
interface ReleaserOptions {
  releaseType?: string;
  packageName?: string;
  component?: string;
  includeComponentInTag?: boolean;
  includeVInTag?: boolean;
  tagSeparator?: string;
  changelogSections?: { type: string; hidden: boolean }[];
  bumpMinorPreMajor?: boolean;
  bumpPatchForMinorPreMajor?: boolean;
  releaseAs?: string;
}

/** release-please's default `changelog-sections` (its filter-commits.ts): the types that release, the hidden ones. */
const DEFAULT_VISIBLE = ['feat', 'fix', 'perf', 'revert'];
const DEFAULT_HIDDEN = ['chore', 'docs', 'style', 'refactor', 'test', 'build', 'ci'];

/** The keys read here: what decides a package's name, tags, and which commits release at which bump. */
const READ_KEYS = new Set([
  'packages',
  'release-type',
  'package-name',
  'component',
  'include-component-in-tag',
  'include-v-in-tag',
  'tag-separator',
  'changelog-sections',
  'bump-minor-pre-major',
  'bump-patch-for-minor-pre-major',
  'release-as',
]);

/** Keys that change the pull request, its files or the GitHub Release, not which versions are released. */
const NO_PLAN_KEYS = new Set([
  '$schema',
  'bootstrap-sha',
  'changelog-path',
  'changelog-host',
  'changelog-type',
  'draft',
  'draft-pull-request',
  'extra-files',
  'extra-label',
  'group-pull-request-title-pattern',
  'include-commit-authors',
  'label',
  'pull-request-header',
  'pull-request-footer',
  'pull-request-title-pattern',
  'release-label',
  'release-search-depth',
  'commit-search-depth',
  'separate-pull-requests',
  'sequential-calls',
  'skip-changelog',
  'skip-github-release',
  'snapshot-label',
  'tag-pull-request-title-pattern',
  'version-file',
]);

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const flagOf = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

/** A package's options: its own entry's, each one it leaves out the top level's (release-please's `mergeReleaserConfig`). */
function optionsOf(entry: unknown, defaults: ReleaserOptions = {}): ReleaserOptions {
  const raw = (entry !== null && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
  const separator = raw['tag-separator'];
  return {
    releaseType: textOf(raw['release-type']) ?? defaults.releaseType,
    packageName: textOf(raw['package-name']) ?? defaults.packageName,
    component: textOf(raw.component) ?? defaults.component,
    includeComponentInTag: flagOf(raw['include-component-in-tag']) ?? defaults.includeComponentInTag,
    includeVInTag: flagOf(raw['include-v-in-tag']) ?? defaults.includeVInTag,
    tagSeparator: typeof separator === 'string' ? separator : defaults.tagSeparator,
    changelogSections: sectionsOf(raw['changelog-sections']) ?? defaults.changelogSections,
    bumpMinorPreMajor: flagOf(raw['bump-minor-pre-major']) ?? defaults.bumpMinorPreMajor,
    bumpPatchForMinorPreMajor:
      flagOf(raw['bump-patch-for-minor-pre-major']) ?? defaults.bumpPatchForMinorPreMajor,
    releaseAs: textOf(raw['release-as']) ?? defaults.releaseAs,
  };
}

function sectionsOf(value: unknown): { type: string; hidden: boolean }[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((section: unknown) => {
    const { type, hidden } = (section ?? {}) as { type?: unknown; hidden?: unknown };
    return typeof type === 'string' ? [{ type, hidden: hidden === true }] : [];
  });
}

/** A package's release rules: its options' (release-please's defaults where it has none). */
function rulesOf(options: ReleaserOptions): ReleaseRules {
  const sections = options.changelogSections;
  return {
    visibleTypes: sections ? sections.filter((s) => !s.hidden).map((s) => s.type) : DEFAULT_VISIBLE,
    hiddenTypes: sections ? sections.filter((s) => s.hidden).map((s) => s.type) : DEFAULT_HIDDEN,
    bumpMinorPreMajor: options.bumpMinorPreMajor === true,
    bumpPatchForMinorPreMajor: options.bumpPatchForMinorPreMajor === true,
    ...(options.releaseAs ? { releaseAs: options.releaseAs } : {}),
  };
}

/** The keys of the config (top level and packages) that change what release-please releases and are not read. */
function ignoredKeys(config: unknown, packages: [string, unknown][]): string[] {
  const keys = new Set<string>();
  for (const entry of [config, ...packages.map(([, value]) => value)])
    if (entry !== null && typeof entry === 'object')
      // An unread flag set to false is release-please's default (prerelease, always-bump-patch...).
      for (const [key, value] of Object.entries(entry))
        if (!READ_KEYS.has(key) && !NO_PLAN_KEYS.has(key) && value !== false) keys.add(key);
  return [...keys].sort();
}

/** A folder key as a path inside the repository (`.` its root), or undefined for one that leaves it. */
function folderOf(key: string): string | undefined {
  const dir = key.replace(/^(?:\.\/)+/, '').replace(/\/+$/, '') || '.';
  const parts = dir.split('/');
  if (dir.startsWith('/') || /^[A-Za-z]:/.test(dir) || parts.some((part) => part === '..' || part === ''))
    return undefined;
  return dir;
}

/**
 * The tag prefix release-please gives a package's releases (its `TagName`): the component, then `tag-separator`
 * (`-`), then `v` unless `include-v-in-tag` is false; no component when `include-component-in-tag` is false. The
 * component is `component`, else the package name (a node package's without its npm scope: `@google-cloud/storage`
 * tags as `storage-v1.2.3`); undefined when there
 * is neither (release-please would read it from the package's own files: the usual prefixes stand in).
 */
function tagPrefixOf(options: ReleaserOptions, packageName: string | undefined): string | undefined {
  const v = options.includeVInTag === false ? '' : 'v';
  if (options.includeComponentInTag === false) return v;
  const node = (options.releaseType ?? 'node') === 'node';
  const component = options.component ?? (packageName && node ? withoutNpmScope(packageName) : packageName);
  return component ? `${component}${options.tagSeparator ?? '-'}${v}` : undefined;
}

/** The config's top level and its `packages` entries, or a refusal naming the file when it is not that. */
function parseConfig(text: string): {
  defaults: ReleaserOptions;
  packages: [string, unknown][];
  ignored: string[];
} {
  let config: unknown;
  try {
    config = parseNpmJson(text);
  } catch (error) {
    throw new ToolInputError(`${RELEASE_PLEASE_CONFIG} is not valid JSON: ${(error as Error).message}`);
  }
  const packages = (config as { packages?: unknown } | null)?.packages;
  if (packages === null || typeof packages !== 'object' || Array.isArray(packages))
    throw new ToolInputError(`${RELEASE_PLEASE_CONFIG} has no "packages" object.`);
  const entries = Object.entries(packages);
  return { defaults: optionsOf(config), packages: entries, ignored: ignoredKeys(config, entries) };
}

/**
 * The packages release-please's manifest config declares (`packages`, keyed by folder; the top level's options
 * are each package's defaults), each with its folder and the tag prefix release-please gives its releases. A
 * node package (release-please's default type) without `package-name` is named by its folder's package.json,
 * which `read` gives (a path from the repository's root; undefined when the file is not there).
 */
export async function releasePleasePackages(
  text: string,
  read: (path: string) => Promise<string | undefined>,
): Promise<WorkspacePackage[]> {
  return (await releasePleaseConfig(text, read)).packages.map(({ rules: _, ...pkg }) => pkg);
}

/**
 * The packages of release-please's manifest config (as `releasePleasePackages`), each with its release rules, and
 * the keys the config sets that change what release-please releases but are not read here (`ignored`).
 */
export async function releasePleaseConfig(
  text: string,
  read: (path: string) => Promise<string | undefined>,
): Promise<{ packages: (WorkspacePackage & { rules: ReleaseRules })[]; ignored: string[] }> {
  const { defaults, packages, ignored } = parseConfig(text);
  const found = await Promise.all(
    packages.map(async ([key, entry]): Promise<(WorkspacePackage & { rules: ReleaseRules }) | undefined> => {
      const dir = folderOf(key);
      if (dir === undefined) return undefined;
      const options = optionsOf(entry, defaults);
      const packageName =
        options.packageName ??
        ((options.releaseType ?? 'node') === 'node'
          ? await packageJsonName(read, dir === '.' ? 'package.json' : `${dir}/package.json`)
          : undefined);
      const name = packageName ?? options.component ?? (dir === '.' ? undefined : dir.split('/').at(-1));
      if (name === undefined) return undefined;
      const tagPrefix = tagPrefixOf(options, packageName);
      return {
        name,
        scope: withoutNpmScope(name),
        dir,
        ...(tagPrefix === undefined ? {} : { tagPrefix }),
        ...(options.component ? { component: options.component } : {}),
        rules: rulesOf(options),
      };
    }),
  );
  return { packages: found.filter((pkg) => pkg !== undefined), ignored };
}

async function packageJsonName(
  read: (path: string) => Promise<string | undefined>,
  path: string,
): Promise<string | undefined> {
  const text = await read(path);
  if (text === undefined) return undefined;
  try {
    return textOf((parseNpmJson(text) as { name?: unknown } | null)?.name);
  } catch {
    return undefined;
  }
}
