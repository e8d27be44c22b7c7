import { ToolInputError } from '../../errors';
import type { BumpType } from './release';
import { semver } from './semver-functions';

/**
 * The spec's §4 bump for the form: the version is split on dots and read as numbers (missing or
 * non-numeric parts count as 0); major -> X+1.0.0, minor -> X.Y+1.0, patch -> X.Y.Z+1; any other type
 * leaves the version as it is.
 */
export function bumpVersion(version: string, type: string): string {
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
