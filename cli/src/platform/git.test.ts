import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTags, streamCommits } from './git';

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
});
