import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { runUserAgent } from './user-agent';

// The oracles: bowser's own acceptance corpus (browser, engine, OS, device) and isbot's fixtures (bot or person).
const corpus = (file: string) => yaml.load(readFileSync(new URL(`corpus/${file}`, import.meta.url), 'utf8'));

interface Spec {
  browser: { name?: string; version?: string };
  os: { name?: string; version?: string; versionName?: string };
  platform: { type?: string; vendor?: string; model?: string };
  engine: { name?: string; version?: string };
}

const bowserCases = Object.values(
  corpus('bowser-useragentstrings.yml') as Record<string, { ua: string; spec: Spec }[]>,
).flat();

/** Expectations older than the bowser release in use, each a fix: what 2.15.1 answers instead. */
const FIXED_SINCE_CORPUS: Record<string, Partial<Spec>> = {
  // Chrome OS is a desktop.
  'Mozilla/5.0 (X11; CrOS i686 4319.74.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/29.0.1547.57 Safari/537.36':
    {
      platform: { type: 'desktop' },
    },
  // Edge on Android is Chromium: Blink, not EdgeHTML.
  'Mozilla/5.0 (Linux; Android 8.0; Pixel XL Build/OPP3.170518.006) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.0 Mobile Safari/537.36 EdgA/41.1.35.1':
    { engine: { name: 'Blink' } },
  // Every iOS browser is WebKit.
  'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_2 like Mac OS X) AppleWebKit/603.2.4 (KHTML, like Gecko) Mobile/14F89 Safari/603.2.4 EdgiOS/41.1.35.1':
    { engine: { name: 'WebKit', version: '603.2.4' } },
  // The version is UC Browser's own token, not Version/4.0.
  'Mozilla/5.0 (Linux; U; Android 4.1.2; en-us; SM-T210R Build/JZO54K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Safari/534.30 UCBrowser/2.3.2.300':
    { browser: { name: 'UC Browser', version: '2.3.2.300' } },
};

const fields = <T extends Record<string, string | undefined>>(want: T, keys: readonly (keyof T)[]) =>
  Object.fromEntries(keys.map((key) => [key, want[key] ?? '']));

describe('user agents against bowser’s acceptance corpus', () => {
  it('has the corpus', () => expect(bowserCases.length).toBe(265));

  it.each(bowserCases)('$ua', ({ ua, spec }) => {
    const want = { ...spec, ...FIXED_SINCE_CORPUS[ua] };
    const [agent] = runUserAgent({ text: ua }).agents;
    expect({ browser: agent?.browser, engine: agent?.engine, os: agent?.os, device: agent?.device }).toEqual({
      browser: fields(want.browser, ['name', 'version']),
      engine: fields(want.engine, ['name', 'version']),
      os: fields(want.os, ['name', 'version', 'versionName']),
      device: fields(want.platform, ['type', 'vendor', 'model']),
    });
  });
});

describe('bots against isbot’s fixtures', () => {
  it.each([
    ['isbot-crawlers.yml', true, 626],
    ['isbot-browsers.yml', false, 555],
  ] as const)('%s: every string is bot = %s', (file, bot, count) => {
    const strings = Object.values(corpus(file) as Record<string, string[]>).flat();
    expect(strings).toHaveLength(count);
    // One run over the whole list, as a log would be read: each line keeps its own answer.
    const report = runUserAgent({ text: strings.join('\n') });
    expect(report.skipped).toEqual([]);
    const wrong = report.agents.filter((agent) => agent.bot !== bot).map((agent) => agent.userAgent);
    expect(wrong).toEqual([]);
    expect(report.agents).toHaveLength(count);
  });
});
