import { ToolInputError } from '../../errors';
import type { BumpType } from './release';
import { semver } from './semver-functions';

/**
 * The spec's §4 bump for the form: the version is split on dots and read as numbers (missing or
 * non-numeric parts count as 0); major -> X+1.0.0, minor -> X.Y+1.0, patch -> X.Y.Z+1; any other type
 * leaves the version as it is. A prerelease comes before its version (SemVer §11), so 1.2.3-rc.1's patch
 * release is 1.2.3, as semver counts it.
 */
export function bumpVersion(version: string, type: string): string {
  const exact = semver.valid(version.trim());
  if (exact && semver.prerelease(exact) && (type === 'major' || type === 'minor' || type === 'patch'))
    return semver.inc(exact, type) ?? exact;
  const [major = 0, minor = 0, patch = 0] = version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => {
      const value = Number.parseInt(part, 10);
      return Number.isNaN(value) ? 0 : value;
    });
  switch (type) {
    case 'major':
      return `${major + 1}.0.0`;
    case 'minor':
      return `${major}.${minor + 1}.0`;
    case 'patch':
      return `${major}.${minor}.${patch + 1}`;
    default:
      return version;
  }
}

/** A semantic version read leniently (v1.2.3, 1.2) or a clear error naming where it came from. */
export function toSemver(version: string, what: string): string {
  const parsed = semver.valid(version) ?? semver.valid(semver.coerce(version, { includePrerelease: true }));
  if (!parsed) throw new ToolInputError(`${what} "${version}" is not a semantic version (e.g. 1.2.3).`);
  return parsed;
}

/** The next version with `semver`; 0.x keeps major 0 for a detected breaking change (see `autoBump`). */
export function nextVersion(version: string, bump: BumpType): string {
  return semver.inc(version, bump) ?? version;
}

const RANK: Record<BumpType, number> = { patch: 0, minor: 1, major: 2 };

/** The bump a prerelease version already stands for: 2.0.0-rc.0 a major, 1.3.0-rc.0 a minor, 1.2.4-rc.0 a patch. */
function prereleaseLevel(version: string): BumpType {
  if (semver.patch(version) !== 0) return 'patch';
  return semver.minor(version) !== 0 || semver.major(version) === 0 ? 'minor' : 'major';
}

/**
 * The next prerelease for a bump (`toolbox release --prerelease`, `toolbox changelog --bump prerelease`): counted on
 * within a prerelease line that already holds the bump (1.3.0-rc.0 and a feat: 1.3.0-rc.1), else a new line above
 * the version (1.3.0-rc.0 and a breaking change: 2.0.0-rc.0; 1.3.0 and a fix: 1.3.1-rc.0).
 */
export function nextPrerelease(current: string, bump: BumpType, preid?: string): string {
  const line = semver.prerelease(current);
  const within = line !== null && RANK[bump] <= RANK[prereleaseLevel(current)];
  const next = semver.inc(current, within ? 'prerelease' : `pre${bump}`, false, preid);
  if (next === null) {
    throw new ToolInputError(
      `"${preid}" is not a prerelease identifier SemVer takes (letters, digits and hyphens; a number without a leading zero), e.g. rc or beta.`,
    );
  }
  // SemVer orders identifiers as text: after 1.3.0-rc.0, a beta would be 1.3.0-beta.0, below the version it follows.
  if (line !== null && !semver.gt(next, current)) {
    const stable = `${semver.major(current)}.${semver.minor(current)}.${semver.patch(current)}`;
    throw new ToolInputError(
      `a ${preid} prerelease after ${current} would be ${next}, which SemVer orders before it: release ${semver.inc(current, 'prerelease')} (or ${stable}) first, or choose an identifier that sorts after "${line[0]}".`,
    );
  }
  return next;
}
