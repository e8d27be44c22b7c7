import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { withoutNpmScope } from '../../text/npm-name';
import type { Classified } from './commits';
import { DEPENDENCY_FIELDS, dropsVersions, SHIPPED_FIELDS, updatedRange } from './dependency-ranges';
import {
  autoBump,
  type Commit,
  cancelReverts,
  classifyCommit,
  latestReleaseTag,
  partitionByTags,
  releasesFromCommits,
} from './git-mode';
import { type BumpType, formatDay, type Release } from './release';
import type {
  PackageManifest,
  PackageRelease,
  RangeUpdate,
  ReleaseCommit,
  ReleaseKind,
  ReleasePlan,
  ReleasePlanInput,
  ReleasePlanOptions,
  ReleaseRules,
} from './release-plan-types';
import {
  checkTagFormat,
  detectTagFormat,
  exactTagPattern,
  formatTag,
  isValidTagName,
  type TagFormat,
  tagPatternFor,
} from './release-tags';
import { repoLinks } from './repo-url';
import { semver } from './semver-functions';
import { nextPrerelease, nextVersion, toSemver } from './version';

/** The commit types that make a release (as @semantic-release/commit-analyzer's default rules), with breaking changes. */
const RELEASING_TYPES = new Set(['feat', 'fix', 'perf', 'revert']);

/** For each commit, the packages whose folder (the deepest one) holds a file it touches. */
function ownersByCommit(packages: readonly PackageManifest[], commits: readonly ReleaseCommit[]) {
  const byDir = new Map(packages.map((pkg, index) => [pkg.dir.replace(/\/+$/, ''), index]));
  const owner = (file: string): number | undefined => {
    let dir = file;
    for (;;) {
      const slash = dir.lastIndexOf('/');
      dir = slash < 0 ? '' : dir.slice(0, slash);
      const found = byDir.get(dir);
      if (found !== undefined || dir === '') return found;
    }
  };
  const owners = new Map<string, Set<number>>();
  // One package at the root owns every commit, even one that touches no file.
  const alone = packages.length === 1 && byDir.has('');
  for (const commit of commits) {
    if (alone) {
      owners.set(commit.hash, new Set([0]));
      continue;
    }
    const set = new Set<number>();
    for (const file of commit.files) {
      const index = owner(file);
      if (index !== undefined) set.add(index);
    }
    owners.set(commit.hash, set);
  }
  return owners;
}

/** The bump release-please's rules call for (its DefaultVersioningStrategy). */
function bumpByRules(current: string, releasing: readonly Classified[], rules: ReleaseRules): BumpType {
  const preMajor = semver.major(current) === 0;
  if (releasing.some((entry) => entry.breaking))
    return preMajor && rules.bumpMinorPreMajor ? 'minor' : 'major';
  if (releasing.some((entry) => entry.type === 'feat' || entry.type === 'feature'))
    return preMajor && rules.bumpPatchForMinorPreMajor ? 'patch' : 'minor';
  return 'patch';
}

/** The next version for a bump: SemVer, with `--prerelease` counting on or starting a prerelease line. */
export function nextReleaseVersion(
  current: string,
  bump: BumpType,
  preid?: string,
): { version: string; kind: ReleaseKind } {
  const pre = semver.prerelease(current) !== null;
  if (preid) return { version: nextPrerelease(current, bump, preid), kind: 'prerelease' };
  return { version: semver.inc(current, bump) ?? current, kind: pre ? 'graduate' : bump };
}

const REASON_ORDER = ['breaking', 'feat', 'fix', 'perf', 'revert'];

/** `2 feat, 1 fix`: the releasing commits counted by type, breaking changes first. */
function counted(types: readonly string[]): string {
  const counts = new Map<string, number>(REASON_ORDER.map((type) => [type, 0]));
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  for (const [type, count] of counts) if (count === 0) counts.delete(type);
  return [...counts].map(([type, count]) => `${count} ${type}`).join(', ');
}

/** One package's tag styles: the one its new tag is written in, and the one its previous release is found by. */
interface PackageTags {
  format: TagFormat;
  previous: TagFormat;
  /** The tag of the version package.json has, in any of those styles: the previous release when it exists. */
  current?: string;
}

/**
 * One package's tag styles: `--tag-format`; else the prefix its release config names for new tags, and its
 * previous release from its own tags (the config's style, else `name@` as changesets and lerna write them, or
 * `name-v` / `unscoped-name-v` as release-please does, the one with most tags), else the repository's style. A
 * monorepo's older `v1.2.3` tags are not a package's releases when it has tags of its own. When a tag in one of these
 * styles names the version package.json has, that is the previous release (as release-please finds it from its
 * manifest), even where the style changed on the way.
 */
function packageTags(
  pkg: PackageManifest,
  repoFormat: TagFormat,
  tags: readonly string[],
  explicit: { detected: TagFormat } | undefined,
): PackageTags {
  const known = new Set(tags);
  const literal = (prefix: string) => (/[{}]/.test(prefix) ? [] : [`${prefix}{version}`]);
  const configured = pkg.tagPrefix === undefined ? [] : literal(pkg.tagPrefix);
  const candidates = [
    ...new Set([
      ...configured,
      ...[`${pkg.name}@`, `${pkg.name}-v`, `${withoutNpmScope(pkg.name)}-v`].flatMap(literal),
    ]),
  ];
  const versionTag = (formats: readonly TagFormat[]) =>
    formats.map((format) => formatTag(format, pkg.name, pkg.version)).find((tag) => known.has(tag));
  if (explicit) {
    // --tag-format names the new tags; the release before them may be in the style the repository had.
    const current = versionTag([repoFormat, ...candidates, explicit.detected]);
    return { format: repoFormat, previous: repoFormat, ...(current === undefined ? {} : { current }) };
  }
  // The first candidate with most tags: the configured style wins whenever it has one.
  let best: { format: TagFormat; count: number } | undefined;
  for (const format of candidates) {
    const pattern = tagPatternFor(format, pkg.name);
    const count = tags.filter((tag) => pattern.test(tag)).length;
    if (count > 0 && format === configured[0]) {
      best = { format, count };
      break;
    }
    if (count > 0 && (!best || count > best.count)) best = { format, count };
  }
  const previous = best?.format ?? repoFormat;
  const current = versionTag([...candidates, repoFormat]);
  return { format: configured[0] ?? previous, previous, ...(current === undefined ? {} : { current }) };
}

/**
 * semantic-release's placeholder (`0.0.0-development`, once `0.0.0-semantically-released`) or no version at all:
 * package.json does not say which version was released last, its latest release tag does.
 */
const isPlaceholderVersion = (version: string) =>
  version === '' || /^0\.0\.0-(?:development|semantically-released)$/.test(version);

/** The version a tag in this format names. */
function versionInTag(tag: string, format: TagFormat, name: string): string {
  const [before = '', after = ''] = formatTag(format, name, '\0').split('\0');
  return tag.slice(before.length, tag.length - after.length);
}

interface Pending {
  index: number;
  pkg: PackageManifest;
  /** The version released last: package.json's, or its latest tag's where package.json has a placeholder. */
  current: string;
  tagFormat: TagFormat;
  commits: Commit[];
  previousTag?: string;
  kind: ReleaseKind;
  next: string;
  why: string;
  /** A dependent released for its dependency's sake (`--bump-dependents`): that dependency's name. */
  dependency?: string;
  /** Its peer ranges rewritten so that they drop versions they allowed (`a ^1.0.0 -> ^2.0.0`): a breaking change. */
  peers?: string[];
}

/**
 * The release of every changed package, from data alone: each package's commits since its own last tag (cut
 * by ancestry, the commits touching its folder), the bump they call for (breaking -> major, 0.x -> minor;
 * feat -> minor; fix, perf, revert -> patch; nothing else releases), the tag in the repository's style, and the
 * dependents' ranges that no longer hold.
 */
export function planRelease(input: ReleasePlanInput, options: ReleasePlanOptions, clock: Clock): ReleasePlan {
  const names = input.packages.map((pkg) => pkg.name);
  const detected = detectTagFormat(input.tags, names);
  const tagFormat = options.tagFormat ? checkTagFormat(options.tagFormat) : detected;
  const releaseAs = options.releaseAs ? toSemver(options.releaseAs, '--release-as') : undefined;
  const owners = ownersByCommit(input.packages, input.commits);
  const pending = new Map<string, Pending>();
  const formats = new Map(
    input.packages.map((pkg) => [
      pkg.name,
      packageTags(pkg, tagFormat, input.tags, options.tagFormat ? { detected } : undefined),
    ]),
  );

  const held: NonNullable<ReleasePlan['held']> = [];
  input.packages.forEach((pkg, index) => {
    if (pkg.private) {
      held.push({ name: pkg.name, reason: 'private' });
      return;
    }
    const styles = formats.get(pkg.name) ?? { format: tagFormat, previous: tagFormat };
    const { format, previous: found } = styles;
    const own = (commits: readonly Commit[]) =>
      commits.filter((commit) => owners.get(commit.hash)?.has(index));
    const pattern = styles.current ? exactTagPattern(styles.current) : tagPatternFor(found, pkg.name);
    const { tagged, untagged } = partitionByTags(input.commits, pattern);
    const previousTag = latestReleaseTag(
      tagged.map((entry) => entry.tag),
      pattern,
    );
    const placeholder = isPlaceholderVersion(pkg.version);
    // A placeholder version without a release tag: nothing says what was released (an app, or no release yet).
    if (placeholder && !previousTag) {
      held.push({ name: pkg.name, reason: 'unversioned' });
      return;
    }
    const current = toSemver(
      placeholder && previousTag ? versionInTag(previousTag, found, pkg.name) : pkg.version,
      `${pkg.name}'s version`,
    );
    if (!previousTag && options.firstRelease) {
      pending.set(pkg.name, {
        index,
        pkg,
        current,
        tagFormat: format,
        commits: own(untagged),
        kind: 'first',
        next: current,
        why: 'first release',
      });
      return;
    }
    // Graduating counts every change since the last stable release, prereleases included.
    const graduating = !options.preid && semver.prerelease(current) !== null;
    const since = graduating
      ? partitionByTags(input.commits, tagPatternFor(found, pkg.name, true))
      : undefined;
    const commits = own(since ? since.untagged : untagged);
    const { rules } = pkg;
    // A release config may make any type release (a visible `chore` section): every typed commit is read then.
    const classified = cancelReverts(commits).flatMap(
      (commit) => classifyCommit(commit, { includeOther: rules !== undefined }) ?? [],
    );
    const releasing = classified.filter((entry) =>
      rules
        ? rules.visibleTypes.includes(entry.type ?? '') ||
          (entry.breaking && rules.hiddenTypes.includes(entry.type ?? ''))
        : entry.breaking || RELEASING_TYPES.has(entry.type ?? ''),
    );
    const configuredAs =
      rules?.releaseAs && semver.valid(rules.releaseAs) && semver.gt(rules.releaseAs, current)
        ? rules.releaseAs
        : undefined;
    if (releasing.length === 0 && !graduating && !configuredAs) return;
    const bump = rules ? bumpByRules(current, releasing, rules) : autoBump(current, releasing);
    const reasons = counted(releasing.map((entry) => (entry.breaking ? 'breaking' : (entry.type ?? ''))));
    let next: { version: string; kind: ReleaseKind };
    let why: string;
    if (releaseAs) {
      next = { version: releaseAs, kind: 'release-as' };
      why = `--release-as ${releaseAs}${reasons ? ` (${reasons})` : ''}`;
    } else if (configuredAs) {
      next = { version: configuredAs, kind: 'release-as' };
      why = `release-as ${configuredAs} in the config${reasons ? ` (${reasons})` : ''}`;
    } else {
      next = nextReleaseVersion(current, bump, options.preid);
      const zero = bump === 'minor' && releasing.some((entry) => entry.breaking) ? ', 0.x' : '';
      why =
        next.kind === 'graduate'
          ? `graduates from ${current}${reasons ? ` (${reasons})` : ''}`
          : `${next.kind === 'prerelease' ? `${options.preid} ` : ''}${bump}: ${reasons}${zero}`;
    }
    const previous = since
      ? latestReleaseTag(
          since.tagged.map((entry) => entry.tag),
          tagPatternFor(found, pkg.name, true),
        )
      : previousTag;
    pending.set(pkg.name, {
      index,
      pkg,
      current,
      tagFormat: format,
      commits,
      previousTag: previous,
      kind: next.kind,
      next: next.version,
      why,
    });
  });

  const all = [...input.packages, ...(input.others ?? [])];
  if (options.bumpDependents) {
    // Patch releases ripple to dependents of dependents until nothing new is released.
    let grew = true;
    while (grew) {
      grew = false;
      input.packages.forEach((pkg, index) => {
        if (pkg.private || pending.has(pkg.name)) return;
        for (const field of SHIPPED_FIELDS) {
          const dependency = Object.keys(pkg[field] ?? {}).find((name) => pending.has(name));
          if (!dependency) continue;
          const { format, previous: found } = formats.get(pkg.name) ?? {
            format: tagFormat,
            previous: tagFormat,
          };
          const previous = latestReleaseTag(input.tags, tagPatternFor(found, pkg.name));
          const placeholder = isPlaceholderVersion(pkg.version);
          if (placeholder && !previous) return;
          const current = toSemver(
            placeholder && previous ? versionInTag(previous, found, pkg.name) : pkg.version,
            `${pkg.name}'s version`,
          );
          const next = releaseAs
            ? { version: releaseAs, kind: 'release-as' as const }
            : nextReleaseVersion(current, 'patch', options.preid);
          pending.set(pkg.name, {
            index,
            pkg,
            current,
            tagFormat: format,
            commits: [],
            previousTag: previous,
            kind: next.kind,
            next: next.version,
            why: '',
            dependency,
          });
          grew = true;
          return;
        }
      });
    }
  }

  breakPeerDependents(pending, options.preid);

  const links = options.repoUrl ? repoLinks(options.repoUrl) : null;
  const releases = [...pending.values()]
    .sort((a, b) => a.index - b.index)
    .map((entry): PackageRelease => {
      const { current } = entry;
      if (releaseAs && !semver.gt(releaseAs, current) && entry.kind === 'release-as') {
        throw new ToolInputError(
          `--release-as ${releaseAs} is not above ${entry.pkg.name}'s version ${current}.`,
        );
      }
      const tag = formatTag(entry.tagFormat, entry.pkg.name, entry.next);
      const notes = releasesFromCommits(
        entry.commits.map((commit) => ({ ...commit, tags: [] })),
        { previousTag: entry.previousTag, currentVersion: current },
        clock,
      )[0];
      const release: Release = {
        ...(notes ?? { changes: {} }),
        version: entry.next,
        date: formatDay(clock.now()),
        type: entry.kind === 'prerelease' ? 'prerelease' : (notes?.type ?? null),
        nextTag: tag,
      };
      delete release.compareUrl;
      const dependency = entry.dependency === undefined ? undefined : pending.get(entry.dependency);
      if (dependency) {
        const updated = formatTag(dependency.tagFormat, dependency.pkg.name, dependency.next);
        release.changes = { changed: [{ description: `Updated dependencies: ${updated}` }] };
      }
      if (entry.peers) {
        const notes = entry.peers.map((peer) => ({ description: `peer dependency ${peer}` }));
        release.breaking = [...(release.breaking ?? []), ...notes];
        if (entry.kind !== 'prerelease') release.type = entry.kind as BumpType;
      }
      const because = dependency
        ? `dependency ${dependency.pkg.name} ${dependency.current} -> ${dependency.next}`
        : entry.why;
      const peers = entry.peers?.map((peer) => `; peer ${peer}`).join('') ?? '';
      const zero = entry.peers && semver.major(current) === 0 ? ', 0.x' : '';
      if (links && entry.previousTag) release.compareUrl = links.compare(entry.previousTag, tag);
      const result: PackageRelease = {
        name: entry.pkg.name,
        dir: entry.pkg.dir,
        current,
        next: entry.next,
        kind: entry.kind,
        why: `${because}${peers}${zero}`,
        tag,
        prerelease: semver.prerelease(entry.next) !== null,
        release,
      };
      if (entry.previousTag) result.previousTag = entry.previousTag;
      if (isPlaceholderVersion(entry.pkg.version)) result.keepsVersion = true;
      return result;
    });

  const byTag = new Map<string, string>();
  for (const release of releases) {
    if (!isValidTagName(release.tag)) {
      throw new ToolInputError(
        `"${release.tag}" is not a valid git tag name (check --tag-format and the package name).`,
      );
    }
    const other = byTag.get(release.tag);
    if (other !== undefined) {
      throw new ToolInputError(
        `${other} and ${release.name} would both be tagged ${release.tag}: give --tag-format "{name}@{version}".`,
      );
    }
    byTag.set(release.tag, release.name);
  }

  const nextOf = new Map(releases.map((release) => [release.name, release.next]));
  const ranges: RangeUpdate[] = [];
  for (const manifest of all) {
    for (const field of DEPENDENCY_FIELDS) {
      for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
        const next = nextOf.get(dependency);
        if (next === undefined) continue;
        const to = updatedRange(range, next, field);
        if (to !== null)
          ranges.push({ name: manifest.name, dir: manifest.dir, field, dependency, from: range, to });
      }
    }
  }
  return { tagFormat, releases, ranges, ...(held.length > 0 ? { held } : {}) };
}

/**
 * A peer range rewritten so that versions it allowed no longer fit (`^1.0.0` -> `^2.0.0`) breaks the dependent's
 * users: the dependent releases a major (a minor before 1.0.0), as changesets bumps a peer dependent; a dependent
 * of that one may then break in turn, so until nothing moves. A release-as or first release keeps its version.
 */
function breakPeerDependents(pending: Map<string, Pending>, preid: string | undefined) {
  let moved = true;
  while (moved) {
    moved = false;
    for (const entry of pending.values()) {
      if (entry.kind === 'release-as' || entry.kind === 'first') continue;
      const peers = Object.entries(entry.pkg.peerDependencies ?? {}).flatMap(([name, range]) => {
        const dependency = pending.get(name);
        const to = dependency ? updatedRange(range, dependency.next, 'peerDependencies') : null;
        return to !== null && dropsVersions(range, to) ? [`${name} ${range} -> ${to}`] : [];
      });
      if (peers.length === 0) continue;
      const bump: BumpType = semver.major(entry.current) === 0 ? 'minor' : 'major';
      const next = preid ? nextPrerelease(entry.current, bump, preid) : nextVersion(entry.current, bump);
      const same = peers.join() === entry.peers?.join();
      if (!semver.gt(next, entry.next) && same) continue;
      // Its own commits' reasons stay, under the bump it now makes (`major: 1 fix; peer …`).
      if (semver.gt(next, entry.next))
        Object.assign(entry, {
          next,
          kind: preid ? 'prerelease' : bump,
          why: entry.why.replace(/\b(?:patch|minor)(?=: )/, bump),
        });
      entry.peers = peers;
      moved = true;
    }
  }
}
