import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import { testContext } from '../../test-context';
import { run, toOptions } from './release';

describe('toolbox release flags', () => {
  it('reads the flags, with origin as the default remote', () => {
    expect(toOptions({ flags: { prerelease: 'rc', bumpDependents: true }, args: [] })).toEqual({
      dryRun: false,
      prerelease: 'rc',
      firstRelease: false,
      releaseAs: undefined,
      tagFormat: undefined,
      bumpDependents: true,
      allowDetached: false,
      push: false,
      remote: 'origin',
      github: false,
      pr: false,
      repoUrl: undefined,
    });
  });

  it.each([
    [{ prerelease: 'r c' }, '--prerelease "r c" is not a prerelease identifier (e.g. rc, beta).'],
    [{ prerelease: 'rc', releaseAs: '2.0.0' }, '--release-as names the version itself: drop --prerelease.'],
    [{ dryRun: true, push: true }, '--dry-run changes nothing: drop --push.'],
    [{ pr: true, push: true }, '--pr pushes the release branch itself: drop --push.'],
  ])('refuses %j', (flags, message) => {
    expect(() => toOptions({ flags, args: [] })).toThrow(new UsageError(message));
  });
});

describe('toolbox release run', () => {
  it('outside a git repository, says so and changes nothing', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-release-run-'));
    const ctx = testContext({ cwd });
    const options = toOptions({ flags: { dryRun: true }, args: [] });
    await expect(run(options, ctx)).rejects.toThrow(new UsageError('not inside a git repository.'));
    expect(ctx.captured).toEqual({ stdout: '', stderr: '' });
  });
});
