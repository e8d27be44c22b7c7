import satisfies from 'semver/functions/satisfies';
import subset from 'semver/ranges/subset';
import validRange from 'semver/ranges/valid';

/** The manifest fields whose ranges point at other packages of the workspace. */
export const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;
export type DependencyField = (typeof DEPENDENCY_FIELDS)[number];

/** What consumers install: a change here makes a dependent's own release matter (`--bump-dependents`). */
export const SHIPPED_FIELDS: ReadonlySet<DependencyField> = new Set([
  'dependencies',
  'peerDependencies',
  'optionalDependencies',
]);

/** pnpm's `workspace:` shorthands, which it replaces by the version itself on publish: never rewritten. */
const WORKSPACE_SHORTHAND = /^workspace:[*^~]?$/;
const SIMPLE_RANGE = /^(\^|~|=)?\s*v?\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.-]+)?$/;

/**
 * The range a dependent should have once its dependency is at `version`, or null to keep it: `workspace:*`,
 * `workspace:^`, `workspace:~`, non-semver specifiers (`file:`, `link:`, `npm:`, git URLs) and any range the new
 * version still satisfies are kept. Otherwise the range's operator is kept (`^1.2.0` -> `^2.0.0`, `~` and exact
 * alike; anything else becomes `^version`); a peer range gains `|| ^version` so older hosts stay allowed.
 */
export function updatedRange(range: string, version: string, field: DependencyField): string | null {
  const trimmed = range.trim();
  if (WORKSPACE_SHORTHAND.test(trimmed)) return null;
  if (trimmed.startsWith('workspace:')) {
    const inner = updatedRange(trimmed.slice('workspace:'.length), version, field);
    return inner === null ? null : `workspace:${inner}`;
  }
  if (validRange(trimmed) === null) return null;
  if (satisfies(version, trimmed)) return null;
  const simple = SIMPLE_RANGE.exec(trimmed);
  if (field === 'peerDependencies' && !simple) return `${trimmed} || ^${version}`;
  const operator = simple ? (simple[1] ?? '') : '^';
  return `${operator === '=' ? '' : operator}${version}`;
}

/**
 * Whether a rewritten range leaves out versions the old one allowed (`^1.0.0` -> `^2.0.0`), where a widened one
 * (`^1.0.0 || ^2.0.0`) keeps them: for a peer range, what the dependent's own users must then change.
 */
export function dropsVersions(from: string, to: string): boolean {
  const bare = (range: string) => range.trim().replace(/^workspace:/, '');
  return validRange(bare(from)) !== null && validRange(bare(to)) !== null && !subset(bare(from), bare(to));
}
