import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import type {
  ChangelogRepository,
  HistoryRange,
  HistoryRequest,
  WorkspacePackage,
} from './changelog-history';
import { loadChangelogConfig } from './config-files';
import type { TagPattern } from './config-pattern';
import { entriesBump } from './entry-bump';
import {
  ENTRY_DEFAULTS,
  type EntryChangelogResult,
  generateEntryChangelog,
  SKIPPED_RULE,
} from './entry-mode';
import { generateGitChangelog, isReleaseTag, nextReleaseCommits, releaseTagsOf } from './git-mode';
import { renderChangelog } from './markdown';
import { packageLineReleases } from './package-lines';
import { prependReleases } from './prepend';
import type { BumpType, Release } from './release';
import { RELEASE_PLEASE_CONFIG, releasePleasePackages } from './release-please';
import { releaseTagLine, tagPrefixesOf } from './tag-line';

/** `toolbox changelog`'s question: its flags, read. */
export interface ChangelogInput {
  from?: string;
  to: string;
  all: boolean;
  currentVersion?: string;
  bump?: 'auto' | BumpType | 'prerelease';
  preid?: string;
  keepEmpty: boolean;
  /** One workspace package: its folder and its tags. */
  package?: string;
  /** Only the next version is wanted. */
  bumpedVersion: boolean;
  unreleased: boolean;
  repoUrl?: string;
  tagPattern?: TagPattern;
  includePaths: readonly string[];
  includeOther: boolean;
  /** Change entries (the web form's mode): no git history is read. */
  entries?: readonly string[];
  projectName: string;
}

export interface ChangelogResult {
  markdown: string;
  /** What --prepend inserts, newest first. */
  releases: Release[];
  json: EntryChangelogResult['json'] | { releases: Release[] };
  nextVersion: string | null;
  /** Entries left out (entry mode), with the rule that left them out. */
  skipped?: { entries: string[]; rule: string };
}

/** A refusal that is about the flags given (the CLI's usage error, exit 2), with what to give instead. */
export class ChangelogUsageError extends ToolInputError {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message, 'Error', 'package');
  }
}

export interface ChangelogPorts {
  clock: Clock;
  /** The repository; without one, only `entries` can be written. */
  repository?: ChangelogRepository;
}

/** The changelog (and next version) from change entries, or from the repository's history. */
export async function runChangelog(input: ChangelogInput, ports: ChangelogPorts): Promise<ChangelogResult> {
  if (input.entries) return entryChangelog(input, input.entries, ports.clock);
  if (!ports.repository) throw new ToolInputError('no repository to read the history from.');
  return gitChangelog(input, ports.repository, ports.clock);
}

/** `--prepend`: the existing changelog with the releases inserted above its newest one, in its style. */
export function runChangelogPrepend(input: {
  existing: string;
  releases: readonly Release[];
  force: boolean;
}): string {
  return prependReleases(input.existing, input.releases, { force: input.force });
}

function entryChangelog(input: ChangelogInput, entries: readonly string[], clock: Clock): ChangelogResult {
  const currentVersion = input.currentVersion ?? ENTRY_DEFAULTS.currentVersion;
  const result = generateEntryChangelog(
    {
      projectName: input.projectName,
      currentVersion,
      // Auto is the bump the entries call for, as the web form suggests it (a breaking one a major, a feature a
      // minor, the rest a patch); entries with nothing to read keep the form's default.
      changeType:
        input.bump === undefined || input.bump === 'auto' || input.bump === 'prerelease'
          ? (entriesBump(currentVersion, entries) ?? ENTRY_DEFAULTS.changeType)
          : input.bump,
      unreleased: input.unreleased,
      entries,
    },
    clock,
  );
  return {
    markdown: result.markdown,
    releases: [result.release],
    json: result.json,
    nextVersion: result.json.version,
    ...(result.skipped.length > 0 ? { skipped: { entries: result.skipped, rule: SKIPPED_RULE } } : {}),
  };
}

/** The packages release-please's manifest config declares ([] without one). */
async function releasePleaseOf(repository: ChangelogRepository): Promise<readonly WorkspacePackage[]> {
  const text = await repository.readFile(RELEASE_PLEASE_CONFIG);
  return text === undefined ? [] : releasePleasePackages(text, (path) => repository.readFile(path));
}

/**
 * `--package NAME`: the workspace package (pnpm, npm, yarn), else the package release-please's config declares
 * (its folder and tag prefix from there), or a refusal naming the packages there are.
 */
async function findPackage(name: string, repository: ChangelogRepository): Promise<WorkspacePackage> {
  const named = (pkg: WorkspacePackage) => pkg.name === name || pkg.scope === name || pkg.component === name;
  const workspace = await repository.workspacePackages();
  const declared = workspace.some(named) ? [] : await releasePleaseOf(repository);
  const found = workspace.find(named) ?? declared.find(named);
  if (found) return found;
  const known = [...workspace, ...declared].map((pkg) => pkg.name).slice(0, 12);
  throw new ToolInputError(
    `no package named "${name}"${known.length > 0 ? ` (packages: ${known.join(', ')})` : ' (no pnpm, npm or yarn workspace and no release-please config found)'}.`,
  );
}

async function gitChangelog(
  input: ChangelogInput,
  repository: ChangelogRepository,
  clock: Clock,
): Promise<ChangelogResult> {
  if (repository.shallow) refuseShallow(input.bumpedVersion, repository);
  const loaded = await loadChangelogConfig((file) => repository.readFile(file));
  if (loaded?.note) repository.warn(loaded.note);
  const config = loaded?.config;
  const tags = await repository.tags();
  const found = input.package ? await findPackage(input.package, repository) : undefined;
  const line = releaseTagLine({
    tags,
    tagPattern: input.tagPattern,
    config,
    ...(found ? { packagePrefixes: tagPrefixesOf(found) } : {}),
  });
  if (line.kind === 'packages') {
    if (!input.all || input.bumpedVersion) {
      throw new ChangelogUsageError(
        `the tags belong to ${line.prefixes.length} packages (${line.prefixes.slice(0, 5).join(', ')}${line.prefixes.length > 5 ? ', ...' : ''}): their versions are not one line.`,
        'Give --package NAME (a workspace package) or --tag-pattern REGEX.',
      );
    }
    const known = [...(await repository.workspacePackages()), ...(await releasePleaseOf(repository))];
    const lines = await packageLineReleases(input, line.prefixes, { repository, config, clock }, tags, known);
    if (lines.unfound.length > 0) repository.warn(unfoundLine(lines.unfound));
    const { releases } = lines;
    if (releases.length === 0) throw new ToolInputError(nothingToList(lines.leftOut, undefined));
    if (lines.leftOut.length > 0) repository.warn(leftOutLine(lines.leftOut));
    return { markdown: renderChangelog(releases, config), releases, json: { releases }, nextVersion: null };
  }
  const { pattern: tagPattern, prefix } = line;
  const request: HistoryRequest = {
    from: input.from,
    to: input.to,
    all: input.all,
    paths: input.includePaths,
    packageDirs: found ? [found.dir] : [],
    releases: releaseTagsOf(tagPattern),
  };
  const range = await repository.readRange(request);
  const { from, commits } = input.all || input.from ? range : nextRelease(range, tagPattern);
  const result = generateGitChangelog(
    commits,
    {
      previousTag: from && isReleaseTag(from, tagPattern) ? from : undefined,
      tagPrefix: prefix,
      currentVersion: input.currentVersion,
      bump: input.bump ?? 'auto',
      preid: input.preid,
      unreleased: input.unreleased,
      repoUrl: await repository.repoUrl(),
      tagPattern,
      includeOther: input.includeOther,
      keepEmpty: input.keepEmpty,
      config,
    },
    clock,
  );
  refuseEmpty(
    commits.filter((commit) => !commit.outside).length,
    result.releases.length,
    from,
    input.bumpedVersion,
    result.leftOut,
    [...request.paths, ...request.packageDirs].filter((path) => path !== ''),
  );
  if (result.leftOut.length > 0 && !input.bumpedVersion) repository.warn(leftOutLine(result.leftOut));
  return {
    markdown: result.markdown,
    releases: result.releases,
    json: { releases: result.releases },
    nextVersion: result.nextVersion,
  };
}

/**
 * Without `--all` or `--from`: the next release alone. The repository may read back past earlier releases (through
 * merges it reads the whole graph): they are cut off here by ancestry, the latest of them the one it follows.
 */
function nextRelease(range: HistoryRange, pattern: TagPattern | undefined): HistoryRange {
  const next = nextReleaseCommits(range.commits, pattern);
  return { from: next.previous ?? range.from, commits: next.commits };
}

/** A shallow clone lacks older releases: a warning, or a refusal where the next version depends on them. */
function refuseShallow(bumpedVersion: boolean, repository: ChangelogRepository) {
  const advice =
    'this is a shallow clone: run `git fetch --unshallow --tags` (or check out with fetch-depth: 0)';
  if (bumpedVersion) throw new ToolInputError(`${advice} to compute the next version.`);
  repository.warn(`Warning: ${advice}; releases older than the clone's depth are missing.`);
}

function refuseEmpty(
  commits: number,
  releases: number,
  from: string | undefined,
  bumpedVersion: boolean,
  leftOut: readonly string[],
  paths: readonly string[],
) {
  if (commits === 0) {
    // Under --include-path (or a package's folder) the history may be long: none of it touched those paths.
    const which = paths.length > 0 ? `no commits touching ${paths.join(', ')}` : 'no commits';
    throw new ToolInputError(`${which}${from ? ` since ${from}` : ''}: nothing to release.`);
  }
  if (releases === 0 && !bumpedVersion) throw new ToolInputError(nothingToList(leftOut, from));
}

const LISTING_HINT = '--include-other lists docs/chore/... and non-conventional commits';

/** Why nothing is written: the release asked for (`--to TAG`), or every release, has nothing to list. */
function nothingToList(leftOut: readonly string[], from: string | undefined): string {
  if (leftOut.length === 1)
    return `${leftOut[0]} has nothing to list: none of its commits is a listed change (${LISTING_HINT}; --keep-empty prints the release).`;
  if (leftOut.length > 1)
    return `nothing to list in any of the ${leftOut.length} releases (${LISTING_HINT}; --keep-empty prints them).`;
  return from
    ? `nothing to release since ${from}: no commit to list (${LISTING_HINT}).`
    : `nothing to release: no commit to list (${LISTING_HINT}).`;
}

/** The one line that says which releases were left out, as git-cliff leaves them out, and how to see them. */
function leftOutLine(leftOut: readonly string[]): string {
  const named = leftOut.slice(0, 3).join(', ') + (leftOut.length > 3 ? ', ...' : '');
  const releases = leftOut.length === 1 ? '1 release' : `${leftOut.length} releases`;
  return `Left out ${releases} with nothing to list (${named}): ${LISTING_HINT}, --keep-empty keeps them.`;
}

/** Package tag lines whose package no tree names: left out, with the flag that writes them anyway. */
function unfoundLine(prefixes: readonly string[]): string {
  const first = prefixes[0] ?? '';
  return `No package.json names the package of the tags ${prefixes.map((prefix) => `${prefix}*`).join(', ')} (at its newest release): left out; --tag-pattern '^${first}' lists every commit under them.`;
}
