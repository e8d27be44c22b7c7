import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './ua';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CURL = 'curl/8.5.0';

describe('toolbox ua', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { summary: true }, args: ['-'] })).toEqual({
      userAgent: '-',
      file: undefined,
      summary: true,
    });
  });

  it('prints one string given as the argument', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: {}, args: [FIREFOX] }), ctx);
    expect(ctx.captured.stdout).toBe(
      `${FIREFOX}\n  browser: Firefox 128.0\n  engine:  Gecko 20100101\n  os:      Linux\n  device:  desktop\n  bot:     no\n`,
    );
  });

  it('--json: the argument is one agent, a file of lines a report', async () => {
    const one = testContext({ json: true });
    await run(toOptions({ flags: {}, args: [CURL] }), one);
    expect(JSON.parse(one.captured.stdout)).toMatchObject({
      userAgent: CURL,
      bot: true,
      botMatch: 'curl/8.5.0',
    });

    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-ua-'));
    writeFileSync(join(cwd, 'agents.txt'), `${FIREFOX}\n${CURL}\n`);
    const many = testContext({ cwd, json: true });
    await run(toOptions({ flags: { file: 'agents.txt' }, args: [] }), many);
    const report = JSON.parse(many.captured.stdout);
    expect(report.agents.map((agent: { bot: boolean }) => agent.bot)).toEqual([false, true]);
    expect(report.summary.bots).toBe(1);
  });

  it('--summary counts a log from stdin and warns of skipped lines', async () => {
    const ctx = testContext({ input: `"${FIREFOX}"\n${FIREFOX}\nbad\u0007\n${CURL}\n` });
    await run(toOptions({ flags: { summary: true }, args: ['-'] }), ctx);
    expect(ctx.captured.stdout).toBe(
      '3 user agents (2 different), 1 bots, 1 lines skipped\nbrowsers: Firefox 2, unknown 1\nos: Linux 2, unknown 1\ndevices: desktop 2, bot 1\n',
    );
    expect(ctx.captured.stderr).toContain('skipped: Line 3 has a control character');
  });

  it('refuses blank input with the core message', async () => {
    await expect(run(toOptions({ flags: {}, args: [] }), testContext({ input: ' ' }))).rejects.toThrow(
      'Please paste a user-agent string (one a line for several).',
    );
  });
});
