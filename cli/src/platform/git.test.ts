import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTags } from './git';
import { streamCommits } from './git-history';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-git-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: dir,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: dir },
    encoding: 'utf8',
  });
const commit = (message: string) =>
  git('-c', 'user.name=A', '-c', 'user.email=a@example.com', 'commit', '-q', '--allow-empty', '-m', message);
git('init', '-q', '-b', 'main');
commit('feat: first');
git('tag', 'v1.0.0');
commit('fix: second');

describe('streamCommits', () => {
  it('keeps the oldest commit (the log’s last record) whenever the tags arrive', async () => {
    const tags = await readTags(dir);
    // The tags may arrive before the log starts, while it streams, between its end and the process closing, or
    // after: every timing must give the whole history. A late-arriving map once dropped the last record.
    for (let run = 0; run < 150; run++) {
      const delay = run % 10;
      const late = new Promise<Map<string, string[]>>((resolve) => {
        let ticks = delay;
        const tick = () => (ticks-- > 0 ? setImmediate(tick) : resolve(tags));
        tick();
      });
      const history = await streamCommits(dir, { to: 'HEAD' }, late);
      expect(history.commits.map((commit) => [commit.subject, commit.tags])).toEqual([
        ['fix: second', []],
        ['feat: first', ['v1.0.0']],
      ]);
    }
  });

  it('stops at the same commit whether it is within the first read or far past it (300 commits since the tag)', async () => {
    const long = mkdtempSync(join(tmpdir(), 'toolbox-git-long-'));
    try {
      const at = (...args: string[]) =>
        execFileSync('git', args, {
          cwd: long,
          env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: long },
        });
      at('init', '-q', '-b', 'main');
      // fast-import: 320 commits in one git run, the tag on the 20th.
      let stream = '';
      for (let i = 1; i <= 320; i++) {
        const message = `fix: change ${i}\n`;
        stream += `commit refs/heads/main\nmark :${i}\ncommitter A <a@example.com> ${1_700_000_000 + i} +0000\n`;
        stream += `data ${Buffer.byteLength(message)}\n${message}${i > 1 ? `from :${i - 1}\n` : ''}\n`;
      }
      stream += 'tag v1.0.0\nfrom :20\ntagger A <a@example.com> 1700000020 +0000\ndata 3\nv1\n\n';
      execFileSync('git', ['fast-import', '--quiet'], { cwd: long, input: stream });
      const tags = readTags(long);
      const toTag = (commit: { tags: readonly string[] }) => commit.tags.includes('v1.0.0');
      const far = await streamCommits(long, { to: 'main' }, tags, toTag);
      expect(far.commits).toHaveLength(300);
      expect(far.commits[0]?.subject).toBe('fix: change 320');
      expect(far.commits.at(-1)?.subject).toBe('fix: change 21');
      expect(far.stoppedAt?.subject).toBe('fix: change 20');
      const near = await streamCommits(long, { to: 'main~250' }, tags, toTag);
      expect(near.commits.map((commit) => commit.subject)).toEqual(
        Array.from({ length: 50 }, (_, i) => `fix: change ${70 - i}`),
      );
      expect(near.stoppedAt?.tags).toEqual(['v1.0.0']);
      // No release at all: every commit, whichever way it was read.
      const none = await streamCommits(long, { to: 'main' }, tags, () => false);
      expect(none.commits).toHaveLength(320);
      expect(none.stoppedAt).toBeUndefined();
    } finally {
      rmSync(long, { recursive: true, force: true });
    }
  });
});
