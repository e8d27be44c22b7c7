import { describe, expect, it } from 'vitest';
import { updatePackageLock } from './package-lock';
import type { PackageRelease, RangeUpdate } from './release-plan-types';

const LOCK = `{
  "name": "w",
  "lockfileVersion": 3,
  "packages": {
    "": { "name": "w", "workspaces": ["packages/*"], "devDependencies": { "a": "^1.0.0" } },
    "node_modules/a": { "resolved": "packages/a", "link": true },
    "packages/a": { "name": "a", "version": "1.0.0" },
    "packages/b": { "name": "b", "version": "1.0.0", "dependencies": { "a": "^1.0.0" } }
  }
}
`;

const release = (name: string, dir: string, next: string) => ({ name, dir, next }) as PackageRelease;
const range = (name: string, dir: string, field: RangeUpdate['field'], to: string): RangeUpdate => ({
  name,
  dir,
  field,
  dependency: 'a',
  from: '^1.0.0',
  to,
});

describe('updatePackageLock', () => {
  it('changes the versions and ranges the lockfile records, in place', () => {
    const updated = updatePackageLock(LOCK, {
      releases: [release('a', 'packages/a', '2.0.0'), release('c', 'packages/c', '1.0.1')],
      ranges: [
        range('b', 'packages/b', 'dependencies', '^2.0.0'),
        range('w', '', 'devDependencies', '^2.0.0'),
      ],
    });
    expect(updated).toBe(
      LOCK.replace('"version": "1.0.0" },\n    "packages/b"', '"version": "2.0.0" },\n    "packages/b"')
        .replace('"dependencies": { "a": "^1.0.0" }', '"dependencies": { "a": "^2.0.0" }')
        .replace('"devDependencies": { "a": "^1.0.0" }', '"devDependencies": { "a": "^2.0.0" }'),
    );
  });

  it("changes the root package's version at the top as npm version does, not only under packages['']", () => {
    const lock = `{
  "name": "demo",
  "version": "1.0.0",
  "lockfileVersion": 3,
  "requires": true,
  "packages": {
    "": {
      "name": "demo",
      "version": "1.0.0"
    }
  }
}
`;
    expect(updatePackageLock(lock, { releases: [release('demo', '', '1.1.0')], ranges: [] })).toBe(
      lock.replaceAll('"version": "1.0.0"', '"version": "1.1.0"'),
    );
  });

  it('updates a lockfile that starts with a byte order mark (npm reads past it) and keeps the mark', () => {
    const plan = { releases: [release('a', 'packages/a', '2.0.0')], ranges: [] };
    expect(updatePackageLock(`\uFEFF${LOCK}`, plan)).toBe(`\uFEFF${updatePackageLock(LOCK, plan)}`);
    expect(updatePackageLock(LOCK, plan)).not.toBe(LOCK);
  });

  it('leaves a lockfile that is not JSON, or has nothing to change, as it is', () => {
    expect(
      updatePackageLock('not json', { releases: [release('a', 'packages/a', '2.0.0')], ranges: [] }),
    ).toBe('not json');
    expect(updatePackageLock(LOCK, { releases: [release('z', 'z', '2.0.0')], ranges: [] })).toBe(LOCK);
  });
});
