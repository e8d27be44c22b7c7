// The built `toolbox ua` as a user runs it: one string, a combined-format log's user-agent column, bad input.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-ua-'));
const toolbox = (args: string[], input?: string) => toolboxIn(cwd, args, { input });
const crawlers = new URL('../../core/src/tools/user-agent/corpus/isbot-crawlers.yml', import.meta.url);

describe('toolbox ua (built)', () => {
  it('reads one string given as the argument', async () => {
    const ua = 'Mozilla/5.0 (compatible; Googlebot/2.1)';
    const result = await toolbox(['ua', ua]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      `${ua}\n  browser: Googlebot 2.1\n  engine:  unknown\n  os:      unknown\n  device:  bot Google\n  bot:     yes (matched "${ua}")\n`,
    );
  });

  it("counts a log's user-agent column read from a file, repeats parsed once", async () => {
    // isbot's crawler fixtures, each line twice, then the same count of one real browser, as a log would.
    const bots = readFileSync(crawlers, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('  - '))
      .map((line) => line.slice(4));
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const log = [...bots, ...bots, ...bots.map(() => `"${firefox}"`)].join('\n');
    writeFileSync(join(cwd, 'agents.txt'), log);
    const result = await toolbox(['ua', '--file', 'agents.txt', '--summary', '--json']);
    expect(result.code).toBe(0);
    const summary = JSON.parse(result.stdout);
    expect(summary).toMatchObject({ parsed: bots.length * 3, bots: bots.length * 2, skipped: [] });
    expect(summary.unique).toBe(new Set(bots).size + 1);
    // Some crawlers call themselves Firefox too.
    expect(summary.browsers[0]).toEqual({ name: 'Firefox', count: expect.any(Number) });
    expect(summary.browsers[0].count).toBeGreaterThanOrEqual(bots.length);
  });

  it('refuses empty input and a control character with one line and exit 1', async () => {
    const blank = await toolbox(['ua', '-'], '\n');
    expect(blank).toMatchObject({ code: 1, stdout: '' });
    expect(blank.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('Please paste a user-agent string (one a line for several).'),
    ]);
    const control = await toolbox(['ua', 'Mozilla\u0007']);
    expect(control.code).toBe(1);
    expect(control.stderr).toContain('Line 1 has a control character');
  });
});
