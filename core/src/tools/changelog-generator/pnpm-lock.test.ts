import { describe, expect, it } from 'vitest';
import { updateLockSpecifiers } from './pnpm-lock';

const LOCK = `lockfileVersion: '9.0'

settings:
  autoInstallPeers: true

importers:

  .:
    devDependencies:
      '@s/a':
        specifier: workspace:^1.0.0
        version: link:packages/a

  packages/b:
    dependencies:
      '@s/a':
        specifier: ^1.0.0
        version: link:../a
      other:
        specifier: ^1.0.0
        version: link:../other

packages: {}
`;

describe('updateLockSpecifiers', () => {
  it('rewrites the specifiers of the changed ranges only, quoting what YAML needs', () => {
    const updated = updateLockSpecifiers(LOCK, [
      { dir: '', field: 'devDependencies', dependency: '@s/a', to: 'workspace:^2.0.0' },
      { dir: 'packages/b', field: 'dependencies', dependency: '@s/a', to: '>=2.0.0 <3' },
    ]);
    expect(updated).toBe(
      LOCK.replace('specifier: workspace:^1.0.0', 'specifier: workspace:^2.0.0').replace(
        "'@s/a':\n        specifier: ^1.0.0",
        "'@s/a':\n        specifier: '>=2.0.0 <3'",
      ),
    );
  });

  it('leaves a lockfile without those importers as it is', () => {
    expect(
      updateLockSpecifiers(LOCK, [{ dir: 'x', field: 'dependencies', dependency: 'a', to: '^2.0.0' }]),
    ).toBe(LOCK);
  });
});
