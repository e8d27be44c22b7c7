import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import {
  runUserAgent,
  runUserAgentSummaryText,
  runUserAgentText,
  USER_AGENT_LIMITS,
  USER_AGENT_MESSAGES,
} from './user-agent';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const refused = (text: string, message: string) =>
  expect(() => runUserAgent({ text })).toThrow(
    new ToolInputError(message, USER_AGENT_MESSAGES.title, 'text'),
  );

describe('runUserAgent', () => {
  it('reads a desktop browser', () => {
    const [agent] = runUserAgent({ text: CHROME }).agents;
    expect(agent).toEqual({
      line: 1,
      userAgent: CHROME,
      browser: { name: 'Chrome', version: '120.0.0.0' },
      engine: { name: 'Blink', version: '' },
      os: { name: 'Windows', version: 'NT 10.0', versionName: '10' },
      device: { type: 'desktop', vendor: '', model: '' },
      bot: false,
      botMatch: '',
    });
    expect(runUserAgentText(agent as never)).toBe(
      [
        CHROME,
        '  browser: Chrome 120.0.0.0',
        '  engine:  Blink',
        '  os:      Windows NT 10.0 (10)',
        '  device:  desktop',
        '  bot:     no',
      ].join('\n'),
    );
  });

  it('names a bot and what marked it', () => {
    const [agent] = runUserAgent({ text: GOOGLEBOT }).agents;
    expect(agent).toMatchObject({
      bot: true,
      botMatch: 'Google',
      browser: { name: 'Googlebot', version: '2.1' },
    });
    expect(runUserAgentText(agent as never)).toContain('bot:     yes (matched "Google")');
  });

  it('reads a log column: quotes, CRLF and "-" dropped, repeats parsed once, counted', () => {
    const text = [`"${IPHONE}"`, '-', `${CHROME}\r`, '', CHROME, GOOGLEBOT].join('\n');
    const report = runUserAgent({ text });
    expect(report.agents.map((agent) => [agent.line, agent.browser.name, agent.device.type])).toEqual([
      [1, 'Safari', 'mobile'],
      [3, 'Chrome', 'desktop'],
      [5, 'Chrome', 'desktop'],
      [6, 'Googlebot', 'bot'],
    ]);
    expect(report.summary).toEqual({
      parsed: 4,
      unique: 3,
      bots: 1,
      browsers: [
        { name: 'Chrome', count: 2 },
        { name: 'Googlebot', count: 1 },
        { name: 'Safari', count: 1 },
      ],
      os: [
        { name: 'Windows', count: 2 },
        { name: 'iOS', count: 1 },
        { name: 'unknown', count: 1 },
      ],
      devices: [
        { name: 'desktop', count: 2 },
        { name: 'bot', count: 1 },
        { name: 'mobile', count: 1 },
      ],
    });
    expect(runUserAgentSummaryText(report).split('\n')).toEqual([
      '4 user agents (3 different), 1 bots, 0 lines skipped',
      'browsers: Chrome 2, Googlebot 1, Safari 1',
      'os: Windows 2, iOS 1, unknown 1',
      'devices: desktop 2, bot 1, mobile 1',
    ]);
  });

  it('skips a bad line among good ones and says which', () => {
    const report = runUserAgent({
      text: `${CHROME}\nbad\u0001agent\n${'x'.repeat(USER_AGENT_LIMITS.lineLength + 1)}`,
    });
    expect(report.agents).toHaveLength(1);
    expect(report.skipped).toEqual([
      { line: 2, reason: `Line 2 ${USER_AGENT_MESSAGES.control}` },
      { line: 3, reason: `Line 3 ${USER_AGENT_MESSAGES.tooLong}` },
    ]);
  });

  it.each(['', '   \n', '-\n""'])('refuses blank input %j', (text) =>
    refused(text, USER_AGENT_MESSAGES.blank),
  );

  it('refuses a lone bad string with its reason', () => {
    refused('Mozilla\u0000', `Line 1 ${USER_AGENT_MESSAGES.control}`);
    refused('y'.repeat(5000), `Line 1 ${USER_AGENT_MESSAGES.tooLong}`);
  });

  it('refuses more lines than the limit before parsing any', () => {
    refused('a\n'.repeat(USER_AGENT_LIMITS.lines + 1), USER_AGENT_MESSAGES.tooManyLines);
    const page = USER_AGENT_LIMITS.pageLines;
    expect(runUserAgent({ text: 'curl/8\n'.repeat(page), page: true }).agents).toHaveLength(page);
    expect(() => runUserAgent({ text: 'curl/8\n'.repeat(page + 1), page: true })).toThrow(
      USER_AGENT_MESSAGES.tooManyForPage,
    );
  });

  it('reads 2,000 distinct lines full of unbalanced brackets (no backtracking blow-up)', () => {
    const lines = Array.from(
      { length: 2_000 },
      (_, i) => `${CHROME.replace('120.0.0.0', `120.0.${i}.0`)} (${'a('.repeat(40)}`,
    );
    const report = runUserAgent({ text: lines.join('\n') });
    expect(report.summary.unique).toBe(2_000);
  }, 30_000);
});
