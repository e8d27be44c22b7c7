import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { GIT_LOG_COMMAND, parseGitLogText, parsePackageLines, planFromGitLog } from './git-log-text';

const clock = fixedClock('2026-03-09T12:00:00Z');

/** `git log --decorate --name-only` of a real repository built here: what a user pastes. */
function realLog(steps: { message: string; files: string[]; tag?: string }[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-gitlog-'));
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      [
        ...['-c', 'user.name=Ada', '-c', 'user.email=ada@example.com'],
        ...['-c', 'commit.gpgSign=false', '-c', 'tag.gpgSign=false', '-c', 'log.showSignature=false'],
        ...args,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
  git('init', '-q', '-b', 'main');
  for (const step of steps) {
    for (const file of step.files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), step.message);
    }
    git('add', '-A');
    git('commit', '-q', '--allow-empty', '-m', step.message);
    if (step.tag) git('tag', '-a', '-m', step.tag, step.tag);
  }
  return git(...GIT_LOG_COMMAND.split(' ').slice(1));
}

describe('a pasted git log', () => {
  it('reads hashes, tags, messages and files of the default format', () => {
    const log = realLog([
      { message: 'chore: init', files: ['a/package.json'], tag: 'a@1.0.0' },
      { message: 'feat(a): more\n\nwith a body\n\nBREAKING CHANGE: gone', files: ['a/x.js', 'b/y.js'] },
    ]);
    const commits = parseGitLogText(log);
    expect(commits.map(({ subject, body, tags, files }) => ({ subject, body, tags, files }))).toEqual([
      {
        subject: 'feat(a): more',
        body: 'with a body\n\nBREAKING CHANGE: gone',
        tags: [],
        files: ['a/x.js', 'b/y.js'],
      },
      { subject: 'chore: init', body: '', tags: ['a@1.0.0'], files: ['a/package.json'] },
    ]);
    expect(commits[0]?.hash).toMatch(/^[0-9a-f]{40}$/);
  });

  it('reads --oneline --decorate and --name-status too', () => {
    expect(
      parseGitLogText('abc1234 (HEAD -> main) fix: b\ndef5678 (tag: v1.0.0, origin/main) feat: a\n').map(
        ({ hash, subject, tags }) => [hash, subject, tags],
      ),
    ).toEqual([
      ['abc1234', 'fix: b', []],
      ['def5678', 'feat: a', ['v1.0.0']],
    ]);
    const status =
      'commit 0123456789abcdef0123456789abcdef01234567\nAuthor: A <a@b>\nDate:   now\n\n    fix: x\n\nM\tsrc/a.ts\nR100\told.ts\tnew.ts\n';
    expect(parseGitLogText(status)[0]?.files).toEqual(['src/a.ts', 'new.ts']);
    expect(() => parseGitLogText('hello')).toThrow(`paste the output of \`${GIT_LOG_COMMAND}\``);
  });

  it('reads package lines, and refuses a line it cannot read', () => {
    expect(parsePackageLines('@acme/ui packages/ui 1.2.0\n\n  root .  \ncli ./tools/cli/\n')).toEqual([
      { name: '@acme/ui', dir: 'packages/ui', version: '1.2.0' },
      { name: 'root', dir: '' },
      { name: 'cli', dir: 'tools/cli' },
    ]);
    expect(() => parsePackageLines('a b c d')).toThrow('Package line 1: write "name folder [version]"');
    expect(() => parsePackageLines('a b one')).toThrow('Package line 1');
  });

  it('plans the same release as the CLI: one package from its tags, or the listed packages', () => {
    const single = realLog([
      { message: 'chore: init', files: ['index.js'], tag: 'v1.4.0' },
      { message: 'feat: search', files: ['index.js'] },
    ]);
    const plan = planFromGitLog({ log: single, packages: '' }, {}, clock);
    expect(
      plan.releases.map((release) => [release.name, release.current, release.next, release.why]),
    ).toEqual([['package', '1.4.0', '1.5.0', 'minor: 1 feat']]);

    const workspace = realLog([
      { message: 'chore: init', files: ['packages/a/i', 'packages/b/i'], tag: 'a@1.0.0' },
      { message: 'fix(a): x', files: ['packages/a/i'] },
      { message: 'feat(b)!: y', files: ['packages/b/i'] },
    ]);
    const listed = planFromGitLog(
      { log: workspace, packages: 'a packages/a\nb packages/b 0.2.0' },
      { preid: 'rc' },
      clock,
    );
    expect(
      listed.releases.map((release) => [release.name, release.current, release.next, release.tag]),
    ).toEqual([
      ['a', '1.0.0', '1.0.1-rc.0', 'a@1.0.1-rc.0'],
      ['b', '0.2.0', '0.3.0-rc.0', 'b@0.3.0-rc.0'],
    ]);
  });
});
