import { describe, expect, it } from 'vitest';
import type { PackageRelease, ReleasePlan } from './release-plan-types';
import { runReleaseFiles } from './run-release';

const released = (name: string, dir: string, current: string, next: string): PackageRelease => ({
  name,
  dir,
  current,
  next,
  kind: 'minor',
  why: 'minor: 1 feat',
  tag: `${name}@${next}`,
  prerelease: false,
  release: { version: next, date: '2026-03-09', type: 'minor', changes: { added: [{ description: 'x' }] } },
});

describe('runReleaseFiles', () => {
  it("records each release in release-please's manifest too, where it lists the package (as release-please does)", async () => {
    const files: Record<string, string> = {
      'packages/a/package.json': '{ "name": "a", "version": "1.0.0" }\n',
      '.release-please-manifest.json': '{\n  "packages/a": "1.0.0",\n  "packages/b": "2.0.0"\n}\n',
    };
    const plan: ReleasePlan = {
      tagFormat: '{name}@{version}',
      releases: [released('a', 'packages/a', '1.0.0', '1.1.0')],
      ranges: [],
    };
    const written = await runReleaseFiles(plan, async (path) => files[path] ?? '');
    expect(written.find((file) => file.path === '.release-please-manifest.json')?.text).toBe(
      '{\n  "packages/a": "1.1.0",\n  "packages/b": "2.0.0"\n}\n',
    );
  });

  it('the root package is "." there; without a manifest none is written', async () => {
    const root = { tagFormat: 'v{version}', releases: [released('demo', '', '1.0.0', '1.1.0')], ranges: [] };
    const read = (manifest?: string) => async (path: string) =>
      path === 'package.json'
        ? '{"name":"demo","version":"1.0.0"}'
        : path === '.release-please-manifest.json'
          ? (manifest ?? '')
          : '';
    const withManifest = await runReleaseFiles(root, read('{".":"1.0.0"}'));
    expect(withManifest.find((file) => file.path === '.release-please-manifest.json')?.text).toBe(
      '{".":"1.1.0"}',
    );
    const without = await runReleaseFiles(root, read());
    expect(without.map((file) => file.path)).toEqual(['package.json', 'CHANGELOG.md']);
  });
});
