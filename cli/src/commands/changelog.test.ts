import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './changelog';

describe('toolbox changelog: flags to input', () => {
  it('reads the range, the bump, the tag pattern, the paths and the entries', () => {
    const options = toOptions({
      flags: { from: 'v1.0.0', tagPattern: '^v\\d', includePath: ['cli'], bump: 'minor' },
      args: [],
    });
    expect(options).toMatchObject({ from: 'v1.0.0', to: 'HEAD', bump: 'minor', includePaths: ['cli'] });
    expect(options.tagPattern).toEqual(/^v\d/);
    expect(options.entries).toBeUndefined();
    expect(toOptions({ flags: { entry: ['feat: a'], bump: 'patch' }, args: [] }).entries).toEqual([
      'feat: a',
    ]);
  });

  it.each([
    [{ tagPattern: '(' }, /^--tag-pattern is not a valid regular expression: /],
    [{ all: true, from: 'v1' }, '--all and --from cannot be combined.'],
    [{ bumpedVersion: true, unreleased: true }, '--bumped-version needs a version: drop --unreleased.'],
    [{ preid: 'rc' }, '--preid goes with --bump prerelease.'],
    [{ package: 'cli', tagPattern: '^v' }, '--package finds the tag pattern itself: drop --tag-pattern.'],
    [
      { entry: ['feat: a'], bump: 'prerelease' },
      '--bump prerelease needs git history; with --entry choose major, minor or patch.',
    ],
  ])('refuses %j', (flags, message) => {
    expect(() => toOptions({ flags, args: [] })).toThrow(message);
    expect(() => toOptions({ flags, args: [] })).toThrow(UsageError);
  });
});

describe('toolbox changelog: run', () => {
  it('--entry without --bump: the bump the entries call for (a breaking one, a major)', async () => {
    const ctx = testContext({ cwd: tmpdir() });
    const options = toOptions({ flags: { entry: ['feat!: drop v1'], currentVersion: '1.2.0' }, args: [] });
    expect(await run(options, ctx)).toBe(ctx.exit.ok);
    expect(ctx.captured.stdout).toContain('## [2.0.0] - 2026-01-15\n');
  });

  it('writes the release of --entry messages without git history, dated by the clock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'changelog-'));
    try {
      const ctx = testContext({ cwd: dir });
      const options = toOptions({
        flags: { entry: ['feat(api): add x', 'fix: y'], bump: 'minor' },
        args: [],
      });
      expect(await run(options, ctx)).toBe(ctx.exit.ok);
      expect(ctx.captured.stdout).toContain(
        '## [1.1.0] - 2026-01-15\n\n### Added\n\n- **api:** add x\n\n### Fixed\n\n- y\n',
      );
      expect(ctx.captured.stderr).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
